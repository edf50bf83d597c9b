// A spoken reply made by one process and fetched over HTTP from another, per media back end
// (issue 17): local folder (same process: the only way it can be served), the database
// (SQLite and PostgreSQL), and S3 (s3rver, a local stand-in). Median and p99 of sequential GETs;
// GET /api/health on the same app is the baseline in the same run.
// Run: npx tsx bench/media/run.ts [requests=300]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { migrateToLatest, openPostgres, openSqlite, type DatabaseHandle } from '../../apps/server/src/db/database';

const REQUESTS = Number(process.argv[2] ?? 300);
const PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `parley-bench-media-${name}-`));
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: tmp('s3'), configureBuckets: [{ name: 'bench' }] });
const { port: s3Port } = await s3.run();

async function appOver(database: DatabaseHandle, env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: tmp('data'), ...env });
  const app = await buildApp({ config, database, serveWebApp: false, ownsDatabase: false });
  return { app, base: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

async function timeGets(url: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const t = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    times.push(performance.now() - t);
  }
  return times;
}

async function measure(title: string, database: DatabaseHandle, env: Record<string, string>, sameProcess = false) {
  await migrateToLatest(database.db);
  const maker = await appOver(database, env);
  const server = sameProcess ? maker : await appOver(database, env);
  const made = (await (await fetch(`${maker.base}/api/transform/v1/textToAudio`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'A reply of ordinary length, a sentence or two, as the teacher says it.' }) })).json()) as { data: { url: string } };
  const size = (await (await fetch(server.base + made.data.url)).arrayBuffer()).byteLength;
  const health = await timeGets(`${server.base}/api/health`);
  const audio = await timeGets(server.base + made.data.url);
  console.log(`| ${title} | ${Math.round(size / 1024)} KiB | ${pct(audio, 0.5).toFixed(2)} | ${pct(audio, 0.99).toFixed(2)} | ${pct(health, 0.5).toFixed(2)} |`);
  await maker.app.close();
  if (!sameProcess) await server.app.close();
  await database.db.destroy();
}

console.log(`${REQUESTS} sequential GETs each; node ${process.version}; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log('| back end | file | median ms | p99 ms | /api/health median ms |');
console.log('|---|---|---|---|---|');
await measure('local folder (same process)', openSqlite(path.join(tmp('db'), 'p.db')), { MEDIA_STORE: 'local' }, true);
await measure('database: SQLite (other app)', openSqlite(path.join(tmp('db'), 'p.db')), { MEDIA_STORE: 'database' });
const schema = `bench_media_${Date.now()}`;
const { default: pg } = await import('pg');
const admin = new pg.Client({ connectionString: PG });
await admin.connect();
await admin.query(`create schema ${schema}`);
await measure('database: PostgreSQL (other app)', openPostgres(PG, { schema }), { MEDIA_STORE: 'database' });
await admin.query(`drop schema ${schema} cascade`);
await admin.end();
await measure('S3: s3rver (other app)', openSqlite(path.join(tmp('db'), 'p.db')), { MEDIA_STORE: 's3', S3_BUCKET: 'bench', S3_ENDPOINT: `http://127.0.0.1:${s3Port}`, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' });
await s3.close();
console.log(`load average at end ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
