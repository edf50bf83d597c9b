// Sending mail: SMTP through nodemailer when MAIL_URL is set; otherwise the development mailbox,
// where mail is kept in the database outbox (GET /api/dev/outbox) and noted in the log.
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { insertOutboxMail } from './mail-outbox.repository';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The verification code the mail carries, kept for the development mailbox. */
  code?: string | null;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  readonly kind: 'smtp' | 'outbox';
}

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

export function createOutboxMailer(db: Db, log: FastifyBaseLogger, now: () => Date, options: { /** Log the text with its code (development); else the code is masked. */ logText: boolean }): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      await insertOutboxMail(db, { to: mail.to, subject: mail.subject, text: mail.text, code: mail.code ?? null }, now().toISOString());
      // Outside production the text is logged as it is; in production its code is masked, so that
      // whoever reads the log cannot use it.
      const text = options.logText || !mail.code ? mail.text : mail.text.replaceAll(mail.code, '••••••');
      log.info({ to: mail.to, subject: mail.subject, text }, 'mail kept in the development outbox');
    },
  };
}

/** The mailer the configuration names: SMTP when MAIL_URL is set, else the development mailbox. */
export function createConfiguredMailer(
  config: { MAIL_URL?: string | undefined; MAIL_FROM: string; isProduction: boolean },
  deps: { db: Db; log: FastifyBaseLogger; now: () => Date },
): Mailer {
  return config.MAIL_URL
    ? createSmtpMailer(config.MAIL_URL, config.MAIL_FROM)
    : createOutboxMailer(deps.db, deps.log, deps.now, { logText: !config.isProduction });
}
