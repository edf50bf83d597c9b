// Issue 16: no per-user limit on chat messages; errCode 1005 (daily practice limit) now holds a
// learner to CHAT_DAILY_LIMIT messages in 24 hours.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppInMemory } from './support/app';
import { post, signUp } from './support/accounts';

describe('the daily chat limit', () => {
  let app: FastifyInstance;
  const clock = { now: new Date('2026-07-01T09:00:00Z') };
  beforeAll(async () => {
    app = await buildTestAppInMemory({ ownsDatabase: true, now: () => clock.now, env: { CHAT_DAILY_LIMIT: '2' } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers errCode 1005 past CHAT_DAILY_LIMIT messages, and again the next day', async () => {
    const { token } = await signUp(app, `daily.${Date.now()}@example.com`);
    const send = (content: string) => post(app, '/api/transform/v1/chat', { roleId: 2, content }, { token });
    expect((await send('Hello there.')).body.errCode).toBe(0);
    expect((await send('I like tea.')).body.errCode).toBe(0);
    const third = await send('And coffee too.');
    expect(third.body).toMatchObject({ errCode: 1005, message: 'daily practice limit reached: come back tomorrow' });
    clock.now = new Date(clock.now.getTime() + 24 * 60 * 60_000 + 1000);
    expect((await send('Good morning.')).body.errCode).toBe(0);
  }, 180_000);
});
