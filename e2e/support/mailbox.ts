// Reads verification codes from the server's development mailbox (GET /api/dev/outbox, newest
// first). Mails to an account come in its saved language, so the default is the newest mail that
// carries a code, whatever its subject.
import type { APIRequestContext } from '@playwright/test';

/** Subjects of password-reset mails in every mail language. */
export const RESET_SUBJECT = /reset|restablecer|重置/i;
/** Subjects of account-deletion mails in every mail language (the e2e learner's is Spanish). */
export const DELETE_SUBJECT = /deletion code|eliminar tu cuenta|注销/i;

export async function readCode(request: APIRequestContext, email: string, subjectPattern: RegExp = /./): Promise<string> {
  for (let i = 0; i < 50; i += 1) {
    const res = await request.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
    // data is null when the server answered with an error envelope, e.g. shedding load (503) while
    // it warms its engines just after start: ask again, as for a mail that has not arrived yet.
    const body = (await res.json()) as { data: { list: Array<{ subject: string; code: string | null }> } | null };
    const mail = body.data?.list.find((m) => m.code && subjectPattern.test(m.subject));
    if (mail?.code) return mail.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${email}`);
}

export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
