// Sending text messages: to an HTTP gateway when SMS_URL is set (POST JSON { to, text }, with a
// bearer key when SMS_API_KEY is set); otherwise into the development mailbox, like mail.
import type { Mailer } from '../../platform/mailer';

export interface OutgoingSms {
  to: string;
  text: string;
  /** The code the message carries, kept for the development mailbox only. */
  code: string | null;
}

export interface SmsSender {
  readonly kind: 'http' | 'outbox';
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

/** Texts kept in the development mailbox (the outbox table, `to` = the phone number). */
export function createOutboxSmsSender(outbox: Mailer): SmsSender {
  return {
    kind: 'outbox',
    send: (sms) => outbox.send({ to: sms.to, subject: 'SMS', text: sms.text, code: sms.code }),
  };
}

export type SmsLanguage = 'en' | 'es' | 'zh';

export function smsLanguage(hint: string | null | undefined): SmsLanguage {
  const first = (hint ?? '').trim().toLowerCase();
  if (first.startsWith('es')) return 'es';
  if (first.startsWith('zh')) return 'zh';
  return 'en';
}

export function phoneCodeText(language: SmsLanguage, code: string, minutes: number): string {
  switch (language) {
    case 'es':
      return `Parley: tu código de acceso es ${code}. Es válido durante ${minutes} minutos. No lo compartas con nadie.`;
    case 'zh':
      return `Parley：你的登录验证码是 ${code}，${minutes} 分钟内有效。请勿告诉他人。`;
    default:
      return `Parley: your sign-in code is ${code}. It is valid for ${minutes} minutes. Do not share it with anyone.`;
  }
}
