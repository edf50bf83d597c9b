// What the request metrics cost on the cheapest request (issue 17): the same bare Fastify route
// with and without platform/metrics.ts's hooks, alternated in one run; and GET /api/ready's
// latency next to GET /api/health on the real app (SQLite, no Redis).
// Run: npx tsx bench/operations/run.ts [rounds=3]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { migrateToLatest, openSqlite } from '../../apps/server/src/db/database';
import { createMetrics, registerRequestMetrics } from '../../apps/server/src/platform/metrics';

const ROUNDS = Number(process.argv[2] ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

async function bareApp(withMetrics: boolean) {
  const app = Fastify();
  if (withMetrics) registerRequestMetrics(app, createMetrics({ processMetrics: false }));
  app.get('/x', async () => ({ errCode: 0, data: { ok: true }, message: 'ok' }));
  return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

const rps = async (url: string) => (await autocannon({ url, duration: 4, connections: 10 })).requests.average;

console.log(`node ${process.version}; load average at start ${load()}`);
const plain = await bareApp(false);
const measured = await bareApp(true);
const without: number[] = [];
const withHooks: number[] = [];
for (let i = 0; i < ROUNDS; i += 1) {
  without.push(await rps(`${plain.url}/x`));
  withHooks.push(await rps(`${measured.url}/x`));
}
console.log(`bare route req/s: without metrics ${median(without).toFixed(0)}, with metrics ${median(withHooks).toFixed(0)}, ratio ${(median(withHooks) / median(without)).toFixed(3)} (median of ${ROUNDS} alternated 4 s runs)`);
await plain.app.close();
await measured.app.close();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-operations-'));
const database = openSqlite(path.join(dataDir, 'parley.db'));
await migrateToLatest(database.db);
const app = await buildApp({ config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir }), database, serveWebApp: false });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const health: number[] = [];
const ready: number[] = [];
for (let i = 0; i < ROUNDS; i += 1) {
  health.push(await rps(`${base}/api/health`));
  ready.push(await rps(`${base}/api/ready`));
}
console.log(`real app req/s: /api/health ${median(health).toFixed(0)}, /api/ready ${median(ready).toFixed(0)} (database check and the engines' capabilities on every call)`);
await app.close();
console.log(`load average at end ${load()}`);
