// Owns first-party analytics events (spec §7: the pageList event at home start-up).
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { reportEvent } from '@parley/contract/analytics';
import { registerEndpoint } from '../../platform/route';
import type { Db } from '../../db/database';
import { insertAppEvent } from './analytics.repository';

const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export async function analyticsRoutes(
  app: FastifyInstance,
  deps: { db: Db; now: () => Date; optionalUser?: preHandlerAsyncHookHandler },
): Promise<void> {
  if (deps.optionalUser) app.addHook('preHandler', deps.optionalUser);
  registerEndpoint(app, reportEvent, async (input, request) => {
    const deviceHeader = request.headers['device-id'];
    const deviceId = typeof deviceHeader === 'string' && DEVICE_ID_PATTERN.test(deviceHeader) ? deviceHeader : null;
    await insertAppEvent(deps.db, {
      userId: request.user?.id ?? null,
      deviceId,
      name: input.name,
      payload: input.payload,
      createdAt: deps.now().toISOString(),
    });
    return null;
  });
}
