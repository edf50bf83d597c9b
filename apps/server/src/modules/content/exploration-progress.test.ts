// Exploration progress comes from scenes the learner has finished in the conversation module: it
// must survive playing the scene again and clearing its chat.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/support/databases';
import { buildTestApp } from '../../../test/support/app';
import { get, post, signUp } from '../../../test/support/accounts';
import { loadContentPack } from '@parley/content/load-content';

const pack = loadContentPack();
const exploration = pack.explorations[0]!;
const scene = pack.scenes.find((s) => s.id === exploration.sceneIds[0])!;

let n = 0;
const email = () => `explorer${++n}.${Date.now()}@example.com`;

describeEachDialect('exploration progress', (getDatabase) => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    app = await buildTestApp(getDatabase());
    token = (await signUp(app, email())).token;
  });
  afterAll(async () => {
    await app.close();
  });

  const completedInExploration = async (): Promise<number[]> => {
    const res = await get(app, `/api/aiTopic/v1/getExplorationList?id=${exploration.id}`, { token });
    expect(res.body.errCode).toBe(0);
    return res.body.data.list[0].completedSceneIds;
  };

  const playTurn = (content: string) => post(app, '/api/aiTopic/v1/chatByContext', { roleId: 1, sceneId: scene.id, content }, { token });

  it('keeps a finished scene marked done after the learner plays it again and clears its chat', async () => {
    expect(await completedInExploration()).toEqual([]);

    const opened = await get(app, `/api/common/v1/startChat?roleId=1&sceneId=${scene.id}`, { token });
    expect(opened.body.errCode).toBe(0);
    let last: Awaited<ReturnType<typeof playTurn>> | undefined;
    for (const turn of scene.turns) {
      last = await playTurn(turn.expected.examples[0]!);
      expect(last.body.errCode).toBe(0);
    }
    expect(last!.body.data.sceneProgress.completed).toBe(true);
    expect(await completedInExploration()).toEqual([scene.id]);

    const restarted = await get(app, `/api/common/v1/startChat?roleId=1&sceneId=${scene.id}&restart=true`, { token });
    expect(restarted.body.data.sceneProgress).toMatchObject({ turn: 0, completed: false });
    expect(await completedInExploration()).toEqual([scene.id]);

    // A turn of the replay moves the new run on without taking the earlier completion back.
    const replayTurn = await playTurn(scene.turns[0]!.expected.examples[0]!);
    expect(replayTurn.body.data.sceneProgress).toMatchObject({ turn: 1, completed: false });
    expect(await completedInExploration()).toEqual([scene.id]);

    const cleared = await post(app, '/api/transform/v1/clearChatHistory', { roleId: 1, sceneId: scene.id }, { token });
    expect(cleared.body.data.cleared).toBeGreaterThan(0);
    expect(await completedInExploration()).toEqual([scene.id]);
  });

  it('shows no progress to another learner', async () => {
    const other = (await signUp(app, email())).token;
    const res = await get(app, `/api/aiTopic/v1/getExplorationList?id=${exploration.id}`, { token: other });
    expect(res.body.data.list[0].completedSceneIds).toEqual([]);
  });
});
