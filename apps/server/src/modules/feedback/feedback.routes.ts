// Contact us: a learner's message is stored, then mailed to SUPPORT_EMAIL through the mail layer.
// Limited to three messages an hour per client.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { contactUs } from '@parley/contract/feedback';
import type { Db } from '../../db/database';
import type { Mailer } from '../../platform/mailer';
import { limitBy } from '../../platform/rate-limit';
import { registerEndpoint } from '../../platform/route';
import { insertSupportMessage } from './feedback.repository';
import { addressKey } from '../../platform/client-address';

export interface FeedbackDeps {
  db: Db;
  mailer: Mailer;
  supportEmail: string;
  now: () => Date;
  optionalUser: preHandlerAsyncHookHandler;
  log: { error(obj: object, msg: string): void };
}

export async function feedbackRoutes(app: FastifyInstance, { db, mailer, supportEmail, now, optionalUser, log }: FeedbackDeps) {
  registerEndpoint(
    app,
    contactUs,
    async ({ email, subject, message }, request) => {
      const receivedAt = now().toISOString();
      const id = await insertSupportMessage(db, { userId: request.user?.id ?? null, email, subject, message }, receivedAt);
      // The message is already stored: a mail failure is logged for support, not shown to the learner.
      void mailer
        .send({ to: supportEmail, subject: `[Parley support #${id}] ${subject}`, text: `From: ${email}${request.user ? ` (user ${request.user.id})` : ''}\n\n${message}` })
        .catch((error: unknown) => log.error({ err: error, id }, 'support mail could not be sent'));
      return { id, receivedAt };
    },
    { preHandler: [optionalUser, limitBy(app, { name: 'contact-ip', max: 3, windowMs: 3_600_000, key: (r) => addressKey(r.ip) })], bodyLimit: 16_384 },
  );
}
