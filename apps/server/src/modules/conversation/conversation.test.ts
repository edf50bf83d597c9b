import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/support/databases';
import { buildTestApp } from '../../../test/support/app';
import { get, post, signUp } from '../../../test/support/accounts';
import { loadContentPack } from '@parley/content/load-content';
import { EngineError, type ConversationEngine } from '../../ai/conversation/types';
import { PRACTICE_PARTNER_NAME } from '../../ai/conversation/practice-partner';
import { startFakeChatServer, streamPieces } from '../../ai/conversation/fake-chat-server';
import { TINY_SHAPE, writeRandomGguf } from '../../../test/support/random-gguf';

let n = 0;
const email = () => `talker${++n}.${Date.now()}@example.com`;
const pack = loadContentPack();
const sceneBySlug = (slug: string) => pack.scenes.find((s) => s.slug === slug)!;

/** Parses a text/event-stream body into its events. */
function parseEvents(body: string): Array<{ event: string; data: string }> {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
      return { event, data };
    });
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const failingEngine = (kind: 'timeout' | 'unavailable', afterPieces: string[] = []): ConversationEngine => ({
  async *reply() {
    for (const p of afterPieces) yield p;
    throw new EngineError(kind, 'the model did not answer in time');
  },
  // eslint-disable-next-line require-yield -- an opening that fails before its first piece
  async *opening() {
    throw new EngineError(kind, 'down');
  },
  describe: () => ({ engine: 'openai-compatible', model: 'test-model' }),
});

