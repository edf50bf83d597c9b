// Issue 15: how long the report of a 200-turn conversation takes on the server. One in-memory
// SQLite app; a learner with 200 turns (every fourth corrected, every third spoken) in one
// conversation and 300 earlier turns in another; the report is asked for through the HTTP route
// (app.inject) RUNS times. Baseline in the same run: the getChatHistory route for the same
// conversation (the cheapest route that reads its messages). Median and p95 in ms.
// Run: npx tsx bench/progress/report.ts
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { migrateToLatest, openSqlite } from '../../apps/server/src/db/database';
import { buildTestApp } from '../../apps/server/test/support/app';
import { get, post, signUp } from '../../apps/server/test/support/accounts';

const RUNS = Number(process.env.RUNS ?? 30);
const TURNS = 200;
const SENTENCES = ['Yesterday I go to the market with my sister.', 'I like cooking pasta with fresh tomatoes.', 'My brother have a new job in the city centre.', 'We went swimming in the lake last summer.', 'Do you prefer tea or coffee in the morning?'];

const database = openSqlite(':memory:');
await migrateToLatest(database.db);
const app = await buildTestApp(database);
const { token } = await signUp(app, `bench.${Date.now()}@example.com`);
await post(app, '/api/transform/v1/chatByContext', { roleId: 2, content: 'Hello, I am new here.' }, { token });
const friend = await get(app, '/api/transform/v1/getChatHistory?roleId=2', { token });
await post(app, '/api/transform/v1/chatByContext', { roleId: 1, content: 'Hello!' }, { token });
const teacher = await get(app, '/api/transform/v1/getChatHistory?roleId=1', { token });
const conversationId = teacher.body.data.conversationId as number;
const earlierId = friend.body.data.conversationId as number;
const owner = (await database.db.selectFrom('conversation').select('user_id').where('id', '=', conversationId).executeTakeFirstOrThrow()).user_id;

// Rows written straight into the table: 200 chat turns through the engines would time the partner, not the report.
const start = Date.parse('2026-11-24T09:00:00.000Z');
const rows = [];
for (let i = 0; i < TURNS; i += 1) {
  const content = `${SENTENCES[i % SENTENCES.length]} (${i})`;
  const correction = i % 4 === 0 && content.includes(' go ') ? JSON.stringify({ start: content.indexOf('go'), end: content.indexOf('go') + 2, wrong: 'go', fix: 'went', category: 'tense', reason: 'past simple for a finished time: yesterday' }) : null;
  rows.push({ conversation_id: conversationId, user_id: owner, sender: 'learner', content, client_message_id: null, reply_to_id: null, engine: null, check_json: null, correction_json: correction, voice: i % 3 === 0 ? 1 : 0, created_at: new Date(start + i * 20_000).toISOString(), deleted_at: null });
  rows.push({ conversation_id: conversationId, user_id: owner, sender: 'ai', content: 'That sounds lovely. What else did you do?', client_message_id: null, reply_to_id: null, engine: 'bench', check_json: null, correction_json: null, voice: 0, created_at: new Date(start + i * 20_000 + 5000).toISOString(), deleted_at: null });
}
for (let i = 0; i < 300; i += 1) {
  rows.push({ conversation_id: earlierId, user_id: owner, sender: 'learner', content: `Earlier I talked about my garden and my cat number ${i}.`, client_message_id: null, reply_to_id: null, engine: null, check_json: null, correction_json: null, voice: 0, created_at: new Date(start - 86_400_000 + i * 1000).toISOString(), deleted_at: null });
}
for (let i = 0; i < rows.length; i += 100) await database.db.insertInto('chat_message').values(rows.slice(i, i + 100)).execute();

async function time(url: string): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t = performance.now();
    const res = await get(app, url, { token });
    out.push(performance.now() - t);
    if (res.body.errCode !== 0) throw new Error(`${url}: ${JSON.stringify(res.body).slice(0, 200)}`);
  }
  return out;
}
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)]!, p95: s[Math.floor(s.length * 0.95)]! };
};

// Warm both routes, then alternate so both see the same machine.
await time(`/api/progress/v1/getConversationReport?conversationId=${conversationId}`);
const report: number[] = [];
const history: number[] = [];
for (let round = 0; round < 3; round += 1) {
  report.push(...(await time(`/api/progress/v1/getConversationReport?conversationId=${conversationId}`)));
  history.push(...(await time('/api/transform/v1/getChatHistory?roleId=1&pageSize=50')));
}
const r = stats(report);
const h = stats(history);
const sample = (await get(app, `/api/progress/v1/getConversationReport?conversationId=${conversationId}`, { token })).body.data.report;
console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, node ${process.version}, load ${os.loadavg()[0]!.toFixed(1)}`);
console.log(`report of a ${sample.turns.total}-turn conversation (${sample.words.total} words, ${sample.errors[0]?.count ?? 0} corrections, ${sample.words.newCount} new words): median ${r.median.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (${report.length} requests)`);
console.log(`baseline getChatHistory (50 messages): median ${h.median.toFixed(1)} ms, p95 ${h.p95.toFixed(1)} ms`);
await app.close();
