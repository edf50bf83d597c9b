// Issue 15: review-session API latency. One in-memory SQLite app; a learner with 300 saved words
// (100 of them already reviewed once); a session asks for the deck and grades 20 cards, RUNS times.
// Baseline in the same run: getMyCollection (the collection list the deck is built from).
// Second part: a learner whose 20 due cards are saved sentences on their translate turn (native
// language Spanish, Apertium offline): what translating the front card's prompt adds to the deck.
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

// Sentences on their translate turn: saved twice-reviewed messages, due again days later.
const spanish = await signUp(app, `bench.es.${Date.now()}@example.com`);
await post(app, '/api/user/v1/updateUserLanguageAndLevel', { nativeLanguage: 'es', level: 'A2' }, { token: spanish.token });
const sentences = Array.from({ length: 20 }, (_, i) => ({ user_id: spanish.userInfo.id, kind: 'message', content: `I usually walk to the station number ${i} in the morning.`, content_key: `sentence ${i}`, ipa: null, meaning: null, note: '', scene_id: null, message_id: null, created_at: new Date(now).toISOString(), updated_at: new Date(now).toISOString() }));
await database.db.insertInto('collection_item').values(sentences).execute();
const sentenceIds = (await database.db.selectFrom('collection_item').select('id').where('user_id', '=', spanish.userInfo.id).execute()).map((r) => Number(r.id));
for (let turn = 0; turn < 2; turn += 1) {
  for (const id of sentenceIds) await post(app, '/api/review/v1/gradeReviewCard', { collectionItemId: id, rating: 'good' }, { token: spanish.token });
}
now += 30 * 86_400_000;
// A month on, the session has expired: the learner signs in again, as they would.
const again = await post(app, '/api/user/login', { email: spanish.userInfo.email, password: 'correct horse battery' });
const spanishToken = again.body.data.token as string;
const translated: number[] = [];
let translateTurns = 0;
for (let run = 0; run < RUNS; run += 1) {
  const t = performance.now();
  const answer = await get(app, '/api/review/v1/getReviewDeck?limit=20', { token: spanishToken });
  if (answer.body.errCode !== 0) throw new Error(JSON.stringify(answer.body));
  translated.push(performance.now() - t);
  translateTurns = (answer.body.data.cards as Array<{ exercise: { kind: string } }>).filter((c) => c.exercise.kind === 'translate').length;
}
const tr = stats(translated);
console.log(`getReviewDeck, 20 sentences due on their translate turn (${translateTurns} with a prompt): median ${tr.median.toFixed(1)} ms, p95 ${tr.p95.toFixed(1)} ms (${translated.length} runs)`);
await app.close();
