// Rate limits with @fastify/rate-limit: counters in memory by default, in Redis when REDIS_URL is
// set so that several server processes share them. Refusals answer errCode 429 with Retry-After.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { ErrCode } from '@parley/contract/envelope';
import { AppError } from './app-error';
import { addressKey } from './client-address';

export async function registerRateLimits(app: FastifyInstance, redisUrl: string | undefined): Promise<void> {
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
  if (redis) {
    app.addHook('onClose', async () => void redis.disconnect());
    // ioredis reconnects by itself; say so in the log at most once a minute rather than per retry.
    let lastWarnedAt = 0;
    redis.on('error', (error: Error) => {
      if (Date.now() - lastWarnedAt < 60_000) return;
      lastWarnedAt = Date.now();
      app.log.warn({ err: error }, 'Redis for rate limits is not reachable: limits are skipped until it is back');
    });
  }
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'parley-rl:' } : {}),
    // A broken Redis must not lock learners out; the refusal counters are a protection, not a gate.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError(ErrCode.TooManyRequests, 'too many requests, please wait and retry', {
        'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))),
      }),
  });
}

export interface LimitSpec {
  name: string;
  max: number;
  windowMs: number;
  key(request: FastifyRequest): string | null;
}

/**
 * A preHandler that counts requests per key (for example per IP or per e-mail address).
 * Built on createRateLimit rather than rateLimit: the plugin's own hook runs only once per
 * request, and a route may need several limits.
 */
export function limitBy(app: FastifyInstance, spec: LimitSpec): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max: spec.max,
    timeWindow: spec.windowMs,
    keyGenerator: (request) => `${spec.name}:${spec.key(request) ?? addressKey(request.ip)}`,
  });
  return async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError(ErrCode.TooManyRequests, 'too many requests, please wait and retry', {
        'retry-after': String(Math.max(1, result.ttlInSeconds)),
      });
    }
  };
}

/**
 * A limit per caller: the signed-in learner's account, else the client address (IPv6: one /64).
 * Keyed by account, so that no one sharing a learner's address (or pretending to) can spend a
 * learner's allowance; anonymous callers share their address's. Needs request.user set before
 * (the optionalUser or requireUser hook registered first).
 */
export function limitPerCaller(app: FastifyInstance, spec: Omit<LimitSpec, 'key'>): preHandlerAsyncHookHandler {
  return limitBy(app, { ...spec, key: (request) => (request.user ? `user:${request.user.id}` : `ip:${addressKey(request.ip)}`) });
}
