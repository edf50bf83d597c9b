// Account rules: codes (6 digits, 10 minutes, single use, five tries), auth codes (15 minutes,
// single use), passwords (argon2id), sessions (idle 7 days, absolute 30 days), failed sign-in
// limits, and answers that never reveal whether an e-mail has an account.
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { ErrCode } from '@parley/contract/envelope';
import type { CodeType, UserInfo, UserSettings } from '@parley/contract/user';
import { AppError } from '../../platform/app-error';
import type { Mailer } from '../../platform/mailer';
import type { Db } from '../../db/database';
import * as repo from './user.repository';
import { mailLanguage, templatesFor } from './mail-templates';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_AFTER_S = 60;
export const AUTH_CODE_TTL_MS = 15 * 60_000;
export const SESSION_IDLE_MS = 7 * 24 * 3_600_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3_600_000;
export const SESSION_TOUCH_MS = 60_000;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const LOGIN_FAILURE_LIMIT = 10;

/** OWASP's minimum argon2id profile: 19 MiB, 2 passes, 1 lane (algorithm 2 = Argon2id; the
 * package's enum is a const enum that isolated modules cannot import). */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');
/** Unicode passwords are compared in one normal form, whatever keyboard typed them. */
const normalisePassword = (password: string) => password.normalize('NFC');

export interface UserServiceDeps {
  db: Db;
  mailer: Mailer;
  secret: string;
  now: () => Date;
  log: { error(obj: object, msg: string): void };
}

