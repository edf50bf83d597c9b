// Wires the operator's routes: health, readiness (its own probe of the database and Redis) and metrics.
import type { FastifyInstance } from 'fastify';
import type { EngineCapabilities } from '@parley/contract/config';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Metrics } from '../../platform/metrics';
import { operationsRoutes } from './operations.routes';
import { createReadinessProbe } from './readiness';

export async function registerOperationsModule(
  app: FastifyInstance,
  deps: { config: Pick<Config, 'REDIS_URL' | 'METRICS_TOKEN'>; db: Db; metrics: Metrics; engines: () => Promise<EngineCapabilities> },
): Promise<void> {
  const probe = createReadinessProbe(deps.db, deps.config.REDIS_URL);
  app.addHook('onClose', () => probe.close());
  await app.register(operationsRoutes, { probe, engines: deps.engines, metrics: deps.metrics, metricsToken: deps.config.METRICS_TOKEN });
}
