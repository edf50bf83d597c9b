// getLatestConversation: what home offers to continue.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/support/databases';
import { buildTestApp } from '../../../test/support/app';
import { get, post, signUp } from '../../../test/support/accounts';
import { loadContentPack } from '@parley/content/load-content';

const URL = '/api/transform/v1/getLatestConversation';
const pack = loadContentPack();
const scene = pack.scenes[0]!;
const roleName = (id: number) => pack.roles.find((r) => r.id === id)!.username;

let n = 0;
const email = () => `continuer${++n}.${Date.now()}@example.com`;

describeEachDialect('the latest conversation', (getDatabase) => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    app = await buildTestApp(getDatabase());
    token = (await signUp(app, email())).token;
  });
  afterAll(async () => {
    await app.close();
  });

  const latest = async (learnerToken = token) => {
    const res = await get(app, URL, { token: learnerToken });
    expect(res.body.errCode).toBe(0);
    return res.body.data.conversation;
  };

  it('needs a signed-in learner', async () => {
    expect((await get(app, URL)).body.errCode).toBe(600);
  });

  it('is empty before the first conversation', async () => {
    expect(await latest()).toBeNull();
  });

  it('follows the learner from a free chat to a scene and back, with the newest message of each', async () => {
    const chat = (await post(app, '/api/transform/v1/chat', { roleId: 2, content: 'I love cooking on weekends.', topic: 'food' }, { token })).body.data;
    expect(await latest()).toEqual({
      conversationId: chat.conversationId,
      roleId: 2,
      roleName: roleName(2),
      sceneId: null,
      sceneTitle: null,
      topic: 'food',
      lastMessage: chat.reply,
      sceneProgress: null,
    });

    const opened = (await get(app, `/api/common/v1/startChat?roleId=1&sceneId=${scene.id}`, { token })).body.data;
    expect(await latest()).toMatchObject({
      conversationId: opened.conversationId,
      roleId: 1,
      roleName: roleName(1),
      sceneId: scene.id,
      sceneTitle: scene.title,
      lastMessage: { id: opened.message.id, from: 'ai', content: opened.message.content },
      sceneProgress: { sceneId: scene.id, turn: 0, completed: false },
    });

    const again = (await post(app, '/api/transform/v1/chat', { roleId: 2, content: 'Do you like pizza?' }, { token })).body.data;
    expect(await latest()).toMatchObject({ conversationId: chat.conversationId, sceneId: null, lastMessage: { id: again.reply.id } });
  });

  it('skips a conversation the learner has cleared', async () => {
    await post(app, '/api/transform/v1/clearChatHistory', { roleId: 2 }, { token });
    expect(await latest()).toMatchObject({ roleId: 1, sceneId: scene.id });
  });

  it("never shows another learner's conversation", async () => {
    const other = (await signUp(app, email())).token;
    expect(await latest(other)).toBeNull();
  });
});
