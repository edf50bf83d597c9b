// Grammar and translation with a model provider configured. The provider is a third-party HTTP
// service, so it is faked with a loopback OpenAI-compatible server; Harper, the learner rules and
// Apertium are the real ones.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openSqlite } from '../../db/database';
import { buildTestApp } from '../../../test/support/app';
import { hasEngines } from '../../../test/support/engines';
import { sharedGrammarEngine } from '../../ai/language/grammar/shared-grammar';
import { startFakeChatServer, type ChatRequest } from '../../ai/conversation/fake-chat-server';

const hasApertiumSpanish = hasEngines('apertium-eng-spa');

type Mode = 'ok' | 'http-error' | 'garbage' | 'hang';

function answer(res: ServerResponse, content: string): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }));
}

describe('language tools with a model provider (fake OpenAI-compatible loopback server)', () => {
  let app: FastifyInstance;
  let fake: Awaited<ReturnType<typeof startFakeChatServer>>;
  let mode: Mode = 'ok';

  beforeAll(async () => {
    fake = await startFakeChatServer((req: ChatRequest, res) => {
      if (mode === 'http-error') {
        res.writeHead(500).end('{"error":"overloaded"}');
        return;
      }
      if (mode === 'garbage') return answer(res, 'Sure! Your sentence looks lovely {not json');
      if (mode === 'hang') return; // never answers: the client's time limit must end the wait
      const system = req.body.messages?.find((m) => m.role === 'system')?.content ?? '';
      if (/^Translate/.test(system)) return answer(res, '"Hola desde el modelo."');
      // Offsets deliberately off by a few characters: the quoted text must anchor the issue.
      // The "am agree" issue overlaps a learner rule, which must win.
      return answer(
        res,
        'Here you go:\n' +
          JSON.stringify({
            issues: [
              { start: 2, end: 10, text: 'am agree', suggestion: 'totally agree', explanation: 'model says so', category: 'verb-form' },
              { start: 30, end: 37, text: 'weather', suggestion: 'climate', explanation: 'Use "climate" for the usual weather of a place.', category: 'word-choice' },
              { start: 0, end: 3, text: 'nowhere in the text', suggestion: 'x', explanation: 'x', category: 'spelling' },
            ],
          }),
      );
    });
    const database = openSqlite(':memory:');
    await migrateToLatest(database.db);
    // The rule engine's first check loads its data for a second or more on a busy machine; done
    // here, it cannot eat the model's 1 s time limit in the first test.
    await (await sharedGrammarEngine()).check('I am agree.');
    app = await buildTestApp(database, { env: { LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model', LLM_TIMEOUT_MS: '1000' } });
  });

  beforeEach(() => {
    mode = 'ok';
  });

  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload }).then((r) => r.json());

  it('merges the model check with the rule engine; rules win where both flag the same words', async () => {
    const content = 'I am agree with you about the weather here.';
    const res = await post('/api/transform/v1/checkGrammar', { content });
    expect(res.errCode).toBe(0);
    const issues = res.data.issues as Array<{ start: number; end: number; text: string; suggestion: string; category: string }>;
    const model = issues.find((i) => i.text === 'weather');
    expect(model).toMatchObject({ suggestion: 'climate', category: 'word-choice', start: content.indexOf('weather') });
    const agree = issues.find((i) => i.text.includes('agree'));
    expect(agree?.suggestion).not.toBe('totally agree');
    expect(res.data.corrected).toBe('I agree with you about the climate here.');
    const asked = fake.requests.at(-1)?.body.messages?.[0]?.content ?? '';
    expect(asked).toMatch(/JSON/);
    expect(asked).toMatch(/explanation/);
  });

  it.each<Mode>(['http-error', 'garbage', 'hang'])('falls back to the rule engine alone when the model answers %s (no 503)', async (failure) => {
    mode = failure;
    const res = await post('/api/transform/v1/checkGrammar', { content: 'I am agree with you about the weather here.' });
    expect(res.errCode).toBe(0);
    expect(res.data.corrected).toBe('I agree with you about the weather here.');
    expect(res.data.issues.some((i: { text: string }) => i.text === 'weather')).toBe(false);
  });

  it('translates with the model first, asking for the translation only', async () => {
    const res = await post('/api/transform/v1/translateText', { text: 'Hello from the model.', target: 'es' });
    expect(res).toMatchObject({ errCode: 0, data: { text: 'Hola desde el modelo.', kind: 'translation', provider: 'model', target: 'es' } });
    const system = fake.requests.at(-1)?.body.messages?.[0]?.content ?? '';
    expect(system).toMatch(/English to Spanish/);
    expect(system).toMatch(/no commentary/);
  });

  it.runIf(hasApertiumSpanish)('falls through to Apertium when the model fails', async () => {
    mode = 'http-error';
    const res = await post('/api/transform/v1/translateText', { text: 'I would like a cup of coffee.', target: 'es' });
    expect(res).toMatchObject({ errCode: 0, data: { kind: 'translation', provider: expect.stringMatching(/^apertium/) } });
    expect(res.data.text).toMatch(/taza de café/);
  });
});
