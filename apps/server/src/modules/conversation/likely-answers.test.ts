import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContentPack } from '@parley/content/load-content';
import { buildTestApp } from '../../../test/support/app';
import { get, post, signUp } from '../../../test/support/accounts';
import { migrateToLatest, openSqlite, type DatabaseHandle } from '../../db/database';
import { createPracticePartner } from '../../ai/conversation/practice-partner';
import { createConversationService } from './conversation.service';

// What recognition listens for in a turn (issue 18 §3): read by a second service over the app's
// database, as another server process would, after the learner has talked through the real app.
describe("a conversation's likely answers", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const pack = loadContentPack();
  let likelyAnswers: (userId: number, conversationId: number) => Promise<string[]>;

  beforeAll(async () => {
    database = openSqlite(':memory:');
    await migrateToLatest(database.db);
    app = await buildTestApp(database, { ownsDatabase: true });
    const service = createConversationService({
      db: database.db,
      engine: createPracticePartner({ questionBanks: () => pack.questionBanks }),
      content: { roles: () => pack.roles, scene: (id) => pack.scenes.find((s) => s.id === id), questionBanks: () => pack.questionBanks, topicTagName: () => undefined },
      now: () => new Date(),
      learnerProfile: async () => null,
      maxParallel: 2,
      engineTimeoutMs: 10_000,
    });
    likelyAnswers = service.likelyAnswers;
  });
  afterAll(async () => {
    await app.close(); // closes the database too
  });

  it("in a scene: the partner's line and the current turn's examples, key words and tip, with the learner's facts", async () => {
    const { token, userInfo } = await signUp(app, `likely.scene.${Date.now()}@example.com`);
    await post(app, '/api/transform/v1/chatByContext', { roleId: 2, content: 'My name is Bruna and I have a dog called Rex.' }, { token });
    const scene = pack.scenes.find((s) => s.slug === 'buying-a-cinema-ticket')!;
    const opened = await get(app, `/api/common/v1/startChat?roleId=1&sceneId=${scene.id}`, { token });
    await post(app, '/api/aiTopic/v1/chatByContext', { roleId: 1, sceneId: scene.id, content: scene.turns[0]!.expected.examples[0] }, { token });

    const lines = await likelyAnswers(userInfo.id, opened.body.data.conversationId);
    const turn = scene.turns[1]!;
    expect(lines).toEqual(expect.arrayContaining([turn.ai, ...turn.expected.examples, ...turn.expected.keywords, turn.hint, 'Bruna', 'Rex']));
    // The turn already answered is not what the learner will say next.
    expect(lines).not.toContain(scene.turns[0]!.expected.examples[1]);
  });

  it("in free chat: the partner's last line and the built-in hints to it; nothing from another learner's conversation", async () => {
    const { token, userInfo } = await signUp(app, `likely.free.${Date.now()}@example.com`);
    const replied = await post(app, '/api/transform/v1/chatByContext', { roleId: 2, content: 'I went to the cinema yesterday.' }, { token });
    const conversationId = replied.body.data.conversationId as number;
    const lines = await likelyAnswers(userInfo.id, conversationId);
    expect(lines[0]).toBe(replied.body.data.reply.content);
    expect(lines.length).toBeGreaterThan(1);

    const other = await signUp(app, `likely.other.${Date.now()}@example.com`);
    expect(await likelyAnswers(other.userInfo.id, conversationId)).toEqual([]);
    expect(await likelyAnswers(userInfo.id, 999_999)).toEqual([]);
  });
});