export function createUserService({ db, mailer, secret, now, log }: UserServiceDeps) {
  const iso = (offsetMs = 0) => new Date(now().getTime() + offsetMs).toISOString();
  // A 6-digit code hashed without a secret could be found by trying a million values.
  const codeHash = (target: string, type: string, code: string) => createHmac('sha256', secret).update(`${type}\n${target}\n${code}`).digest('hex');
  let dummyHash: Promise<string> | null = null;
  const getDummyHash = () => (dummyHash ??= argon2Hash('parley-dummy-password', ARGON2_OPTIONS));

  const pending = new Set<Promise<void>>();
  /**
   * Work whose cost depends on whether an address has an account (lookup, code, mail) runs after
   * the answer, so that neither the answer nor its timing tells.
   */
  function inBackground(task: () => Promise<void>) {
    const run = task()
      .catch((error: unknown) => log.error({ err: error }, 'verification mail could not be sent'))
      .finally(() => pending.delete(run));
    pending.add(run);
  }

  async function createSession(userId: number) {
    const token = newToken();
    await repo.insertSession(db, { userId, tokenHash: sha256(token), expiresAt: iso(SESSION_ABSOLUTE_MS) }, iso());
    return token;
  }

  // Phone accounts (and provider accounts without a verified address) have no e-mail: ''.
  const toUserInfo = (row: { id: number; email: string | null; type: string }): UserInfo => ({ id: row.id, email: row.email ?? '', type: row.type });

  return {
    /** Resolves when every mail started in the background is sent (tests, shutdown). */
    async settled(): Promise<void> {
      await Promise.all([...pending]);
    },

    /**
     * `language` is the one the request names; `acceptLanguage` the browser's. A mail to an
     * existing account is written in the owner's saved native language unless the request names
     * one, since the requester (and their browser) may not be the owner.
     */
    async sendEmailVerifyCode(email: string, type: CodeType, { language = null, acceptLanguage = null }: { language?: string | null; acceptLanguage?: string | null } = {}) {
      inBackground(async () => {
        const user = await repo.findUserByEmail(db, email);
        const savedLanguage = user && !language ? ((await repo.findSettings(db, user.id))?.native_language ?? null) : null;
        const templates = templatesFor(mailLanguage(language ?? savedLanguage ?? acceptLanguage));
        // Every request stores a code, mailed or not: a check against an address without one
        // would answer 'expired' where an address with one answers 'N tries left'.
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        await repo.insertVerifyCode(db, { target: email, type, codeHash: codeHash(email, type, code), expiresAt: iso(CODE_TTL_MS) }, iso());
        if (type === 'signup' && user) {
          await mailer.send({ to: email, subject: templates.existingAccountSubject, text: templates.existingAccountText });
        } else if (type === 'signup' || user) {
          await mailer.send({ to: email, subject: templates.codeSubject(type), text: templates.codeText(code, CODE_TTL_MS / 60_000, type), code });
        }
      });
      // Same answer for every address, with or without an account.
      return { resendAfter: CODE_RESEND_AFTER_S, expiresIn: CODE_TTL_MS / 1000 };
    },

    async checkEmailVerifyCode(email: string, type: CodeType, code: string) {
      const live = await repo.findLiveVerifyCode(db, email, type, iso());
      if (!live) throw new AppError(ErrCode.CodeExpired, 'code: has expired or was already used, ask for a new one');
      const attempts = await repo.countVerifyAttempt(db, live.id, CODE_MAX_ATTEMPTS);
      if (attempts === 'locked') throw new AppError(ErrCode.CodeLocked, 'code: too many wrong tries, ask for a new one');
      if (attempts === 'used') throw new AppError(ErrCode.CodeExpired, 'code: has expired or was already used, ask for a new one');
      if (live.code_hash !== codeHash(email, type, code)) {
        const left = CODE_MAX_ATTEMPTS - attempts;
        if (left <= 0) throw new AppError(ErrCode.CodeLocked, 'code: too many wrong tries, ask for a new one');
        throw new AppError(ErrCode.CodeWrong, `code: is not right, ${left} ${left === 1 ? 'try' : 'tries'} left`);
      }
      if (!(await repo.consumeVerifyCode(db, live.id, iso()))) {
        throw new AppError(ErrCode.CodeExpired, 'code: has expired or was already used, ask for a new one');
      }
      const authCode = newToken();
      await repo.insertAuthCode(db, { codeHash: sha256(authCode), target: email, type, expiresAt: iso(AUTH_CODE_TTL_MS) }, iso());
      return { authCode };
    },

    async signup(email: string, password: string, authCode: string) {
      if (!(await repo.consumeAuthCode(db, { codeHash: sha256(authCode), target: email, type: 'signup' }, iso()))) {
        throw new AppError(ErrCode.CodeExpired, 'authCode: has expired or was already used, verify your e-mail again');
      }
      const passwordHash = await argon2Hash(normalisePassword(password), ARGON2_OPTIONS);
      const user = await repo.insertUser(db, { email, passwordHash, type: 'email' }, iso());
      if (!user) throw new AppError(ErrCode.Conflict, 'email: already has an account, sign in instead');
      return { token: await createSession(user.id), userInfo: toUserInfo(user) };
    },

    async login(email: string, password: string) {
      // Ten failures per 15 minutes per address (known or not). Only failures count; a success
      // neither counts nor resets the window, so an attacker gains nothing by signing in to
      // their own account in between.
      const reservation = await repo.reserveLoginFailure(db, email, iso(), iso(-LOGIN_FAILURE_WINDOW_MS), LOGIN_FAILURE_LIMIT);
      if (!reservation.isAllowed) {
        const retryAfterMs = reservation.oldest ? new Date(reservation.oldest).getTime() + LOGIN_FAILURE_WINDOW_MS - now().getTime() : LOGIN_FAILURE_WINDOW_MS;
        throw new AppError(ErrCode.TooManyRequests, 'too many failed sign-ins, please wait and retry', {
          'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
        });
      }
      const user = await repo.findUserByEmail(db, email);
      // An unknown address costs the same argon2 work as a known one.
      const isValid = await argon2Verify(user?.password_hash ?? (await getDummyHash()), normalisePassword(password));
      if (!user || !user.password_hash || !isValid) throw new AppError(ErrCode.WrongCredentials, 'wrong e-mail or password');
      await repo.releaseLoginFailure(db, reservation.id);
      return { token: await createSession(user.id), userInfo: toUserInfo(user) };
    },

    async logout(sessionId: number) {
      await repo.revokeSession(db, sessionId, iso());
    },

    async resetPassword(email: string, password: string, authCode: string) {
      if (!(await repo.consumeAuthCode(db, { codeHash: sha256(authCode), target: email, type: 'reset' }, iso()))) {
        throw new AppError(ErrCode.CodeExpired, 'authCode: has expired or was already used, verify your e-mail again');
      }
      const user = await repo.findUserByEmail(db, email);
      if (!user) throw new AppError(ErrCode.CodeExpired, 'authCode: has expired or was already used, verify your e-mail again');
      await repo.updatePasswordHash(db, user.id, await argon2Hash(normalisePassword(password), ARGON2_OPTIONS), iso());
      await repo.revokeUserSessions(db, user.id, iso());
    },

    /** The user behind a session token, or an AppError with 600, 602 or 603. */
    async authenticate(token: string | undefined) {
      if (!token || token.length > 200 || !/^[A-Za-z0-9_-]+$/.test(token)) throw new AppError(ErrCode.NotSignedIn, 'please sign in');
      const session = await repo.findSessionByTokenHash(db, sha256(token));
      if (!session) throw new AppError(ErrCode.NotSignedIn, 'please sign in');
      if (session.revoked_at) throw new AppError(ErrCode.SessionRevoked, 'you were signed out, please sign in again');
      const nowMs = now().getTime();
      if (new Date(session.expires_at).getTime() <= nowMs || new Date(session.last_seen_at).getTime() + SESSION_IDLE_MS <= nowMs) {
        throw new AppError(ErrCode.SessionExpired, 'your session has expired, please sign in again');
      }
      if (nowMs - new Date(session.last_seen_at).getTime() > SESSION_TOUCH_MS) await repo.touchSession(db, session.id, iso());
      return { id: session.user_id, email: session.email ?? '', sessionId: session.id };
    },

    async getUserInfo(userId: number): Promise<{ userInfo: UserInfo; settings: UserSettings }> {
      const user = await repo.findUserById(db, userId);
      if (!user) throw new AppError(ErrCode.NotSignedIn, 'please sign in');
      return { userInfo: toUserInfo(user), settings: await this.getSettings(userId) };
    },

    async getSettings(userId: number): Promise<UserSettings> {
      const row = await repo.findSettings(db, userId);
      if (!row) throw new AppError(ErrCode.NotFound, 'settings not found');
      return {
        nativeLanguage: row.native_language,
        level: row.level as UserSettings['level'],
        topics: JSON.parse(row.topics) as string[],
        voiceRoleId: row.voice_role_id,
        voiceStyle: row.voice_style,
        roleId: row.role_id,
        roleStyle: row.role_style,
        autoPlayVoice: Boolean(row.auto_play_voice),
        autoBlurText: Boolean(row.auto_blur_text),
        autoSpeechAssessment: Boolean(row.auto_speech_assessment),
        playbackRate: Number(row.playback_rate),
      };
    },

    async updateSettings(userId: number, patch: repo.SettingsPatch) {
      if (Object.keys(patch).length > 0) await repo.updateSettings(db, userId, patch, iso());
      return this.getSettings(userId);
    },

    async outbox(email: string) {
      const rows = await repo.listOutbox(db, email);
      return rows.map((r) => ({ to: r.to_address, subject: r.subject, text: r.text, code: r.code, createdAt: r.created_at }));
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
