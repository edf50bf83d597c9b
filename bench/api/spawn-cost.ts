// Issue 16: what starting an engine command costs the server's event loop, started by the server
// itself (child_process.spawn, which copies the starter's memory map) against started by the
// process runner (platform/process-runner.ts, a small helper process). The server carries ~800 MB
// when its engines are warm, so this process carries a ballast of that size.
// Run: npx tsx bench/api/spawn-cost.ts [ballast MB, default 800] [runs, default 5]
import { spawn } from 'node:child_process';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { runProcess } from '../../apps/server/src/platform/process-runner';

const ballastMb = Number(process.argv[2] ?? 800);
const runs = Number(process.argv[3] ?? 5);
const STARTS = 30;
const ballast: Buffer[] = [];
for (let i = 0; i < ballastMb; i += 1) ballast.push(Buffer.alloc(1024 * 1024, i % 251));
const env = { PATH: process.env.PATH ?? '/usr/bin:/bin' };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Starts /bin/true STARTS times one after another; returns the mean blocking per start and the event loop's worst delay. */
async function measure(start: () => Promise<unknown>) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  let blocked = 0;
  for (let i = 0; i < STARTS; i += 1) {
    const t = performance.now();
    const done = start();
    blocked += performance.now() - t;
    await done;
  }
  histogram.disable();
  return { blockedMs: blocked / STARTS, maxDelayMs: histogram.max / 1e6 };
}

const inProcess = () => new Promise((resolve) => spawn('/bin/true', [], { env, stdio: 'ignore' }).on('close', resolve));
const viaRunner = () => runProcess({ file: '/bin/true', args: [], env });
await viaRunner(); // the runner's own start, once per server, is not what is measured

const rows: Record<string, Array<{ blockedMs: number; maxDelayMs: number }>> = { 'spawn in the server': [], 'process runner': [] };
for (let run = 0; run < runs; run += 1) {
  rows['spawn in the server']!.push(await measure(inProcess));
  rows['process runner']!.push(await measure(viaRunner));
}
console.log(`Command: \`npx tsx bench/api/spawn-cost.ts ${ballastMb} ${runs}\` · ${os.cpus().length} cores, Node ${process.version}, RSS ${Math.round(process.memoryUsage().rss / 1048576)} MB, load ${os.loadavg()[0]!.toFixed(1)}`);
console.log(`${STARTS} starts of /bin/true in a row, median of ${runs} runs (interleaved):\n`);
console.log('| started by | event loop blocked per start (ms) | worst event-loop delay (ms) |\n|---|---:|---:|');
for (const [name, results] of Object.entries(rows)) {
  console.log(`| ${name} | ${median(results.map((r) => r.blockedMs)).toFixed(2)} | ${median(results.map((r) => r.maxDelayMs)).toFixed(1)} |`);
}
console.log(ballast.length > 0 ? '' : '(no ballast)');
