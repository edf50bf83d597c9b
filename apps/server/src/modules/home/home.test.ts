// Home in one call (issue 20 §4), over both databases: the same answers the separate calls give,
// scenes on the learner's topics first and topped up at their level, and nothing without a session.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/support/databases';
import { buildTestApp } from '../../../test/support/app';
import { get, post, signUp } from '../../../test/support/accounts';

let n = 0;
const email = () => `home${++n}.${Date.now()}@example.com`;

interface Scene { id: number; level: string; tags: string[] }

describeEachDialect('home in one call', (getDatabase) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getDatabase());
  });
  afterAll(async () => {
    await app.close();
  });

  const home = async (token: string, query: string) => (await get(app, `/api/home/v1/getHome?${query}`, { token })).body;

  it('answers what the separate calls answer: turns, the conversation to continue, the review counts and the partners', async () => {
    const { token } = await signUp(app, email());
    const before = (await home(token, 'level=A2&tags=travel&timeZone=Europe/Madrid')).data;
    expect(before).toMatchObject({ talkTimes: { today: 0, streak: 0 }, latest: { conversation: null }, review: { total: 0, dueCount: 0 } });
    expect(before.roles.list.map((role: { id: number }) => role.id)).toEqual([1, 2]);

    await post(app, '/api/transform/v1/chatByContext', { roleId: 2, content: 'The train was so crowded this morning.' }, { token });
    await post(app, '/api/userCollect/v1/collectContent', { content: 'crowded', kind: 'word' }, { token });
    const after = (await home(token, 'level=A2&tags=travel&timeZone=Europe/Madrid')).data;
    expect(after.talkTimes).toEqual((await get(app, '/api/userTalkRecord/v1/getUserTalkTimes?days=7&timeZone=Europe/Madrid', { token })).body.data);
    expect(after.talkTimes.today).toBe(1);
    expect(after.latest).toEqual((await get(app, '/api/transform/v1/getLatestConversation', { token })).body.data);
    expect(after.latest.conversation).not.toBeNull();
    const deck = (await get(app, '/api/review/v1/getReviewDeck?limit=20', { token })).body.data;
    expect(after.review).toEqual({ total: deck.total, dueCount: deck.dueCount });
    expect(after.review).toEqual({ total: 1, dueCount: 1 });
    expect(after.roles).toEqual((await post(app, '/api/transform/v1/getRoles', {}, { token })).body.data);
  });

  it("recommends six scenes at the level, the learner's first topics first, topped up with others at that level", async () => {
    const { token } = await signUp(app, email());
    const all = (await get(app, '/api/aiTopic/v1/getSceneTopicBaseList?level=A2&pageSize=100', { token })).body.data.list as Scene[];
    const onTopics = all.filter((scene) => scene.tags.includes('travel') || scene.tags.includes('health'));
    expect(onTopics.length).toBeGreaterThan(0);
    expect(onTopics.length).toBeLessThan(6);

    const { scenes } = (await home(token, 'level=A2&tags=travel,health')).data as { scenes: { list: Scene[]; noneOnTopics: boolean } };
    expect(scenes.noneOnTopics).toBe(false);
    expect(scenes.list).toHaveLength(6);
    expect(new Set(scenes.list.map((scene) => scene.id)).size).toBe(6);
    expect(scenes.list.every((scene) => scene.level === 'A2')).toBe(true);
    expect(scenes.list.slice(0, onTopics.length).map((scene) => scene.id).sort()).toEqual(onTopics.map((scene) => scene.id).sort());
  });

  it('says when none of the topics has a scene at the level, and gives others', async () => {
    const { token } = await signUp(app, email());
    const { scenes } = (await home(token, 'level=A1&tags=culture')).data as { scenes: { list: Scene[]; noneOnTopics: boolean } };
    expect(scenes.noneOnTopics).toBe(true);
    expect(scenes.list).toHaveLength(6);
    expect(scenes.list.every((scene) => scene.level === 'A1' && !scene.tags.includes('culture'))).toBe(true);
    // No topics at all is no "none of your topics".
    expect((await home(token, 'level=A1')).data.scenes.noneOnTopics).toBe(false);
  });

  it('needs a session and a known level and time zone', async () => {
    expect((await get(app, '/api/home/v1/getHome?level=A2')).body.errCode).toBe(600);
    const { token } = await signUp(app, email());
    expect(await home(token, 'level=Z9')).toMatchObject({ errCode: 400, message: expect.stringMatching(/^level: /) });
    expect(await home(token, 'level=A2&timeZone=Mars/Olympus')).toMatchObject({ errCode: 400, message: expect.stringMatching(/^timeZone: /) });
  });
});
