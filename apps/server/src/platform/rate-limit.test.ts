import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/support/app';
import { post } from '../../test/support/accounts';
import { migrateToLatest, openSqlite, type DatabaseHandle } from '../db/database';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisProblem(): Promise<string | null> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    await probe.ping();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    probe.disconnect();
  }
}
const problem = await redisProblem();
if (problem && process.env.CI === 'true') throw new Error(`Redis must be reachable in CI at ${REDIS_URL}: ${problem}`);

describe('rate limits shared through Redis', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = openSqlite(':memory:');
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database.db.destroy();
  });

  it.skipIf(problem !== null)('refuses a second code for one address from another server process', async () => {
    const email = `redis-${randomBytes(6).toString('hex')}@example.com`;
    const first = await buildTestApp(database, { env: { REDIS_URL } });
    const second = await buildTestApp(database, { env: { REDIS_URL } });
    expect((await post(first, '/api/user/sendEmailVerifyCode', { email, type: 'signup' })).body.errCode).toBe(0);
    const refused = await post(second, '/api/user/sendEmailVerifyCode', { email, type: 'signup' });
    expect(refused.body).toMatchObject({ errCode: 429, data: null });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    await first.close();
    await second.close();
  });

  it('still answers when Redis is down (limits are skipped, nothing fails)', async () => {
    const app = await buildTestApp(database, { env: { REDIS_URL: 'redis://127.0.0.1:9' } });
    const res = await post(app, '/api/user/sendEmailVerifyCode', { email: 'redis-down@example.com', type: 'signup' });
    expect(res.status).toBe(200);
    expect(res.body.errCode).toBe(0);
    await app.close();
  });
});
