// Creates learners through the real API: an account with a complete setup, and optionally hands the
// browser the same stored state the app keeps after onboarding.
import type { APIRequestContext, Page } from '@playwright/test';
import { readCode, uniqueEmail } from './mailbox';
import { COMPLETE_SETUP } from './setup-state';

export const LEARNER_PASSWORD = 'practice makes perfect';

/**
 * Asks for a sign-up code, again while the server sheds load ("the server is busy, please retry
 * shortly", errCode 503, as a slow machine's server may answer just after start): a refused request
 * sends no mail, and reading the mailbox would wait for nothing.
 */
async function sendSignUpCode(request: APIRequestContext, email: string): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const sent = (await (await request.post('/api/user/sendEmailVerifyCode', { data: { email, type: 'signup' } })).json()) as { errCode: number };
    if (sent.errCode === 0) return;
    if (sent.errCode !== 503) throw new Error(`no code sent to ${email}: ${JSON.stringify(sent)}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`no code sent to ${email}: the server stayed busy for 10 attempts`);
}

/** A signed-up learner with a native language, level and topics saved on the server. */
export async function apiLearner(request: APIRequestContext, label = 'learner'): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(label);
  await sendSignUpCode(request, email);
  const code = await readCode(request, email);
  const checked = await (await request.post('/api/user/checkEmailVerifyCode', { data: { email, type: 'signup', code } })).json();
  if (!checked.data) throw new Error(`code check for ${email} refused: ${JSON.stringify(checked)}`);
  const created = await (await request.post('/api/user/signup', { data: { email, password: LEARNER_PASSWORD, authCode: checked.data.authCode } })).json();
  // Say why, not "cannot read token of null": a refused step is usually a per-address limit.
  if (!created.data) throw new Error(`sign-up of ${email} refused: ${JSON.stringify(created)}`);
  const token = created.data.token as string;
  await request.post('/api/user/v1/updateUserLanguageAndLevel', { headers: { token }, data: { nativeLanguage: 'es', level: 'A2', topics: ['travel'] } });
  return { email, token };
}

/** The same, signed in in this page (from its next navigation on). */
export async function signedInLearner(page: Page, request: APIRequestContext, label = 'learner'): Promise<{ email: string; token: string }> {
  const learner = await apiLearner(request, label);
  await page.addInitScript(
    ({ token, setup }) => {
      localStorage.setItem('parley.token', token);
      localStorage.setItem('parley.role-setup', JSON.stringify(setup));
    },
    { token: learner.token, setup: COMPLETE_SETUP },
  );
  return learner;
}
