// Wires the operator's routes: health, readiness (its own probe of the database and Redis), metrics,
// and the tutor scorecard of the running configuration (issue 23) in both.
import type { FastifyInstance } from 'fastify';
import type { EngineCapabilities } from '@parley/contract/config';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { engineFingerprint } from '../../ai/engine-fingerprint';
import type { Metrics } from '../../platform/metrics';
import { operationsRoutes } from './operations.routes';
import { createReadinessProbe } from './readiness';
import { registerScorecardGauges } from './scorecard-metrics';
import { scorecardStatus } from './scorecard-store';

export async function registerOperationsModule(
  app: FastifyInstance,
  deps: {
    config: Pick<Config, 'REDIS_URL' | 'METRICS_TOKEN' | 'DATA_DIR' | 'LLM_BASE_URL' | 'LLM_MODEL' | 'LLM_MODEL_PATH' | 'LLM_MAX_TOKENS'>;
    db: Db;
    metrics: Metrics;
    engines: () => Promise<EngineCapabilities>;
  },
): Promise<void> {
  const probe = createReadinessProbe(deps.db, deps.config.REDIS_URL);
  app.addHook('onClose', () => probe.close());
  const own = engineFingerprint(deps.config);
  const scorecard = () => scorecardStatus(deps.config.DATA_DIR, own);
  registerScorecardGauges(deps.metrics.registry, scorecard);
  await app.register(operationsRoutes, { probe, engines: deps.engines, metrics: deps.metrics, metricsToken: deps.config.METRICS_TOKEN, scorecard });
}
