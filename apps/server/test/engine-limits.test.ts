// Issue 16: the language tools and speech had no per-caller limit. Each family now allows
// ENGINE_REQUESTS_PER_MINUTE calls per caller: a signed-in learner's own allowance, which no one
// else (not even someone on the same address) can spend, and one per address for anonymous callers.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppInMemory } from './support/app';
import { signUp } from './support/accounts';

const SHARED_ADDRESS = '198.51.100.23';

describe('per-caller engine limits', () => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    app = await buildTestAppInMemory({ ownsDatabase: true, env: { ENGINE_REQUESTS_PER_MINUTE: '5' } });
    token = (await signUp(app, `limits.${Date.now()}@example.com`, 'a long passphrase')).token;
  });
  afterAll(async () => {
    await app.close();
  });

  const phonetics = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/transform/v1/getPhoneticSymbol?text=ship', headers, remoteAddress: SHARED_ADDRESS });
  const voices = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/aiVoiceRole/v1/getAllVoiceRoles', payload: {}, headers, remoteAddress: SHARED_ADDRESS });

  it('refuses an anonymous address past its allowance with 429 and Retry-After, while a signed-in learner on that address keeps theirs', async () => {
    const anonymous = [];
    for (let i = 0; i < 7; i += 1) anonymous.push(await phonetics());
    expect(anonymous.map((r) => r.json<{ errCode: number }>().errCode)).toEqual([0, 0, 0, 0, 0, 429, 429]);
    expect(Number(anonymous[6]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(anonymous[6]!.statusCode).toBe(200);

    const learner = [];
    for (let i = 0; i < 6; i += 1) learner.push((await phonetics({ token })).json<{ errCode: number }>().errCode);
    expect(learner).toEqual([0, 0, 0, 0, 0, 429]);
  });

  it('counts speech apart from the language tools', async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await voices()).json<{ errCode: number }>().errCode);
    expect(answers).toEqual([0, 0, 0, 0, 0, 429]);
  });
});
