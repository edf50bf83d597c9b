// Two real server processes with data folders of their own over one PostgreSQL and one Redis
// (issue 17): a learner signs up on one and goes on on the other, and nothing is missing —
// session, chat history after a streamed reply, rate limits, a spoken reply, a recording, scene
// progress and the collection.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContentPack } from '@parley/content/load-content';
import { TEST_DATABASE_URL } from './support/databases';
import { hasEngines } from './support/engines';
import { startServerProcess, type ServerProcess } from './support/server-process';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are read field by field
type Body = { errCode: number; data: any; message: string };

async function call(server: ServerProcess, method: 'GET' | 'POST', url: string, body?: unknown, token?: string): Promise<Body> {
  const res = await fetch(server.url + url, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { token } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await res.json()) as Body;
}

const postgresUp = await (async () => {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch (error) {
    if (process.env.CI === 'true') throw error;
    console.warn('[tests] multi-process test skipped: PostgreSQL is not reachable');
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
})();

describe.runIf(postgresUp)('two server processes over one PostgreSQL and Redis', () => {
  const name = `parley_multi_${Date.now()}_${randomBytes(3).toString('hex')}`;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    // The per-IP code limit is counted in the shared Redis for 127.0.0.1 across every run and
    // suite; it is lifted here, and the per-address limit (a fresh address) shows the sharing.
    const shared = { DATABASE_URL: url.toString(), REDIS_URL: TEST_REDIS_URL, APP_SECRET: randomBytes(32).toString('hex'), CODE_LIMIT_PER_IP_HOUR: '100000' };
    // One after the other: the first migrates the new database.
    a = await startServerProcess(shared);
    await a.listening();
    b = await startServerProcess(shared);
    await b.listening();
    // Warming the engines up after listening holds each event loop for a second or more at a time
    // on this 2-core machine: this test is about what two processes share, not about start-up, so it
    // starts once both are warm.
    await Promise.all([a, b].map((server) => server.log.waitFor((line) => line.msg === 'engines loaded')));
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }, 60_000);

  it('serves one learner from sign-up on A to every later step on B', async () => {
    expect(a.dataDir).not.toBe(b.dataDir);
    expect((await call(b, 'GET', '/api/ready')).data.checks.redis).toMatchObject({ ok: true });

    // Sign-up: the code A wrote to its console checks on B; the account is made on A.
    const email = `two.processes.${Date.now()}@example.com`;
    expect((await call(a, 'POST', '/api/user/sendEmailVerifyCode', { email, type: 'signup' })).errCode).toBe(0);
    const line = await a.log.waitFor((l) => typeof l.msg === 'string' && l.msg.includes(`sign-up code for ${email} is`));
    const code = /(\d{6})$/.exec(line.msg as string)![1];
    // The per-address resend limit is counted in Redis: B refuses a second code at once.
    expect((await call(b, 'POST', '/api/user/sendEmailVerifyCode', { email, type: 'signup' })).errCode).toBe(429);
    const checked = await call(b, 'POST', '/api/user/checkEmailVerifyCode', { email, type: 'signup', code });
    expect(checked.errCode).toBe(0);
    const created = await call(a, 'POST', '/api/user/signup', { email, password: 'two processes, one learner', authCode: checked.data.authCode });
    expect(created.errCode).toBe(0);
    const token = created.data.token as string;

    // Session: B knows the token A gave.
    expect((await call(b, 'GET', '/api/user/v1/getUserInfo', undefined, token)).data.userInfo.email).toBe(email);

    // A streamed reply on A; the history on B has both lines.
    const streamed = await fetch(`${a.url}/api/transform/v1/chatByContext`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', token },
      body: JSON.stringify({ roleId: 1, content: 'I like green tea.' }),
    });
    expect(streamed.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await streamed.text()).toContain('event: done');
    const history = await call(b, 'GET', '/api/transform/v1/getChatHistory?roleId=1', undefined, token);
    expect(history.data.list.map((m: { content: string }) => m.content)).toContain('I like green tea.');
    expect(history.data.list.length).toBeGreaterThanOrEqual(2);

    // A spoken reply made on A plays from B, and B answers the same text with the same file (the
    // answer no longer says whether it was made before: issue 16, the cache reveals nothing).
    const spoken = await call(a, 'POST', '/api/transform/v1/textToAudio', { text: 'Green tea is lovely.', voiceRoleId: 'flite-rms' }, token);
    expect(spoken.errCode).toBe(0);
    const audio = await fetch(b.url + spoken.data.url);
    expect(audio.status).toBe(200);
    const wav = Buffer.from(await audio.arrayBuffer());
    expect(wav.subarray(0, 4).toString()).toBe('RIFF');
    expect((await call(b, 'POST', '/api/transform/v1/textToAudio', { text: 'Green tea is lovely.', voiceRoleId: 'flite-rms' }, token)).data).toMatchObject({ url: spoken.data.url, durationMs: spoken.data.durationMs });

    // A recording uploaded to A is recognised again by its url on B.
    if (hasEngines('pocketsphinx')) {
      const form = new FormData();
      form.append('file', new Blob([wav], { type: 'audio/wav' }), 'recording.wav');
      const uploaded = (await (await fetch(`${a.url}/api/transform/v1/voiceRecognize`, { method: 'POST', body: form, headers: { token } })).json()) as Body;
      expect(uploaded.errCode).toBe(0);
      // Its signed url (one APP_SECRET for both) plays from B too.
      expect((await fetch(b.url + (uploaded.data.audioUrl as string))).status).toBe(200);
      const again = await call(b, 'POST', '/api/transform/v1/voiceRecognizeByUrl', { url: uploaded.data.audioUrl }, token);
      expect(again.errCode).toBe(0);
      expect(again.data.text).toBe(uploaded.data.text);
      expect(again.data.text.toLowerCase()).toMatch(/tea/);
    }

    // Scene progress: a scene started and its first turn played on A goes on from the second on B.
    const scene = loadContentPack().scenes.find((s) => s.slug === 'checking-in-at-the-airport')!;
    expect((await call(a, 'GET', `/api/common/v1/startChat?roleId=1&sceneId=${scene.id}`, undefined, token)).data.sceneProgress).toMatchObject({ turn: 0 });
    const first = await call(a, 'POST', '/api/aiTopic/v1/chatByContext', { roleId: 1, sceneId: scene.id, content: scene.turns[0]!.expected.examples[0] }, token);
    expect(first.data.sceneProgress).toMatchObject({ turn: 1, completed: false });
    const onB = await call(b, 'POST', '/api/transform/v1/dealWithScene', { sceneId: scene.id, roleId: 1 }, token);
    expect(onB.data.progress).toMatchObject({ sceneId: scene.id, turn: 1, completed: false });
    expect(onB.data.expectedLine).toBe(scene.turns[1]!.ai);
    const second = await call(b, 'POST', '/api/aiTopic/v1/chatByContext', { roleId: 1, sceneId: scene.id, content: scene.turns[1]!.expected.examples[0] }, token);
    expect(second.data.sceneProgress).toMatchObject({ turn: 2 });

    // The collection: saved on A, listed on B.
    expect(await call(a, 'POST', '/api/userCollect/v1/collectContent', { kind: 'phrase', content: 'green tea' }, token)).toMatchObject({ errCode: 0 });
    const collection = await call(b, 'POST', '/api/userCollect/v1/getMyCollection', {}, token);
    expect(collection.data.list.map((i: { content: string }) => i.content)).toContain('green tea');
  }, 120_000);
});
