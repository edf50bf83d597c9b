// Issue 16: can anyone stall Parley? A cheap call (getByKey capabilities) is timed alone and
// during each anonymous burst — grammar checks of random long words, translations, audio uploads,
// spoken replies — against a production-mode server in its own process; its memory is read before,
// after the bursts and a minute later. Each burst request comes from its own random address (the
// server trusts X-Forwarded-For from loopback here), as from a botnet or an attacker rotating
// addresses: per-address limits do not stop it, so the engines' own queues and load shedding must.
// Figures go to docs/benchmarks.md (section "Abuse bursts").
// Run: npx tsx bench/api/abuse.ts   (prints the table; RESULTS in bench/api/ABUSE.md)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BURST_MS = 8000;
/** Heavy requests kept in flight during a burst. */
const IN_FLIGHT = 30;
const CHEAP = '/api/common/v1/getByKey?key=capabilities';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-abuse-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/server.ts')], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'fatal', TRUST_PROXY: '127.0.0.1' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (let i = 0; ; i += 1) {
  if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
  if (i > 600) throw new Error('the server did not start');
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const rssMb = () => {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};
const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
/** A random public-looking address per burst request (TEST-NET and documentation ranges avoided). */
const randomAddress = () => `${11 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
const json = (url: string, body: unknown) =>
  fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() }, body: JSON.stringify(body) });
const wav = fs.readFileSync(path.join(ROOT, 'e2e/fixtures/voice-turn.wav'));

const bursts: Record<string, () => Promise<Response>> = {
  'grammar, 36 random 26-letter words': () => json('/api/transform/v1/checkGrammar', { content: Array.from({ length: 36 }, () => letters(26)).join(' ').slice(0, 1000) }),
  'translation en→es, 2000 characters': () => json('/api/transform/v1/translateText', { text: Array.from({ length: 300 }, () => letters(5)).join(' ').slice(0, 2000), target: 'es' }),
  'audio upload (audioToText, WAV)': () => {
    const form = new FormData();
    form.append('type', '2');
    form.append('file', new Blob([wav], { type: 'audio/wav' }), 'voice.wav');
    return fetch(`${base}/api/transform/v1/audioToText`, { method: 'POST', body: form, headers: { 'x-forwarded-for': randomAddress() } });
  },
  'spoken reply (textToAudio), new 1000-character text': () => json('/api/transform/v1/textToAudio', { text: Array.from({ length: 160 }, () => letters(5)).join(' ').slice(0, 1000) }),
};

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Times the cheap call back to back for `ms`; returns [median, p99] in ms and the count. */
async function timeCheap(ms: number) {
  const times: number[] = [];
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const t = performance.now();
    await fetch(`${base}${CHEAP}`).then((r) => r.arrayBuffer());
    times.push(performance.now() - t);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  times.sort((a, b) => a - b);
  return { median: pct(times, 50), p99: pct(times, 99), n: times.length };
}

async function burst(make: () => Promise<Response>) {
  let stop = false;
  const codes = new Map<string, number>();
  const worker = async () => {
    while (!stop) {
      const res = await make().catch(() => null);
      const body = res ? ((await res.json().catch(() => ({}))) as { errCode?: number }) : {};
      const key = res ? `${res.status}/${body.errCode ?? '?'}` : 'no answer';
      codes.set(key, (codes.get(key) ?? 0) + 1);
    }
  };
  const workers = Array.from({ length: IN_FLIGHT }, worker);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const cheap = await timeCheap(BURST_MS);
  stop = true;
  await Promise.all(workers);
  return { cheap, codes: [...codes].map(([k, v]) => `${k}×${v}`).join(' ') };
}

// Warm every engine once, so the figures are about load, not first loads.
for (const make of Object.values(bursts)) await make().then((r) => r.arrayBuffer(), () => undefined);
const rssStart = rssMb();
const alone = await timeCheap(5000);
const rows: string[] = [];
const fmt = (n: number) => n.toFixed(1);
rows.push(`| alone | ${fmt(alone.median)} | ${fmt(alone.p99)} | ${alone.n} | — |`);
for (const [name, make] of Object.entries(bursts)) {
  const { cheap, codes } = await burst(make);
  rows.push(`| during ${name} | ${fmt(cheap.median)} | ${fmt(cheap.p99)} | ${cheap.n} | ${codes} |`);
}
const rssAfter = rssMb();
await new Promise((resolve) => setTimeout(resolve, 60_000));
const rssMinute = rssMb();
const after = await timeCheap(3000);
rows.push(`| alone, a minute after | ${fmt(after.median)} | ${fmt(after.p99)} | ${after.n} | — |`);

const [load1, load5] = os.loadavg();
const report = [
  `Command: \`npx tsx bench/api/abuse.ts\` · ${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, load average at the end ${load1!.toFixed(1)} (1 min) / ${load5!.toFixed(1)} (5 min).`,
  `Production-mode server in its own process; each burst keeps ${IN_FLIGHT} anonymous requests in flight for ${BURST_MS / 1000} s, each from a random address (X-Forwarded-For, trusted from loopback), while the cheap call is timed back to back (20 ms apart).`,
  '',
  '| cheap call (getByKey capabilities) | median ms | p99 ms | calls | burst answers (HTTP/errCode × count) |',
  '|---|---:|---:|---:|---|',
  ...rows,
  '',
  `Server memory (RSS): ${rssStart} MB at start (engines warm), ${rssAfter} MB after the bursts, ${rssMinute} MB a minute later.`,
].join('\n');
fs.writeFileSync(path.join(ROOT, 'bench/api/ABUSE.md'), `${report}\n`);
console.log(report);
server.kill('SIGTERM');
fs.rmSync(dataDir, { recursive: true, force: true });
