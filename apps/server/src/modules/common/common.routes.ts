// Owns public configuration values (getByKey) and the health check.
import type { FastifyInstance } from 'fastify';
import { APP_VERSION, getByKey, type Capabilities } from '@parley/contract/config';
import { registerEndpoint } from '../../platform/route';
import { ok } from '../../platform/envelope';

export interface CommonDeps {
  supportEmail: string;
  capabilities: () => Promise<Capabilities> | Capabilities;
}

export async function commonRoutes(app: FastifyInstance, deps: CommonDeps): Promise<void> {
  registerEndpoint(app, getByKey, async ({ key }) => {
    switch (key) {
      case 'version':
        return { key, value: APP_VERSION };
      case 'contactEmail':
        return { key, value: deps.supportEmail };
      case 'capabilities':
        return { key, value: await deps.capabilities() };
    }
  });

  app.get('/api/health', { schema: { hide: true } }, async () => ok({ status: 'ok', version: APP_VERSION }));
}
