// The review deck over both databases with a clock the test moves (issue 15 §4): saved words are new
// cards, a grade schedules the next review through FSRS, and a card comes back when it is due.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/support/databases';
import { buildTestApp } from '../../../test/support/app';
import { get, post, signUp } from '../../../test/support/accounts';

let n = 0;
const email = () => `review${++n}.${Date.now()}@example.com`;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describeEachDialect('the review deck', (getDatabase) => {
  let app: FastifyInstance;
  let now = Date.parse('2026-11-24T08:00:00.000Z');
  beforeAll(async () => {
    app = await buildTestApp(getDatabase(), { now: () => new Date(now) });
  });
  afterAll(async () => {
    await app.close();
  });

  const deck = async (token: string) => (await get(app, '/api/review/v1/getReviewDeck?limit=10', { token })).body.data as { cards: Array<{ item: { id: number; content: string }; state: string; example: string | null; nextIn: Record<string, string> }>; dueCount: number; total: number; nextDue: string | null };
  const grade = (token: string, collectionItemId: number, rating: string) => post(app, '/api/review/v1/gradeReviewCard', { collectionItemId, rating }, { token });

  it('makes saved words and phrases new cards, with the learner\'s own sentence as the example', async () => {
    const { token } = await signUp(app, email());
    await post(app, '/api/transform/v1/chatByContext', { roleId: 2, content: 'The train was so crowded this morning.' }, { token });
    await post(app, '/api/userCollect/v1/collectContent', { content: 'crowded', kind: 'word' }, { token });
    await post(app, '/api/userCollect/v1/collectContent', { content: 'Nice to meet you', kind: 'phrase' }, { token });
    const d = await deck(token);
    expect(d).toMatchObject({ dueCount: 2, total: 2, nextDue: null });
    expect(d.cards.map((c) => [c.item.content, c.state])).toEqual([['crowded', 'new'], ['Nice to meet you', 'new']]);
    expect(d.cards[0]!.example).toBe('The train was so crowded this morning.');
    expect(d.cards[0]!.nextIn.again).toMatch(/min$/);
  });

  it('schedules a graded card later, brings it back when due, and spaces it out once learned', async () => {
    const address = email();
    let { token } = await signUp(app, address);
    // Weeks pass in this test, longer than a session lasts: the learner signs in again, as they would.
    const signInAgain = async () => {
      token = (await post(app, '/api/user/login', { email: address, password: 'correct horse battery' })).body.data.token as string;
    };
    await post(app, '/api/userCollect/v1/collectContent', { content: 'reluctant', kind: 'word' }, { token });
    const [card] = (await deck(token)).cards;
    const first = await grade(token, card!.item.id, 'good');
    expect(first.body.data.state).toBe('learning');
    expect(Date.parse(first.body.data.due)).toBeGreaterThan(now);
    expect((await deck(token)).dueCount).toBe(0);
    expect((await deck(token)).nextDue).toBe(first.body.data.due);

    now = Date.parse(first.body.data.due) + MINUTE;
    expect((await deck(token)).cards.map((c) => c.state)).toEqual(['learning']);
    const second = await grade(token, card!.item.id, 'good');
    expect(second.body.data.state).toBe('review');
    expect(second.body.data.scheduledDays).toBeGreaterThanOrEqual(1);

    now += (second.body.data.scheduledDays as number) * DAY + MINUTE;
    await signInAgain();
    expect((await deck(token)).dueCount).toBe(1);
    const third = await grade(token, card!.item.id, 'easy');
    // Each successful review spaces the next one further out.
    expect(third.body.data.scheduledDays).toBeGreaterThan(second.body.data.scheduledDays);
    // "Again" on a learned card sends it back to relearning within minutes.
    now += (third.body.data.scheduledDays as number) * DAY + MINUTE;
    await signInAgain();
    const lapse = await grade(token, card!.item.id, 'again');
    expect(lapse.body.data.state).toBe('relearning');
    expect(Date.parse(lapse.body.data.due) - now).toBeLessThan(DAY);
  });

  it('grades only the learner\'s own saved words, and refuses a rating it does not know', async () => {
    const owner = await signUp(app, email());
    await post(app, '/api/userCollect/v1/collectContent', { content: 'cosy', kind: 'word' }, { token: owner.token });
    const [card] = (await deck(owner.token)).cards;
    const other = await signUp(app, email());
    expect((await grade(other.token, card!.item.id, 'good')).body.errCode).toBe(404);
    expect((await grade(owner.token, card!.item.id, 'perfect')).body.errCode).toBe(400);
    expect((await get(app, '/api/review/v1/getReviewDeck')).body.errCode).not.toBe(0);
  });
});
