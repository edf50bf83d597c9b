// What GET /api/ready checks. The database and, when REDIS_URL is set, Redis must answer within a
// short time: without them a request would fail, so the load balancer should send learners to
// another process. Engines are reported but never make the process unready: each has an
// offline fallback, and capabilities tell the app what is missing.
import { sql } from 'kysely';
import { Redis } from 'ioredis';
import type { Db } from '../../db/database';

const CHECK_TIMEOUT_MS = 2000;

export interface CheckResult {
  ok: boolean;
  ms: number;
  error?: string;
}

async function timed(check: () => Promise<unknown>): Promise<CheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, ms: Math.round(performance.now() - started), error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

export interface ReadinessProbe {
  database(): Promise<CheckResult>;
  /** null when REDIS_URL is not set. */
  redis(): Promise<CheckResult> | null;
  close(): void;
}

export function createReadinessProbe(db: Db, redisUrl: string | undefined): ReadinessProbe {
  // A connection of its own: the rate limiter's skips errors on purpose and would hide an outage.
  const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: true, connectTimeout: CHECK_TIMEOUT_MS, maxRetriesPerRequest: 0, enableOfflineQueue: false }) : null;
  // Failures are reported by the check; without a listener ioredis would print each retry.
  redis?.on('error', () => undefined);
  return {
    database: () => timed(() => sql`select 1`.execute(db)),
    redis: () =>
      redis
        ? timed(async () => {
            if (redis.status === 'wait' || redis.status === 'end') await redis.connect();
            await redis.ping();
          })
        : null,
    close: () => redis?.disconnect(),
  };
}
