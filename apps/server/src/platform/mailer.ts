// Sending mail: SMTP through nodemailer when MAIL_URL is set. Without it Parley must still be
// usable on its first start (issue 17): every mail is kept in the database outbox (read back by
// GET /api/dev/outbox where that is on) and each code is written to the server console in one
// clear line, in production too, so the operator can pass it on. With SMTP nothing about a mail
// reaches the log, so a code never does.
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
  /** What the code is for, in the console line: "sign-up code", "password reset code". */
  purpose?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** `console`: no mail server; codes go to the server console (capabilities tell the web app). */
  readonly kind: 'smtp' | 'console';
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

/** The one line an operator greps for: the setting to fix, what the code is for, whose, and the code. */
export function consoleCodeLine(setting: string, purpose: string, to: string, code: string): string {
  return `No ${setting === 'SMS_URL' ? 'text-message gateway' : 'mail server'} is configured (${setting}): ${purpose} for ${to} is ${code}`;
}

export function createConsoleMailer(db: Db, log: Pick<FastifyBaseLogger, 'warn'>, now: () => Date): Mailer {
  return {
    kind: 'console',
    async send(mail) {
      await insertOutboxMail(db, { to: mail.to, subject: mail.subject, text: mail.text, code: mail.code ?? null }, now().toISOString());
      // Only the code and the subject: a mail's text may be what a learner wrote (contact us).
      log.warn(
        mail.code
          ? consoleCodeLine('MAIL_URL', mail.purpose ?? 'code', mail.to, mail.code)
          : `No mail server is configured (MAIL_URL): mail "${mail.subject}" to ${mail.to} was not sent (kept in the outbox)`,
      );
    },
  };
}

/** The mailer the configuration names: SMTP when MAIL_URL is set, else the server console. */
export function createConfiguredMailer(
  config: { MAIL_URL?: string | undefined; MAIL_FROM: string },
  deps: { db: Db; log: FastifyBaseLogger; now: () => Date },
): Mailer {
  return config.MAIL_URL ? createSmtpMailer(config.MAIL_URL, config.MAIL_FROM) : createConsoleMailer(deps.db, deps.log, deps.now);
}
