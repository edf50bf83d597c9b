// Sending text messages: to an HTTP gateway when SMS_URL is set (POST JSON { to, text }, with a
// bearer key when SMS_API_KEY is set); otherwise kept in the outbox and the code written to the
// server console, like mail without MAIL_URL (platform/mailer.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { insertOutboxMail } from '../../platform/mail-outbox.repository';
import { consoleCodeLine } from '../../platform/mailer';

export interface OutgoingSms {
  to: string;
  text: string;
  /** The code the message carries, kept for the development mailbox only. */
  code: string | null;
}

export interface SmsSender {
  readonly kind: 'http' | 'console';
  send(sms: OutgoingSms): Promise<void>;
}

const GATEWAY_TIMEOUT_MS = 10_000;

export function createHttpSmsSender(url: string, apiKey: string | undefined): SmsSender {
  return {
    kind: 'http',
    async send(sms) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify({ to: sms.to, text: sms.text }),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`SMS gateway answered HTTP ${res.status}`);
    },
  };
}

/** Texts kept in the outbox table (`to` = the phone number), each code on the server console. */
export function createConsoleSmsSender(db: Db, log: Pick<FastifyBaseLogger, 'warn'>, now: () => Date): SmsSender {
  return {
    kind: 'console',
    async send(sms) {
      await insertOutboxMail(db, { to: sms.to, subject: 'SMS', text: sms.text, code: sms.code }, now().toISOString());
      log.warn(sms.code ? consoleCodeLine('SMS_URL', 'sign-in code', sms.to, sms.code) : `No text-message gateway is configured (SMS_URL): a text to ${sms.to} was not sent`);
    },
  };
}
