// Wires a learner's own data: export and account deletion over the database, the mailer, the
// media store (recordings) and the accounts' codes.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Mailer } from '../../platform/mailer';
import type { MediaStore } from '../../platform/media/media-store';
import type { Accounts } from '../user/user.module';
import type { SmsSender } from '../third/sms';
import { CODE_TTL_MS } from '../user/verification.service';
import { accountDataRoutes } from './account-data.routes';
import { createAccountDataService } from './account-data.service';

export async function registerAccountDataModule(
  app: FastifyInstance,
  deps: { config: Config; db: Db; mailer: Mailer; sms: SmsSender; media: MediaStore; accounts: Pick<Accounts, 'service' | 'requireUser' | 'savedSettings'>; now: () => Date },
): Promise<void> {
  const service = createAccountDataService({
    db: deps.db,
    mailer: deps.mailer,
    sms: deps.sms,
    media: deps.media,
    verification: deps.accounts.service.verification,
    now: deps.now,
    codeMinutes: CODE_TTL_MS / 60_000,
    resendAfterSeconds: deps.config.CODE_RESEND_SECONDS,
  });
  await app.register(accountDataRoutes, {
    service,
    requireUser: deps.accounts.requireUser,
    codeResendSeconds: deps.config.CODE_RESEND_SECONDS,
    savedNativeLanguage: async (request) => (await deps.accounts.savedSettings(request))?.nativeLanguage ?? null,
  });
}
