// For operators and load balancers, not learners: GET /api/health (the process answers),
// GET /api/ready (it can serve: database, Redis, and which engine answers each capability) and
// GET /metrics (Prometheus), the last only to this machine or with METRICS_TOKEN.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { APP_VERSION, type EngineCapabilities } from '@parley/contract/config';
import { ErrCode } from '@parley/contract/envelope';
import { ok, sendFailure } from '../../platform/envelope';
import type { Metrics } from '../../platform/metrics';
import type { ReadinessProbe } from './readiness';
import type { ScorecardStatus } from '@parley/contract/scorecard';

export interface OperationsDeps {
  probe: ReadinessProbe;
  engines: () => Promise<EngineCapabilities>;
  metrics: Metrics;
  metricsToken: string | undefined;
  /** The tutor scorecard of the running configuration (npm run eval), or why there is none. */
  scorecard: () => ScorecardStatus;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Loopback only when no proxy stands between: a reverse proxy on the same machine connects from
 * 127.0.0.1 for every learner, but it adds X-Forwarded-For (docs/deploy.md), so such a request
 * needs the token.
 */
function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (token && typeof header === 'string') {
    const given = Buffer.from(header.replace(/^Bearer\s+/i, ''));
    const wanted = Buffer.from(token);
    if (given.length === wanted.length && timingSafeEqual(given, wanted)) return true;
  }
  const viaProxy = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !viaProxy && LOOPBACK.has(request.socket.remoteAddress ?? '');
}

/** The scorecard in /api/ready: its status and each area's line, not the item lists. Never makes it unready. */
function scorecardSummary(status: ScorecardStatus) {
  const card = status.scorecard;
  return {
    status: status.status,
    configuration: status.configuration,
    fingerprint: status.fingerprint,
    ...(card ? { scoredConfiguration: card.configuration, ranAt: card.ranAt, quick: card.quick, passed: card.passed, areas: card.areas } : {}),
  };
}

export async function operationsRoutes(app: FastifyInstance, deps: OperationsDeps): Promise<void> {
  app.get('/api/health', { schema: { hide: true } }, async () => ok({ status: 'ok', version: APP_VERSION }));

  app.get('/api/ready', { schema: { hide: true } }, async (_request, reply) => {
    const [database, redis, engines] = await Promise.all([deps.probe.database(), deps.probe.redis(), deps.engines()]);
    const ready = database.ok && (redis?.ok ?? true);
    const data = {
      ready,
      version: APP_VERSION,
      checks: { database, redis: redis ?? { ok: true, configured: false } },
      engines: {
        conversation: engines.conversation,
        textToSpeech: engines.textToSpeech,
        speechToText: engines.speechToText,
        grammar: engines.grammar,
        translation: { available: engines.translation.available, pairs: engines.translation.pairs.length },
      },
      scorecard: scorecardSummary(deps.scorecard()),
    };
    if (ready) return ok(data);
    // HTTP 503 here, unlike the rest of the API (decision 0001): load balancers read the status.
    void reply.status(503);
    // errCode 503 as for an engine: a service the requests need does not answer.
    return { errCode: ErrCode.EngineUnavailable, data, message: 'not ready: ' + [database.ok ? null : 'database', redis?.ok === false ? 'redis' : null].filter(Boolean).join(', ') };
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayReadMetrics(request, deps.metricsToken)) {
      sendFailure(reply, { httpStatus: 403, errCode: ErrCode.Forbidden, message: 'metrics: only from this machine, or with METRICS_TOKEN as a bearer token' });
      return reply;
    }
    return reply.type(deps.metrics.registry.contentType).send(await deps.metrics.registry.metrics());
  });
}
