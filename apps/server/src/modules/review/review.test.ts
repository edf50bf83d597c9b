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

  it("turns a saved sentence into exercises by turn — fill the gap, listen and repeat, translate from the learner's language — and leaves a paragraph out", async () => {
    const { token } = await signUp(app, email());
    // Spanish: Apertium translates English → Spanish offline, so the translate turn has its prompt.
    await post(app, '/api/user/v1/updateUserLanguageAndLevel', { nativeLanguage: 'es', level: 'A2' }, { token });
    // The teacher's opening line introduces her and asks a question: longer than a sentence to practise.
    const opening = (await get(app, '/api/common/v1/startChat?roleId=1', { token })).body.data.message as { id: number; content: string };
    expect(opening.content.length).toBeGreaterThan(140);
    const sent = await post(app, '/api/transform/v1/chatByContext', { roleId: 2, content: 'I usually walk to the station.' }, { token });
    const other = await post(app, '/api/transform/v1/chatByContext', { roleId: 2, content: 'We often cook dinner together.' }, { token });
    for (const message of [sent.body.data.learnerMessage, other.body.data.learnerMessage, opening]) await post(app, '/api/aiTopic/v1/collectChatMessage', { messageId: message.id }, { token });
    type Card = { item: { id: number; kind: string; content: string }; example: string | null; exercise: { kind: string; start?: number; end?: number; prompt?: string } };
    const cards = async () => (await deck(token)).cards as unknown as Card[];
    const [first, second] = await cards();
    expect((await deck(token)).total).toBe(2);
    // The longest word of four letters or more: "usually" (characters 2–9).
    expect(first).toMatchObject({ item: { kind: 'message', content: 'I usually walk to the station.' }, example: null, exercise: { kind: 'fill-gap', start: 2, end: 9 } });
    const gradeBoth = async () => {
      for (const card of [first!, second!]) await grade(token, card.item.id, 'again');
      now += 10 * MINUTE;
    };
    await gradeBoth();
    expect((await cards()).map((c) => c.exercise)).toEqual([{ kind: 'listen' }, { kind: 'listen' }]);
    await gradeBoth();
    const [third, fourth] = (await cards()).map((c) => c.exercise);
    expect(third!.kind).toBe('translate');
    // Apertium's Spanish, as the engine gives it ("usually" → "normalmente").
    expect(third!.prompt).toMatch(/^Normalmente\b/);
    // One translation per deck request (an engine call each): the card behind takes its next exercise for now.
    expect(fourth).toEqual({ kind: 'fill-gap', start: 21, end: 29 }); // "together"
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
