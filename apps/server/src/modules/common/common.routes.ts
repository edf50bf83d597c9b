// Owns public configuration values (getByKey). The health and readiness checks are modules/operations.
import type { FastifyInstance } from 'fastify';
import { APP_VERSION, getByKey, type Capabilities } from '@parley/contract/config';
import { registerEndpoint } from '../../platform/route';

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
}
