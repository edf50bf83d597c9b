import { expect, it } from 'vitest';
import { buildTestApp } from '../../../test/support/app';
import { signUp } from '../../../test/support/accounts';
import { describeEachDialect } from '../../../test/support/databases';
import { freePort } from '../../../test/support/server-process';
import { EngineError, type ConversationEngine } from '../../ai/conversation/types';
import { createBoundedQueue, QueueFullError } from '../../platform/bounded-queue';

/** A model that breaks off after two pieces (a stand-in: no model runs here). */
const breaksOffEngine: ConversationEngine = {
  async *reply() {
    yield 'Hello ';
    yield 'there ';
    throw new EngineError('unavailable', 'the model went away');
  },
  async *opening() {
    yield 'Hi.';
  },
  describe: () => ({ engine: 'openai-compatible', model: 'test-model' }),
};

const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describeEachDialect('operations', (getDatabase, dialect) => {
  it('answers health, and readiness with the database and each engine', async () => {
    const app = await buildTestApp(getDatabase());
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ errCode: 0, data: { status: 'ok' } });
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      errCode: 0,
      data: { ready: true, checks: { database: { ok: true }, redis: { ok: true, configured: false } }, engines: { conversation: { engine: 'practice-partner' } } },
    });
    expect(Object.keys(ready.json().data.engines as object).sort()).toEqual(['conversation', 'grammar', 'speechToText', 'textToSpeech', 'translation']);
    await app.close();
  });

  it(`checks Redis when REDIS_URL is set, and answers HTTP 503 when it does not answer (${dialect})`, async () => {
    const up = await buildTestApp(getDatabase(), { env: { REDIS_URL: TEST_REDIS_URL } });
    const upRes = await up.inject({ method: 'GET', url: '/api/ready' });
    await up.close();
    // The Redis suites need the local Redis; without it the first check is the down case too.
    if (upRes.statusCode === 200) expect(upRes.json().data.checks.redis).toMatchObject({ ok: true });
    else if (process.env.CI === 'true') throw new Error(`Redis must answer in CI at ${TEST_REDIS_URL}`);

    const down = await buildTestApp(getDatabase(), { env: { REDIS_URL: `redis://127.0.0.1:${await freePort()}` } });
    const downRes = await down.inject({ method: 'GET', url: '/api/ready' });
    await down.close();
    expect(downRes.statusCode).toBe(503);
    expect(downRes.json()).toMatchObject({ errCode: 503, message: 'not ready: redis', data: { ready: false, checks: { database: { ok: true }, redis: { ok: false } } } });
  });
});

describeEachDialect('metrics', (getDatabase) => {
  it('serves Prometheus metrics to this machine only, or with METRICS_TOKEN', async () => {
    const token = 'a-metrics-token-long-enough';
    const app = await buildTestApp(getDatabase(), { env: { METRICS_TOKEN: token } });
    const local = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    // Through a proxy on this machine, from another machine, or with a wrong token: refused.
    const refused = [
      await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } }),
      await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' }),
      await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3', headers: { authorization: 'Bearer a-metrics-token-long-enougX' } }),
    ];
    for (const res of refused) expect([res.statusCode, res.json().errCode]).toEqual([403, 403]);
    const withToken = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3', headers: { authorization: `Bearer ${token}` } });
    expect(withToken.statusCode).toBe(200);
    await app.close();
  });

  it('times requests by route pattern, counts errCodes, and times the conversation engine on a streamed reply', async () => {
    const app = await buildTestApp(getDatabase());
    const { token } = await signUp(app, `metrics.${Date.now()}@example.com`);
    const streamed = await app.inject({ method: 'POST', url: '/api/transform/v1/chatByContext', headers: { token, accept: 'text/event-stream' }, payload: { roleId: 1, content: 'I like tea.' } });
    expect(streamed.body).toContain('event: done');
    await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'not-an-address', password: 'x' } });
    const text = (await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body;
    expect(text).toMatch(/parley_http_request_duration_seconds_count\{method="POST",route="\/api\/transform\/v1\/chatByContext",status_code="200"\} 1/);
    expect(text).toMatch(/parley_errors_total\{errCode="400"\} 1/);
    expect(text).toMatch(/parley_engine_reply_seconds_count\{engine="practice-partner",outcome="ok"\} 1/);
    expect(text).toMatch(/parley_engine_first_piece_seconds_count\{engine="practice-partner"\} 1/);
    expect(text).toMatch(/parley_engine_pieces_total\{engine="practice-partner"\} [1-9]/);
    expect(text).toMatch(/parley_engine_in_flight\{engine="practice-partner"\} 0/);
    await app.close();
  });

  it('shows every engine queue: tasks running and waiting, how long they waited, and refusals (issue 17)', async () => {
    const app = await buildTestApp(getDatabase());
    try {
      const checked = await app.inject({ method: 'POST', url: '/api/transform/v1/simpleCheckGrammar', payload: { content: 'She go to school every days.' } });
      expect(checked.json<{ errCode: number }>().errCode).toBe(0);
      // A queue of the process that is full at once: one task holds its only slot, and no one may wait.
      const tiny = createBoundedQueue({ name: 'metrics test', concurrency: 1, maxQueue: 0 });
      let finish: () => void = () => undefined;
      const holding = tiny.run(() => new Promise<void>((resolve) => (finish = resolve)));
      await expect(tiny.run(async () => undefined)).rejects.toBeInstanceOf(QueueFullError);
      const during = (await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body;
      expect(during).toMatch(/parley_engine_queue_wait_seconds_count\{queue="grammar"\} [1-9]/);
      expect(during).toMatch(/parley_engine_queue_running\{queue="metrics test"\} 1/);
      expect(during).toMatch(/parley_engine_queue_waiting\{queue="metrics test"\} 0/);
      expect(during).toMatch(/parley_engine_queue_refused_total\{queue="metrics test",reason="full"\} 1/);
      finish();
      await holding;
      const after = (await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body;
      expect(after).toMatch(/parley_engine_queue_running\{queue="metrics test"\} 0/);
    } finally {
      await app.close();
    }
  });

  it('counts a streamed reply that fails after it began by its errCode', async () => {
    const app = await buildTestApp(getDatabase(), { conversationEngine: breaksOffEngine });
    const { token } = await signUp(app, `metrics-sse.${Date.now()}@example.com`);
    const streamed = await app.inject({ method: 'POST', url: '/api/transform/v1/chatByContext', headers: { token, accept: 'text/event-stream' }, payload: { roleId: 1, content: 'I like tea.' } });
    expect(streamed.body).toContain('event: error');
    const text = (await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body;
    expect(text).toMatch(/parley_errors_total\{errCode="503"\} 1/);
    expect(text).toMatch(/parley_engine_reply_seconds_count\{engine="openai-compatible",outcome="error"\} 1/);
    await app.close();
  });
});
