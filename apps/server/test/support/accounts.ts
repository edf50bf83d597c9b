// Signs learners up through the real account calls, reading codes from the development mailbox.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Test bodies are read field by field; `any` keeps those reads short. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = { errCode: number; data: any; message: string };

/** A different client address per call, so per-IP limits don't couple unrelated tests. */
export const randomIp = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;

export async function post(app: FastifyInstance, url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = randomIp()) {
  const res = await app.inject({ method: 'POST', url, payload, headers, remoteAddress });
  return { status: res.statusCode, headers: res.headers, body: res.json() as Body };
}

export async function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url, headers, remoteAddress: randomIp() });
  return { status: res.statusCode, headers: res.headers, body: res.json() as Body };
}

/** Waits for a mail whose subject matches, sent in the background, and returns it. */
export async function waitForMail(app: FastifyInstance, email: string, subject: RegExp) {
  for (let i = 0; i < 100; i += 1) {
    const { body } = await get(app, `/api/dev/outbox?email=${encodeURIComponent(email)}`);
    const mail = (body.data?.list as Array<{ subject: string; code: string | null }> | undefined)?.find((m) => subject.test(m.subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail matching ${subject} reached ${email}`);
}

/** Waits for the mail sent in the background and returns its code. */
export async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  for (let i = 0; i < 50; i += 1) {
    const { body } = await get(app, `/api/dev/outbox?email=${encodeURIComponent(email)}`);
    const code = body.data?.list?.find((m: { code: string | null }) => m.code)?.code;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no code was mailed to ${email}`);
}

export async function signUp(app: FastifyInstance, email: string, password = 'correct horse battery') {
  await post(app, '/api/user/sendEmailVerifyCode', { email, type: 'signup' });
  const code = await latestCode(app, email);
  const checked = await post(app, '/api/user/checkEmailVerifyCode', { email, type: 'signup', code });
  const created = await post(app, '/api/user/signup', { email, password, authCode: checked.body.data.authCode });
  if (created.body.errCode !== 0) throw new Error(`sign-up failed: ${created.body.message}`);
  return created.body.data as { token: string; userInfo: { id: number; email: string; type: string }; deviceToken: string };
}
