// The correction on a learner's chat message (issue 14), through the API on both databases: the
// learner's correction level (a setting, defaulting by role), voice turns, the stored history,
// and the model path's prompt (a fake OpenAI-compatible server stands in for the model).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/support/databases';
import { buildTestApp } from '../../../test/support/app';
import { get, post, signUp } from '../../../test/support/accounts';
import { startFakeChatServer, streamPieces } from '../../ai/conversation/fake-chat-server';
import { CORRECTION_LEVEL_POLICY } from '../../ai/conversation/prompt';

let n = 0;
const email = () => `corrected${++n}.${Date.now()}@example.com`;

describeEachDialect('corrections on chat turns', (getDatabase) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(getDatabase());
  });
  afterAll(async () => {
    await app.close();
  });

  const chat = async (token: string, payload: Record<string, unknown>) => (await post(app, '/api/transform/v1/chatByContext', payload, { token })).body;

  it('puts the one fix with its reason on the learner message, and keeps it in the history', async () => {
    const { token } = await signUp(app, email());
    const answer = await chat(token, { roleId: 1, content: 'I have went there yesterday.' });
    expect(answer.errCode).toBe(0);
    expect(answer.data.learnerMessage.correction).toEqual({ start: 2, end: 11, wrong: 'have went', fix: 'went', reason: 'past simple for a finished time: yesterday', category: 'tense' });
    const history = await get(app, '/api/transform/v1/getChatHistory?roleId=1', { token });
    const stored = history.body.data.list.find((m: { from: string }) => m.from === 'learner');
    expect(stored.correction).toMatchObject({ wrong: 'have went', fix: 'went' });
  });

  it('follows the correction level: role default, then the learner setting; off shows nothing', async () => {
    const { token } = await signUp(app, email());
    // The friend's default is "meaning": an agreement slip is left alone, a tense slip is not.
    expect((await chat(token, { roleId: 2, content: 'She go to work by bus.' })).data.learnerMessage.correction).toBeNull();
    const settings = await post(app, '/api/user/v1/updateUserSettings', { correctionLevel: 'everything' }, { token });
    expect(settings.body.data.correctionLevel).toBe('everything');
    expect((await chat(token, { roleId: 2, content: 'She go to work by bus.' })).data.learnerMessage.correction).toMatchObject({ wrong: 'go', fix: 'goes' });
    await post(app, '/api/user/v1/updateUserSettings', { correctionLevel: 'off' }, { token });
    expect((await chat(token, { roleId: 1, content: 'I have went there yesterday.' })).data.learnerMessage.correction).toBeNull();
    const bad = await post(app, '/api/user/v1/updateUserSettings', { correctionLevel: 'some' }, { token });
    expect(bad.body.errCode).not.toBe(0);
    expect(bad.body.message).toContain('correctionLevel');
  });

  it('gives no capital-letter correction on a voice turn, and leaves names and quotes alone', async () => {
    const { token } = await signUp(app, email());
    expect((await chat(token, { roleId: 1, content: 'i think so', voice: true })).data.learnerMessage.correction).toBeNull();
    expect((await chat(token, { roleId: 1, content: 'i think so.' })).data.learnerMessage.correction).toMatchObject({ fix: 'I' });
    expect((await chat(token, { roleId: 1, content: 'My name is Tomasz, G-A-R-C-I-A.' })).data.learnerMessage.correction).toBeNull();
  });

  it('reads a finished time from the learner\'s previous turn', async () => {
    const { token } = await signUp(app, email());
    await chat(token, { roleId: 1, content: 'Last weekend was great.' });
    const answer = await chat(token, { roleId: 1, content: 'I go to the beach with my family.' });
    expect(answer.data.learnerMessage.correction).toMatchObject({ wrong: 'go', fix: 'went', reason: 'past simple for a finished time: last weekend' });
  });

  it('carries the level and the fix into the model prompt (fake OpenAI-compatible server)', async () => {
    const chats: string[] = [];
    const model = await startFakeChatServer((req, res) => {
      const system = req.body.messages?.[0]?.content ?? '';
      chats.push(system);
      streamPieces(res, ['Went, not have went. ', 'What did you see?']);
    });
    const remote = await buildTestApp(getDatabase(), { env: { LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'tiny-llama' } });
    try {
      const { token } = await signUp(remote, email());
      // A wrong time with no time word to say when: a change of meaning, so the friend shows it too.
      const res = await post(remote, '/api/transform/v1/chatByContext', { roleId: 2, content: 'I have lived in Rome when I was a child.' }, { token });
      expect(res.body.data.learnerMessage.correction).toMatchObject({ wrong: 'have lived', fix: 'lived' });
      expect(chats.at(-1)).toContain(CORRECTION_LEVEL_POLICY.meaning);
      expect(chats.at(-1)).toContain('"have lived" → "lived" (with a finished time');
      await post(remote, '/api/user/v1/updateUserSettings', { correctionLevel: 'off' }, { token });
      await post(remote, '/api/transform/v1/chatByContext', { roleId: 2, content: 'I have seen him yesterday.' }, { token });
      expect(chats.at(-1)).toContain(CORRECTION_LEVEL_POLICY.off);
      expect(chats.at(-1)).not.toContain('The grammar check found');
    } finally {
      await remote.close();
      await model.close();
    }
  });
});