describeEachDialect('conversations', (getDatabase) => {
  let app: FastifyInstance;
  let token: string;
  let clock = new Date('2025-03-10T10:00:00.000Z');

  beforeAll(async () => {
    app = await buildTestApp(getDatabase(), { now: () => clock });
    token = (await signUp(app, email())).token;
  });
  afterAll(async () => {
    await app.close();
  });

  it('needs a signed-in learner', async () => {
    expect((await post(app, '/api/transform/v1/chat', { roleId: 1, content: 'Hi' })).body.errCode).toBe(600);
    expect((await get(app, '/api/common/v1/startChat?roleId=1')).body.errCode).toBe(600);
  });

  it('opens a free chat once, says it is the offline practice partner, and resumes it after a reload', async () => {
    const first = await get(app, '/api/common/v1/startChat?roleId=2&topic=food', { token });
    expect(first.body.errCode).toBe(0);
    expect(first.body.data.isNew).toBe(true);
    expect(first.body.data.message.from).toBe('ai');
    expect(first.body.data.message.content).toContain(PRACTICE_PARTNER_NAME);
    expect(first.body.data.engine).toEqual({ engine: 'practice-partner', model: null });
    const again = await get(app, '/api/common/v1/startChat?roleId=2', { token });
    expect(again.body.data).toMatchObject({ isNew: false, conversationId: first.body.data.conversationId });
    expect(again.body.data.message.id).toBe(first.body.data.message.id);
  });

  it('answers a chat, stores both sides, and gives the same reply to a retry', async () => {
    const body = { roleId: 2, content: 'My name is Ana and I love pizza.', clientMessageId: 'msg-0001-abcdef' };
    const res = await post(app, '/api/transform/v1/chatByContext', body, { token });
    expect(res.body.errCode).toBe(0);
    const data = res.body.data;
    expect(data.learnerMessage).toMatchObject({ from: 'learner', content: body.content, clientMessageId: body.clientMessageId });
    expect(data.reply).toMatchObject({ from: 'ai', replyToId: data.learnerMessage.id, engine: 'practice-partner' });
    expect(data.reply.content).toContain('Nice to meet you, Ana!');
    expect(data.replayed).toBe(false);

    const retry = await post(app, '/api/transform/v1/chatByContext', body, { token });
    expect(retry.body.data.replayed).toBe(true);
    expect(retry.body.data.reply.id).toBe(data.reply.id);

    const history = await get(app, '/api/transform/v1/getChatHistory?roleId=2', { token });
    expect(history.body.data.total).toBe(3);
    expect(history.body.data.list.map((m: { from: string }) => m.from)).toEqual(['ai', 'learner', 'ai']);
    expect(history.body.data.list[2].content).toBe(data.reply.content);
  });

  it('pages back through the history with beforeId, oldest first within each page', async () => {
    const pager = (await signUp(app, email())).token;
    await get(app, '/api/common/v1/startChat?roleId=1', { token: pager });
    await post(app, '/api/transform/v1/chatByContext', { roleId: 1, content: 'I like tea.' }, { token: pager });
    await post(app, '/api/transform/v1/chatByContext', { roleId: 1, content: 'I live in Madrid.' }, { token: pager });
    const all = (await get(app, '/api/transform/v1/getChatHistory?roleId=1&pageSize=200', { token: pager })).body.data.list as Array<{ id: number }>;
    expect(all).toHaveLength(5);
    const newest = (await get(app, '/api/transform/v1/getChatHistory?roleId=1&pageSize=2', { token: pager })).body.data;
    expect(newest.list.map((m: { id: number }) => m.id)).toEqual(all.slice(-2).map((m) => m.id));
    const older = (await get(app, `/api/transform/v1/getChatHistory?roleId=1&pageSize=2&beforeId=${newest.list[0].id}`, { token: pager })).body.data;
    expect(older.list.map((m: { id: number }) => m.id)).toEqual(all.slice(1, 3).map((m) => m.id));
    expect(older.total).toBe(5);
    const oldest = (await get(app, `/api/transform/v1/getChatHistory?roleId=1&pageSize=2&beforeId=${older.list[0].id}`, { token: pager })).body.data;
    expect(oldest.list.map((m: { id: number }) => m.id)).toEqual([all[0]!.id]);
  });

  it('streams a reply as server-sent events, token by token, ending with the stored message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/transform/v1/chat',
      headers: { token, accept: 'text/event-stream' },
      payload: { roleId: 1, content: "I'm from Brazil.", level: 'B1' },
    });
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    // what lets the pieces through nginx and other proxies as they come (docs/deploy.md)
    expect(res.headers['x-accel-buffering']).toBe('no');
    expect(res.headers['cache-control']).toMatch(/no-cache, no-transform/);
    const events = parseEvents(res.body);
    const tokens = events.filter((e) => e.event === 'token');
    expect(tokens.length).toBeGreaterThan(3);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const data = JSON.parse(done.data);
    expect(tokens.map((t) => t.data).join('')).toBe(data.reply.content);
    expect(data.reply.content).toContain('Brazil');
  });

  it('answers a JSON envelope, not a stream, when the content check refuses the message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/transform/v1/chat',
      headers: { token, accept: 'text/event-stream' },
      payload: { roleId: 1, content: 'I will kill you' },
    });
    expect(res.json()).toMatchObject({ errCode: 1006 });
  });

  it('plays a scene to the end through aiTopic chatByContext, then offers to start it again', async () => {
    const scene = sceneBySlug('checking-in-at-the-airport');
    const start = await get(app, `/api/common/v1/startChat?roleId=1&sceneId=${scene.id}`, { token });
    expect(start.body.data.message.content).toContain(scene.turns[0]!.ai);
    expect(start.body.data.sceneProgress).toEqual({ sceneId: scene.id, turn: 0, turnCount: scene.turns.length, completed: false, hintedTurns: 0 });

    const hints = await post(app, '/api/aiTopic/v1/prompt', { sceneId: scene.id, roleId: 1 }, { token });
    expect(hints.body.data.list.map((h: { text: string }) => h.text)).toEqual(scene.turns[0]!.expected.examples.slice(0, 3));
    expect(hints.body.data.tip).toBe(scene.turns[0]!.hint);

    const check = await post(app, '/api/transform/v1/dealWithScene', { sceneId: scene.id, roleId: 1, content: 'I like turtles.' }, { token });
    expect(check.body.data.check.fits).toBe(false);
    expect(check.body.data.expectedLine).toBe(scene.turns[0]!.ai);

    const miss = await post(app, '/api/aiTopic/v1/chatByContext', { roleId: 1, sceneId: scene.id, content: 'I like turtles.' }, { token });
    expect(miss.body.data.learnerMessage.check).toMatchObject({ fits: false, hint: scene.turns[0]!.hint });
    expect(miss.body.data.reply.content).toContain(scene.turns[0]!.hint);
    expect(miss.body.data.sceneProgress.turn).toBe(0);

    let last: Awaited<ReturnType<typeof post>>['body'] | undefined;
    for (const turn of scene.turns) {
      last = (await post(app, '/api/aiTopic/v1/chatByContext', { roleId: 1, sceneId: scene.id, content: turn.expected.examples[0] }, { token })).body;
      expect(last.errCode).toBe(0);
      expect(last.data.learnerMessage.check.fits).toBe(true);
    }
    expect(last!.data.sceneProgress).toMatchObject({ completed: true, turn: scene.turns.length, hintedTurns: 1 });
    expect(last!.data.sceneSummary).toMatchObject({ sceneId: scene.id, title: scene.title, turnCount: scene.turns.length });
    expect(last!.data.reply.content).toContain(scene.closing);

    const state = await post(app, '/api/transform/v1/dealWithScene', { sceneId: scene.id, roleId: 1 }, { token });
    expect(state.body.data.progress.completed).toBe(true);
    expect(state.body.data.summary.text).toContain(scene.title);

    const after = await post(app, '/api/aiTopic/v1/chatByContext', { roleId: 1, sceneId: scene.id, content: 'Hello again' }, { token });
    expect(after.body.errCode).toBe(400);

    const restart = await get(app, `/api/common/v1/startChat?roleId=1&sceneId=${scene.id}&restart=true`, { token });
    expect(restart.body.data).toMatchObject({ isNew: true, sceneProgress: { turn: 0, completed: false } });
    const topics = await get(app, '/api/aiTopic/v1/getSceneTopicBaseList?page=1&pageSize=100', { token });
    expect(topics.body.errCode).toBe(0);
  });

  it('clears a conversation, keeping the turns counted in the talk record', async () => {
    const before = await get(app, '/api/userTalkRecord/v1/getUserTalkTimes?days=7', { token });
    const cleared = await post(app, '/api/transform/v1/clearChatHistory', { roleId: 2 }, { token });
    expect(cleared.body.data.cleared).toBeGreaterThan(0);
    expect(cleared.body.data.updateNum).toBe(1);
    const history = await get(app, '/api/transform/v1/getChatHistory?roleId=2', { token });
    expect(history.body.data).toMatchObject({ total: 0, list: [], updateNum: 1 });
    const after = await get(app, '/api/userTalkRecord/v1/getUserTalkTimes?days=7', { token });
    expect(after.body.data.totalTurns).toBe(before.body.data.totalTurns);
    // A new opening after clearing introduces the partner again.
    const start = await get(app, '/api/common/v1/startChat?roleId=2', { token });
    expect(start.body.data.isNew).toBe(true);
  });

  it('suggests two or three replies graded to the level', async () => {
    await get(app, '/api/common/v1/startChat?roleId=1', { token });
    const hints = await get(app, '/api/transform/v1/prompt?roleId=1&level=A1', { token });
    expect(hints.body.errCode).toBe(0);
    expect(hints.body.data.list.length).toBeGreaterThanOrEqual(2);
    expect(hints.body.data.list.length).toBeLessThanOrEqual(3);
    const byTags = await post(app, '/api/transform/v1/promptByTags', { roleId: 2, tags: ['travel', 'music'], level: 'A2' }, { token });
    expect(byTags.body.data.list).toHaveLength(3);
    const travelA2 = pack.questionBanks.find((b) => b.tag === 'travel')!.friend.A2;
    expect(byTags.body.data.list[0].text).toBe(travelA2[0]);
  });

  it('refuses abusive or unsafe text with 1006 and passes ordinary text', async () => {
    expect((await post(app, '/api/aiTopic/v1/checkContent', { content: 'you are a bitch' }, { token })).body.errCode).toBe(1006);
    expect((await post(app, '/api/aiTopic/v1/checkContent', { content: 'I killed it at my exam' }, { token })).body).toMatchObject({ errCode: 0, data: { passed: true } });
  });

  it('counts turns per day and the streak', async () => {
    const learner = (await signUp(app, email())).token;
    const days = ['2025-03-08T09:00:00.000Z', '2025-03-09T09:00:00.000Z', '2025-03-10T09:00:00.000Z', '2025-03-10T11:00:00.000Z'];
    const saved = clock;
    try {
      for (const day of days) {
        clock = new Date(day);
        expect((await post(app, '/api/transform/v1/chat', { roleId: 2, content: 'Yes, I do.' }, { token: learner })).body.errCode).toBe(0);
      }
      clock = new Date('2025-03-10T12:00:00.000Z');
      const res = await get(app, '/api/userTalkRecord/v1/getUserTalkTimes?days=5', { token: learner });
      expect(res.body.data).toMatchObject({ today: 2, streak: 3, totalTurns: 4, total: 5 });
      expect(res.body.data.list).toEqual([
        { date: '2025-03-10', count: 2 },
        { date: '2025-03-09', count: 1 },
        { date: '2025-03-08', count: 1 },
        { date: '2025-03-07', count: 0 },
        { date: '2025-03-06', count: 0 },
      ]);
      // The next day, before the first turn, the streak still stands.
      clock = new Date('2025-03-11T08:00:00.000Z');
      expect((await get(app, '/api/userTalkRecord/v1/getUserTalkTimes?days=2', { token: learner })).body.data).toMatchObject({ today: 0, streak: 3 });
      // Tokyo is nine hours ahead: 2025-03-10T11:00Z is already the evening of the 10th there.
      expect((await get(app, '/api/userTalkRecord/v1/getUserTalkTimes?days=2&timeZone=Asia/Tokyo', { token: learner })).body.data.list[0]).toEqual({ date: '2025-03-11', count: 0 });
      expect((await get(app, '/api/userTalkRecord/v1/getUserTalkTimes?timeZone=Mars/Base', { token: learner })).body.errCode).toBe(400);
    } finally {
      clock = saved;
    }
  });

  describe('when the engine fails', () => {
    it('answers 503, keeps the learner message, and a retry answers once', async () => {
      const broken = await buildTestApp(getDatabase(), { conversationEngine: failingEngine('timeout') });
      const learner = (await signUp(broken, email())).token;
      try {
        const body = { roleId: 1, content: 'I go to school by bus.', clientMessageId: 'retry-me-123456' };
        const failed = await post(broken, '/api/transform/v1/chatByContext', body, { token: learner });
        expect(failed.body.errCode).toBe(503);
        expect((await get(broken, '/api/common/v1/startChat?roleId=1', { token: learner })).body.errCode).toBe(503);
        const kept = await get(broken, '/api/transform/v1/getChatHistory?roleId=1', { token: learner });
        expect(kept.body.data.list).toMatchObject([{ from: 'learner', content: body.content }]);

        const retried = await post(app, '/api/transform/v1/chatByContext', body, { token: learner });
        expect(retried.body.errCode).toBe(0);
        expect(retried.body.data.learnerMessage.id).toBe(kept.body.data.list[0].id);
        const again = await post(app, '/api/transform/v1/chatByContext', body, { token: learner });
        expect(again.body.data.reply.id).toBe(retried.body.data.reply.id);
        const history = await get(app, '/api/transform/v1/getChatHistory?roleId=1', { token: learner });
        expect(history.body.data.list.map((m: { from: string }) => m.from)).toEqual(['learner', 'ai']);
      } finally {
        await broken.close();
      }
    });

    it('sends an error event when a streamed reply breaks off, and stores no half reply', async () => {
      const broken = await buildTestApp(getDatabase(), { conversationEngine: failingEngine('unavailable', ['Hello ', 'there ']) });
      const learner = (await signUp(broken, email())).token;
      try {
        const res = await broken.inject({
          method: 'POST',
          url: '/api/transform/v1/chat',
          headers: { token: learner, accept: 'text/event-stream' },
          payload: { roleId: 2, content: 'Hi!' },
        });
        const events = parseEvents(res.body);
        expect(events.map((e) => e.event)).toEqual(['token', 'token', 'error']);
        expect(JSON.parse(events[2]!.data)).toMatchObject({ errCode: 503, data: null });
        const history = await get(broken, '/api/transform/v1/getChatHistory?roleId=2', { token: learner });
        expect(history.body.data.list.map((m: { from: string }) => m.from)).toEqual(['learner']);
      } finally {
        await broken.close();
      }
    });
  });

  it('refuses a third chat in flight from one learner with 429', async () => {
    const gate = deferred();
    let inFlight = 0;
    const slow: ConversationEngine = {
      async *reply() {
        inFlight += 1;
        await gate.promise;
        yield 'Done.';
      },
      async *opening() {
        yield 'Hi.';
      },
      describe: () => ({ engine: 'openai-compatible', model: 'slow' }),
    };
    const busy = await buildTestApp(getDatabase(), { conversationEngine: slow });
    const learner = (await signUp(busy, email())).token;
    try {
      const first = post(busy, '/api/transform/v1/chat', { roleId: 1, content: 'One' }, { token: learner });
      const second = post(busy, '/api/transform/v1/chat', { roleId: 2, content: 'Two' }, { token: learner });
      for (let i = 0; i < 200 && inFlight < 2; i += 1) await new Promise((r) => setTimeout(r, 10));
      expect(inFlight).toBe(2);
      const third = await post(busy, '/api/transform/v1/chat', { roleId: 1, content: 'Three' }, { token: learner });
      expect(third.body.errCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      gate.resolve();
      expect((await first).body.errCode).toBe(0);
      expect((await second).body.errCode).toBe(0);
      expect((await post(busy, '/api/transform/v1/chat', { roleId: 1, content: 'Four' }, { token: learner })).body.errCode).toBe(0);
    } finally {
      gate.resolve();
      await busy.close();
    }
  });

  it('stops the engine when the learner disconnects from a stream', async () => {
    let sawAbort = false;
    const endless: ConversationEngine = {
      async *reply(ctx) {
        yield 'Thinking ';
        await new Promise<void>((resolve) => ctx.signal.addEventListener('abort', () => resolve(), { once: true }));
        sawAbort = true;
        throw new EngineError('aborted', 'the learner left');
      },
      async *opening() {
        yield 'Hi.';
      },
      describe: () => ({ engine: 'openai-compatible', model: 'endless' }),
    };
    const live = await buildTestApp(getDatabase(), { conversationEngine: endless });
    const learner = (await signUp(live, email())).token;
    await live.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = live.server.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const req = http.request(
          { host: '127.0.0.1', port, method: 'POST', path: '/api/transform/v1/chat', headers: { token: learner, accept: 'text/event-stream', 'content-type': 'application/json' } },
          (res) => {
            res.once('data', () => {
              req.destroy();
              resolve();
            });
          },
        );
        req.on('error', () => undefined);
        req.setTimeout(5000, () => reject(new Error('no first token')));
        req.end(JSON.stringify({ roleId: 1, content: 'Tell me a story.' }));
      });
      for (let i = 0; i < 200 && !sawAbort; i += 1) await new Promise((r) => setTimeout(r, 10));
      expect(sawAbort).toBe(true);
      const history = await get(live, '/api/transform/v1/getChatHistory?roleId=1', { token: learner });
      expect(history.body.data.list.map((m: { from: string }) => m.from)).toEqual(['learner']);
    } finally {
      await live.close();
    }
  });

  it('talks through an OpenAI-compatible server when LLM_BASE_URL is set', async () => {
    let garbage = false;
    const model = await startFakeChatServer((req, res) => {
      if (garbage) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end('data: not json\n\n');
        return;
      }
      const system = req.body.messages?.[0]?.content ?? '';
      streamPieces(res, system.includes('CEFR B2') ? ['That sounds ', 'lovely. ', 'Where did you go?'] : ['Hi!']);
    });
    const remote = await buildTestApp(getDatabase(), { env: { LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'tiny-llama' } });
    const learner = (await signUp(remote, email())).token;
    try {
      const res = await remote.inject({
        method: 'POST',
        url: '/api/transform/v1/chatByContext',
        headers: { token: learner, accept: 'text/event-stream' },
        payload: { roleId: 2, content: 'I went on holiday.', level: 'B2' },
      });
      const events = parseEvents(res.body);
      expect(events.filter((e) => e.event === 'token').map((e) => e.data)).toEqual(['That sounds ', 'lovely. ', 'Where did you go?']);
      expect(JSON.parse(events.at(-1)!.data).reply).toMatchObject({ content: 'That sounds lovely. Where did you go?', engine: 'tiny-llama' });
      const caps = await get(remote, '/api/common/v1/getByKey?key=capabilities');
      expect(caps.body.data.value.conversation).toEqual({ engine: 'openai-compatible', model: 'tiny-llama' });

      garbage = true;
      const failed = await post(remote, '/api/transform/v1/chat', { roleId: 2, content: 'Hello?' }, { token: learner });
      expect(failed.body.errCode).toBe(503);
    } finally {
      await remote.close();
      await model.close();
    }
  });

  it('talks through a local GGUF model when LLM_MODEL_PATH is set (random-weight model the suite writes)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-local-'));
    const modelPath = join(dir, 'tiny-random.gguf');
    await writeRandomGguf(modelPath, TINY_SHAPE);
    const local = await buildTestApp(getDatabase(), { env: { LLM_MODEL_PATH: modelPath, LLM_MAX_TOKENS: '16' } });
    try {
      const learner = (await signUp(local, email())).token;
      const res = await local.inject({
        method: 'POST',
        url: '/api/transform/v1/chatByContext',
        headers: { token: learner, accept: 'text/event-stream' },
        payload: { roleId: 1, content: 'Hello, how are you?' },
      });
      const events = parseEvents(res.body);
      const tokens = events.filter((e) => e.event === 'token').map((e) => e.data);
      expect(tokens.length).toBeGreaterThan(1);
      expect(events.at(-1)!.event).toBe('done');
      expect(JSON.parse(events.at(-1)!.data).reply).toMatchObject({ content: tokens.join('').trim(), engine: 'tiny-random.gguf' });
      const caps = await get(local, '/api/common/v1/getByKey?key=capabilities');
      expect(caps.body.data.value.conversation).toEqual({ engine: 'local', model: 'tiny-random.gguf', device: 'cpu' });
    } finally {
      await local.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports the engine in the capabilities', async () => {
    const res = await get(app, '/api/common/v1/getByKey?key=capabilities');
    expect(res.body.data.value.conversation).toEqual({ engine: 'practice-partner', model: null });
  });
});
