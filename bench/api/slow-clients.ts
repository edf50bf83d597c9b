// Do slow clients slow everyone else down? The real server runs in a child process (as in
// production); this process measures the latency of ordinary requests (several keep-alive
// connections, each sending its next request when the last is answered) with no slow clients and
// while 200 sockets dribble their request headers a byte at a time, in several rounds that
// alternate which condition goes first, so both see the same machine. It also reports how long
// the server took to close the slow sockets (HEADERS_TIMEOUT_MS).
// Run: npx tsx bench/api/slow-clients.ts   (writes bench/api/SLOW-CLIENTS.md)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const MEASURE_MS = 4000;
const CONNECTIONS = 8;
const SLOW_SOCKETS = 200;
const HEADERS_TIMEOUT_MS = 10_000;
const ROOT = path.join(import.meta.dirname, '../..');
const CALLS = [
  { title: 'config value (getByKey)', path: '/api/common/v1/getByKey?key=version' },
  { title: 'word lookup (learnAboutWord)', path: '/api/transform/v1/learnAboutWord?word=children' },
];

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-slow-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/server.ts')], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (let i = 0; ; i += 1) {
  const isUp = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
  if (isUp) break;
  if (i > 300) throw new Error('the server did not start');
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
function request(urlPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${res.statusCode}`))));
    });
    req.on('error', reject);
  });
}

/** Latencies in milliseconds of every request answered during MEASURE_MS. */
async function measure(urlPath: string): Promise<number[]> {
  const latencies: number[] = [];
  const until = performance.now() + MEASURE_MS;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const start = performance.now();
        await request(urlPath);
        latencies.push(performance.now() - start);
      }
    }),
  );
  return latencies;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);
function summarise(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { requests: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), rps: sorted.length / (MEASURE_MS / 1000) };
}

/** Opens the slow sockets; resolves with when each was closed by the server (ms after opening). */
function openSlowSockets() {
  const openedAt = performance.now();
  const timers: Array<ReturnType<typeof setInterval>> = [];
  let connected = 0;
  const closedAfter = Array.from(
    { length: SLOW_SOCKETS },
    () =>
      new Promise<number>((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        socket.on('error', () => undefined);
        socket.on('close', () => resolve(performance.now() - openedAt));
        socket.on('connect', () => {
          connected += 1;
          socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
          timers.push(setInterval(() => socket.writable && socket.write('X'), 200));
        });
      }),
  );
  return { closed: Promise.all(closedAfter).finally(() => timers.forEach(clearInterval)), connected: () => connected };
}

// Warm up (engines load on first use).
for (const call of CALLS) await measure(call.path);

type Row = { call: string; round: number; without: ReturnType<typeof summarise>; with: ReturnType<typeof summarise> };
const rows: Row[] = [];
const closeTimes: number[] = [];
/** One measurement per call, one after the other. */
async function measureCalls(): Promise<number[][]> {
  const out: number[][] = [];
  for (const call of CALLS) out.push(await measure(call.path));
  return out;
}
for (let round = 1; round <= ROUNDS; round += 1) {
  // Alternate which condition goes first, so a drift of the machine favours neither.
  const withoutFirst = round % 2 === 1;
  const without = withoutFirst ? await measureCalls() : [];
  const slow = openSlowSockets();
  await new Promise((resolve) => setTimeout(resolve, 300)); // all connected and dribbling
  const withSlow = await measureCalls();
  const connected = slow.connected();
  const lastClosed = Math.max(...(await slow.closed));
  closeTimes.push(lastClosed);
  if (!withoutFirst) without.push(...(await measureCalls()));
  CALLS.forEach((call, i) => rows.push({ call: call.title, round, without: summarise(without[i] ?? []), with: summarise(withSlow[i] ?? []) }));
  console.log(`round ${round}: ${connected} slow sockets connected, all closed by the server after ${(lastClosed / 1000).toFixed(1)} s`);
  for (const r of rows.slice(-CALLS.length)) console.log(`  ${r.call}: without p50 ${r.without.p50.toFixed(2)} p99 ${r.without.p99.toFixed(2)} ms · with p50 ${r.with.p50.toFixed(2)} p99 ${r.with.p99.toFixed(2)} ms`);
}

agent.destroy();
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
fs.rmSync(dataDir, { recursive: true, force: true });

const fmt = (n: number) => `${n.toFixed(2)} ms`;
const lines = [
  '## Slow clients (200 sockets dribbling headers)',
  '',
  `Command: \`npx tsx bench/api/slow-clients.ts\` · ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, ${new Date().toISOString().slice(0, 10)} · the server in its own process (production mode, SQLite, HEADERS_TIMEOUT_MS=${HEADERS_TIMEOUT_MS}); this process sends ordinary requests on ${CONNECTIONS} keep-alive connections for ${MEASURE_MS / 1000} s per measurement, alone and while ${SLOW_SOCKETS} other sockets send a header byte every 200 ms (which comes first alternates); ${ROUNDS} rounds, each figure is the median over the rounds.`,
  '',
  '| call | median without | median with slow sockets | p99 without | p99 with slow sockets | requests/s without | requests/s with |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...CALLS.map(({ title }) => {
    const mine = rows.filter((r) => r.call === title);
    const m = (pick: (r: Row) => number) => median(mine.map(pick));
    return `| ${title} | ${fmt(m((r) => r.without.p50))} | ${fmt(m((r) => r.with.p50))} | ${fmt(m((r) => r.without.p99))} | ${fmt(m((r) => r.with.p99))} | ${m((r) => r.without.rps).toFixed(0)} | ${m((r) => r.with.rps).toFixed(0)} |`;
  }),
  '',
  `Every slow socket was closed by the server: the last one ${(median(closeTimes) / 1000).toFixed(1)} s after opening (median over the rounds; HEADERS_TIMEOUT_MS is ${HEADERS_TIMEOUT_MS / 1000} s and Node checks once a second).`,
  '',
];
fs.writeFileSync(path.join(import.meta.dirname, 'SLOW-CLIENTS.md'), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
