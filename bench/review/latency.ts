// Issue 15: review-session API latency. One in-memory SQLite app; a learner with 300 saved words
// (100 of them already reviewed once); a session asks for the deck and grades 20 cards, RUNS times.
// Baseline in the same run: getMyCollection (the collection list the deck is built from).
// Run: npx tsx bench/review/latency.ts
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { migrateToLatest, openSqlite } from '../../apps/server/src/db/database';
import { buildTestApp } from '../../apps/server/test/support/app';
import { get, post, signUp } from '../../apps/server/test/support/accounts';

const RUNS = Number(process.env.RUNS ?? 5);
const database = openSqlite(':memory:');
await migrateToLatest(database.db);
let now = Date.parse('2026-11-24T08:00:00.000Z');
const app = await buildTestApp(database, { now: () => new Date(now) });
const { token, userInfo } = await signUp(app, `bench.${Date.now()}@example.com`);
const rows = Array.from({ length: 300 }, (_, i) => ({ user_id: userInfo.id, kind: 'word', content: `word${i}`, content_key: `word${i}`, ipa: null, meaning: `meaning ${i}`, note: '', scene_id: null, message_id: null, created_at: new Date(now).toISOString(), updated_at: new Date(now).toISOString() }));
for (let i = 0; i < rows.length; i += 100) await database.db.insertInto('collection_item').values(rows.slice(i, i + 100)).execute();
const ids = (await database.db.selectFrom('collection_item').select('id').execute()).map((r) => Number(r.id));
for (const id of ids.slice(0, 100)) await post(app, '/api/review/v1/gradeReviewCard', { collectionItemId: id, rating: 'good' }, { token });

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)]!, p95: s[Math.floor(s.length * 0.95)]! };
};
const deck: number[] = [];
const grade: number[] = [];
const baseline: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  now += 3 * 86_400_000; // days later: the reviewed cards are due again too
  for (let i = 0; i < 20; i += 1) {
    let t = performance.now();
    const d = await get(app, '/api/review/v1/getReviewDeck?limit=20', { token });
    deck.push(performance.now() - t);
    const card = d.body.data.cards[0];
    t = performance.now();
    await post(app, '/api/review/v1/gradeReviewCard', { collectionItemId: card.item.id, rating: i % 4 === 0 ? 'again' : 'good' }, { token });
    grade.push(performance.now() - t);
    t = performance.now();
    await post(app, '/api/userCollect/v1/getMyCollection', { pageNum: 1, pageSize: 20 }, { token });
    baseline.push(performance.now() - t);
  }
}
const d = stats(deck);
const g = stats(grade);
const b = stats(baseline);
console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, node ${process.version}, load ${os.loadavg()[0]!.toFixed(1)}`);
console.log(`getReviewDeck (20 of 300 cards): median ${d.median.toFixed(1)} ms, p95 ${d.p95.toFixed(1)} ms; gradeReviewCard: median ${g.median.toFixed(1)} ms, p95 ${g.p95.toFixed(1)} ms; baseline getMyCollection (20): median ${b.median.toFixed(1)} ms, p95 ${b.p95.toFixed(1)} ms (${deck.length} each)`);
await app.close();
