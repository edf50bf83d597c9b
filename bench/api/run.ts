// API throughput on loopback: word lookup, topic list, grammar check and a practice-partner chat
// turn, each next to a bare Fastify route measured in the same run.
// Run: npx tsx bench/api/run.ts   (writes bench/api/RESULTS.md)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { migrateToLatest, openSqlite } from '../../apps/server/src/db/database';

const DURATION_S = 6;
const CONNECTIONS = 10;

async function measure(title: string, options: autocannon.Options) {
  const result = await autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...options });
  return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const bare = Fastify();
bare.get('/bare', async () => ({ errCode: 0, data: { ok: true }, message: 'ok' }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-bench-'));
const database = openSqlite(path.join(dataDir, 'parley.db'));
await migrateToLatest(database.db);
const app = await buildApp({ config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, CHAT_MAX_PARALLEL: '20', ENABLE_DEV_OUTBOX: 'true', ALLOW_DEV_OUTBOX_IN_PRODUCTION: 'true' }), database, serveWebApp: false });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

// A learner for the authenticated calls, signed up through the real calls.
const email = `bench.${Date.now()}@example.com`;
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<{ data: Record<string, string> }>);
await post('/api/user/sendEmailVerifyCode', { email, type: 'signup' });
await new Promise((resolve) => setTimeout(resolve, 200));
const mail = (await fetch(`${base}/api/dev/outbox?email=${email}`).then((r) => r.json())) as { data: { list: Array<{ code: string }> } };
const checked = await post('/api/user/checkEmailVerifyCode', { email, type: 'signup', code: mail.data.list[0]!.code });
const token = (await post('/api/user/signup', { email, password: 'benchmark password', authCode: checked.data.authCode })).data.token!;
await post('/api/transform/v1/checkGrammar', { content: 'warm up' }); // loads Harper once

const rows: Array<Awaited<ReturnType<typeof measure>> & { ratio: number; baseline: number }> = [];
const run = async (title: string, options: autocannon.Options) => {
  const baseline = await measure('bare Fastify route', { url: `${bareUrl}/bare` });
  const measured = await measure(title, options);
  rows.push({ ...measured, ratio: measured.rps / baseline.rps, baseline: baseline.rps });
};
await run('word lookup (learnAboutWord)', { url: `${base}/api/transform/v1/learnAboutWord?word=children` });
await run('topic list (getTopicList)', { url: `${base}/api/transform/v1/getTopicList` });
await run('grammar check', { url: `${base}/api/transform/v1/checkGrammar`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content: 'She go to school every days.' }) });
await run('practice-partner chat turn (JSON)', {
  url: `${base}/api/transform/v1/chatByContext`,
  method: 'POST',
  headers: { 'content-type': 'application/json', token },
  body: JSON.stringify({ roleId: 2, content: 'I like travelling and cooking.' }),
});

await app.close();
await bare.close();

const lines = [
  '## API throughput (autocannon, loopback)',
  '',
  `Command: \`npx tsx bench/api/run.ts\` · ${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString().slice(0, 10)} · ${CONNECTIONS} connections, ${DURATION_S} s per measurement, SQLite file, the load generator in the same process (so both figures share the 2 cores). The bare route is measured right before each call.`,
  '',
  '| call | requests/s | median | p99 | bare route requests/s | ratio to bare | errors |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.title} | ${r.rps.toFixed(0)} | ${r.p50} ms | ${r.p99} ms | ${r.baseline.toFixed(0)} | ${(r.ratio * 100).toFixed(0)} % | ${r.errors} |`),
  '',
];
fs.writeFileSync(path.join(import.meta.dirname, 'RESULTS.md'), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
