// Wires accounts: the user service over the database and the mailer, the sign-in hooks every other
// module uses, and the account routes. Other modules reach accounts through what this returns.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { UserSettings } from '@parley/contract/user';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createAuthHooks } from '../../platform/auth';
import type { Mailer } from '../../platform/mailer';
import { userRoutes } from './user.routes';
import { createUserService, type UserService } from './user.service';

export interface Accounts {
  service: UserService;
  requireUser: preHandlerAsyncHookHandler;
  optionalUser: preHandlerAsyncHookHandler;
  /** The signed-in learner's saved settings, or null when signed out or unreadable. */
  savedSettings(request: FastifyRequest): Promise<UserSettings | null>;
}

export async function registerUserModule(
  app: FastifyInstance,
  deps: { config: Config; db: Db; mailer: Mailer; secret: string; now: () => Date },
): Promise<Accounts> {
  const { config } = deps;
  const service = createUserService({ db: deps.db, mailer: deps.mailer, secret: deps.secret, now: deps.now, log: app.log });
  const { requireUser, optionalUser } = createAuthHooks(service);
  app.addHook('onClose', () => service.settled());
  if (config.isProduction && config.devOutboxEnabled) {
    app.log.warn(
      '!!! DEVELOPMENT MAILBOX ON IN PRODUCTION: GET /api/dev/outbox shows every sign-in code to anyone on this machine (loopback only). Unset ENABLE_DEV_OUTBOX unless you mean it. !!!',
    );
  }
  await app.register(userRoutes, {
    service,
    requireUser,
    devOutboxEnabled: config.devOutboxEnabled,
    devOutboxLoopbackOnly: config.isProduction,
    codeResendSeconds: config.CODE_RESEND_SECONDS,
    codeLimitPerIpHour: config.CODE_LIMIT_PER_IP_HOUR,
  });
  return {
    service,
    requireUser,
    optionalUser,
    savedSettings: async (request) => (request.user ? service.getSettings(request.user.id).catch(() => null) : null),
  };
}
