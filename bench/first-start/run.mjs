// Fresh clone → first page served → first spoken reply, the path a newcomer takes with `npm start`
// (issue 17). Each run clones the committed HEAD into a new folder and runs what `npm start`
// runs (scripts/setup.sh --quiet --run, then scripts/start.mjs), timing each phase from the
// lines set-up prints. Not a test: figures go to docs/benchmarks.md.
//   node bench/first-start/run.mjs [runs=3]
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const runs = Number(process.argv[2] ?? 3);
const branch = execFileSync('git', ['rev-parse', '--abbrev-ref', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
const seconds = (from) => Math.round((performance.now() - from) / 100) / 10;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a command, calling onLine for each output line; resolves when it exits 0. */
function run(cmd, args, options, onLine = () => undefined) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    readline.createInterface({ input: child.stdout }).on('line', onLine);
    readline.createInterface({ input: child.stderr }).on('line', onLine);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`))));
  });
}

async function once(i) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `first-start-bench-${i}-`));
  const phases = {};
  const t0 = performance.now();
  // A worktree's folder clones its repository's default branch: name this branch.
  await run('git', ['clone', '--quiet', '--no-hardlinks', '--branch', branch, repo, dir], {});
  phases.clone = seconds(t0);
  let mark = performance.now();
  let current = 'setup checks';
  await run('bash', ['scripts/setup.sh', '--quiet', '--run'], { cwd: dir }, (line) => {
    const next = line.includes('npm dependencies') ? 'npm ci' : line.includes('building the web app') ? 'web build' : null;
    if (!next) return;
    phases[current] = seconds(mark);
    mark = performance.now();
    current = next;
  });
  phases[current] = seconds(mark);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `first-start-bench-data-${i}-`));
  const server = spawn(process.execPath, ['scripts/start.mjs'], { cwd: dir, env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' }, stdio: 'ignore' });
  const started = performance.now();
  const base = `http://127.0.0.1:${port}`;
  let exited = null;
  server.once('exit', (code) => (exited = code));
  for (;;) {
    if (exited !== null) throw new Error(`the server exited with ${exited} before serving the first page`);
    try {
      const res = await fetch(`${base}/`);
      if (res.ok && (await res.text()).includes('<div id="root">')) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  phases['server start → first page'] = seconds(started);
  const firstPage = seconds(t0);
  const asked = performance.now();
  const reply = await (await fetch(`${base}/api/transform/v1/textToAudio`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'Hello, nice to meet you.' }) })).json();
  if (reply.errCode !== 0) throw new Error(`textToAudio: ${reply.message}`);
  const audio = await fetch(base + reply.data.url);
  if (!audio.ok) throw new Error(`audio ${audio.status}`);
  await audio.arrayBuffer();
  phases['first spoken reply (ask → audio fetched)'] = seconds(asked);
  const firstReply = seconds(t0);
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { phases, firstPage, firstReply };
}

console.log(`node ${process.version}, ${os.cpus().length} cores, load average at start ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log(`HEAD ${execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim()}; npm's cache (~/.npm) is warm, Debian packages already installed`);
const results = [];
for (let i = 1; i <= runs; i += 1) {
  const result = await once(i);
  results.push(result);
  console.log(`run ${i}: first page ${result.firstPage} s, first spoken reply ${result.firstReply} s`, JSON.stringify(result.phases), `load ${os.loadavg()[0].toFixed(2)}`);
}
console.log(`median of ${runs}: fresh clone → first page ${median(results.map((r) => r.firstPage))} s; → first spoken reply ${median(results.map((r) => r.firstReply))} s`);
for (const phase of Object.keys(results[0].phases)) console.log(`  ${phase}: median ${median(results.map((r) => r.phases[phase] ?? 0))} s`);
console.log(`load average at end ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
