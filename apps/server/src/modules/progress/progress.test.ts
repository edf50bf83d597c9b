// Progress over both databases (issue 15): the teacher corrects real chat turns, My mistakes groups
// them by rule with a weekly trend, the explanation of a correction gives the rule, more examples
// and a drill, and drill answers are checked by the grammar engine.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/support/databases';
import { buildTestApp } from '../../../test/support/app';
import { get, post, signUp } from '../../../test/support/accounts';
import type { Db } from '../../db/database';

let n = 0;
const email = () => `progress${++n}.${Date.now()}@example.com`;
const NOW = new Date('2026-11-24T10:00:00.000Z');

describeEachDialect('progress: my mistakes and explained corrections', (getDatabase) => {
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => {
    db = getDatabase().db;
    // A clock that moves a second per reading, so messages keep their order in time.
    let tick = 0;
    app = await buildTestApp(getDatabase(), { now: () => new Date(NOW.getTime() + 1000 * tick++) });
  });
  afterAll(async () => {
    await app.close();
  });

  const say = (token: string, content: string) => post(app, '/api/transform/v1/chatByContext', { roleId: 1, content }, { token });

  it('groups the corrections of real chat turns by rule, newest first, with this week against last week', async () => {
    const { token } = await signUp(app, email());
    await say(token, 'Yesterday I go to the cinema with my sister.');
    await say(token, 'Last week we eat pizza every day in Rome.');
    await say(token, 'My brother have a new job in a bank.');
    await say(token, 'I like my new flat very much.');
    // The first correction was made ten days ago: it counts for last week.
    const first = await db.selectFrom('chat_message').select(['id']).where('content', '=', 'Yesterday I go to the cinema with my sister.').executeTakeFirstOrThrow();
    await db.updateTable('chat_message').set({ created_at: '2026-11-14T10:00:00.000Z' }).where('id', '=', first.id).execute();

    const { body } = await get(app, '/api/progress/v1/getMyMistakes', { token });
    expect(body.errCode).toBe(0);
    expect(body.data.total).toBe(3);
    const groups = body.data.groups as Array<{ category: string; rule: string; count: number; thisWeek: number; lastWeek: number; examples: Array<{ content: string; corrected: string }> }>;
    expect(groups.map((g) => g.category)).toEqual(['agreement', 'tense']);
    const tense = groups[1]!;
    expect(tense).toMatchObject({ rule: 'past simple for a finished time', count: 2, thisWeek: 1, lastWeek: 1 });
    expect(tense.examples.map((e) => e.corrected)).toEqual(['Last week we ate pizza every day in Rome.', 'Yesterday I went to the cinema with my sister.']);
    expect(groups[0]!.examples[0]!.corrected).toBe('My brother has a new job in a bank.');
  });

  it('shows a learner only their own mistakes, and none to a new learner', async () => {
    const { token } = await signUp(app, email());
    const { body } = await get(app, '/api/progress/v1/getMyMistakes', { token });
    expect(body.data).toEqual({ groups: [], total: 0 });
    expect((await get(app, '/api/progress/v1/getMyMistakes')).body.errCode).not.toBe(0);
  });

  it('explains a correction with its rule, two more examples and a three-sentence drill the grammar engine checks', async () => {
    const { token } = await signUp(app, email());
    const explained = await post(app, '/api/progress/v1/explainCorrection', { category: 'agreement', reason: "after he, she or it the verb takes -s", wrong: 'have', fix: 'has' }, { token });
    expect(explained.body.errCode).toBe(0);
    const explanation = explained.body.data.explanation as { rule: string; examples: Array<{ wrong: string; right: string }>; practice: Array<{ prompt: string }>; ruleInNativeLanguage: string | null };
    expect(explanation.examples).toHaveLength(2);
    expect(explanation.practice).toHaveLength(3);
    for (const e of explanation.examples) expect(e.wrong).not.toBe(e.right);

    const prompt = explanation.practice[0]!.prompt;
    const unchanged = await post(app, '/api/progress/v1/checkPractice', { prompt, answer: prompt }, { token });
    expect(unchanged.body.data.right).toBe(false);
    const model = unchanged.body.data.model as string;
    const right = await post(app, '/api/progress/v1/checkPractice', { prompt, answer: model }, { token });
    expect(right.body.data).toMatchObject({ right: true, fix: null });
    // The right words without the capital letter are still the rewrite asked for; the engine says so.
    const lower = await post(app, '/api/progress/v1/checkPractice', { prompt, answer: model.toLowerCase() }, { token });
    expect(lower.body.data.right).toBe(true);
    const unrelated = await post(app, '/api/progress/v1/checkPractice', { prompt, answer: 'I like it.' }, { token });
    expect(unrelated.body.data.right).toBe(false);
  });

  it('reports one conversation: spoken and typed turns, new words against earlier conversations, errors, a goal; not another learner\'s', async () => {
    const { token } = await signUp(app, email());
    await post(app, '/api/transform/v1/chatByContext', { roleId: 2, content: 'I love coffee and long walks.' }, { token });
    await say(token, 'Yesterday I go to the market with my sister.');
    await post(app, '/api/transform/v1/chatByContext', { roleId: 1, content: 'we bought apples and pears', voice: true }, { token });
    const history = await get(app, '/api/transform/v1/getChatHistory?roleId=1', { token });
    const conversationId = history.body.data.conversationId as number;
    const { body } = await get(app, `/api/progress/v1/getConversationReport?conversationId=${conversationId}`, { token });
    expect(body.errCode).toBe(0);
    const report = body.data.report;
    expect(report.turns).toEqual({ total: 2, spoken: 1, typed: 1 });
    // "I" and "and" were used in the earlier free chat with the friend; "coffee" is not in this one.
    expect(report.words.new).toContain('market');
    expect(report.words.new).not.toContain('and');
    expect(report.errors[0]).toMatchObject({ category: 'tense', count: 1, examples: [{ corrected: 'Yesterday I went to the market with my sister.' }] });
    expect(report.goal).toMatch(/past simple/);

    const other = await signUp(app, email());
    expect((await get(app, `/api/progress/v1/getConversationReport?conversationId=${conversationId}`, { token: other.token })).body.errCode).toBe(404);
    expect((await get(app, '/api/progress/v1/getConversationReport?conversationId=abc', { token })).body.errCode).toBe(400);
  });

  it('gives the progress figures of the learner\'s own turns: today\'s turns and this week\'s words', async () => {
    const { token } = await signUp(app, email());
    await say(token, 'I like swimming in the sea.');
    await post(app, '/api/transform/v1/chatByContext', { roleId: 1, content: 'we went to the beach', voice: true }, { token });
    const { body } = await get(app, '/api/progress/v1/getProgressStats', { token });
    expect(body.errCode).toBe(0);
    expect(body.data.days.at(-1).turns).toBe(2);
    expect(body.data.weeks.at(-1)).toMatchObject({ turns: 2, spokenTurns: 1, words: 11 });
  });

  it('refuses a drill answer for a sentence that is not a practice sentence, and empty input, in the envelope', async () => {
    const { token } = await signUp(app, email());
    const unknown = await post(app, '/api/progress/v1/checkPractice', { prompt: 'This is not from any drill.', answer: 'Yes.' }, { token });
    expect(unknown.body).toMatchObject({ errCode: 400, data: null });
    expect(unknown.body.message).toMatch(/prompt/);
    const empty = await post(app, '/api/progress/v1/explainCorrection', { category: '', reason: '', wrong: '', fix: '' }, { token });
    expect(empty.body.errCode).toBe(400);
  });
});
