// Wires third-party and phone sign-in: the OpenID Connect client and the text-message sender the
// configuration names (the server console when no gateway is set), the service and its routes.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { UserService } from '../user/user.service';
import { createOidcClient } from './oidc';
import { createConsoleSmsSender, createHttpSmsSender, type SmsSender } from './sms';
import { thirdRoutes } from './third.routes';
import { createThirdService } from './third.service';

export async function registerThirdModule(app: FastifyInstance, deps: { config: Config; db: Db; users: UserService; now: () => Date }): Promise<{ sms: SmsSender }> {
  const { config, db, now } = deps;
  // Also the account module's, for deletion codes to phone-only accounts.
  const sms = config.SMS_URL ? createHttpSmsSender(config.SMS_URL, config.SMS_API_KEY) : createConsoleSmsSender(db, app.log, now);
  const service = createThirdService({
    db,
    users: deps.users,
    now,
    sms,
    oidc: config.oidc ? createOidcClient(config.oidc) : null,
    log: app.log,
  });
  app.addHook('onClose', () => service.settled());
  await app.register(thirdRoutes, {
    service,
    secureCookies: config.PUBLIC_URL?.startsWith('https:') ?? false,
    codeResendSeconds: config.CODE_RESEND_SECONDS,
    codeLimitPerIpHour: config.CODE_LIMIT_PER_IP_HOUR,
    smsCodesPerHour: config.SMS_CODES_PER_HOUR,
  });
  return { sms };
}
