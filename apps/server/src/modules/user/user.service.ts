// Account rules: e-mail sign-up and sign-in, passwords (argon2id), failed sign-in limits, answers
// that never reveal whether an e-mail has an account, and the learner's settings. Codes and
// sessions have their one home in verification.service.ts and session.service.ts; other sign-in
// ways (modules/third) use them, and create and find accounts, through this service.
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { ErrCode } from '@parley/contract/envelope';
import { Refusal } from '@parley/contract/refusals';
import type { CodeType, UserInfo, UserSettings } from '@parley/contract/user';
import { AppError } from '../../platform/app-error';
import type { Mailer } from '../../platform/mailer';
import { listOutbox } from '../../platform/mail-outbox.repository';
import { createBackgroundTasks } from '../../platform/background-tasks';
import type { Db } from '../../db/database';
import * as repo from './user.repository';
import { mailLanguage, templatesFor } from './mail-templates';
import { createSessionService, toUserInfo } from './session.service';
import { CODE_TTL_MS, codeTiming, createVerificationService } from './verification.service';
import { refuseCommonPassword } from './common-passwords';
import { createDeviceTokens, LOGIN_FAILURE_WINDOW_MS, loginRetryAfterMs } from './sign-in-limits';

/** OWASP's minimum argon2id profile: 19 MiB, 2 passes, 1 lane (algorithm 2 = Argon2id; the
 * package's enum is a const enum that isolated modules cannot import). */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

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
  const verification = createVerificationService({ db, secret, now });
  const sessions = createSessionService({ db, now });
  const devices = createDeviceTokens(secret, now);
  let dummyHash: Promise<string> | null = null;
  const getDummyHash = () => (dummyHash ??= argon2Hash('parley-dummy-password', ARGON2_OPTIONS));

  /**
   * Work whose cost depends on whether an address has an account (lookup, code, mail) runs after
   * the answer, so that neither the answer nor its timing tells.
   */
  const background = createBackgroundTasks((error) => log.error({ err: error }, 'verification mail could not be sent'));

  return {
    /** Resolves when every mail started in the background is sent (tests, shutdown). */
    settled: background.settled,

    /**
     * `language` is the one the request names; `acceptLanguage` the browser's. A mail to an
     * existing account is written in the owner's saved native language unless the request names
     * one, since the requester (and their browser) may not be the owner.
     */
    async sendEmailVerifyCode(email: string, type: CodeType, { language = null, acceptLanguage = null }: { language?: string | null; acceptLanguage?: string | null } = {}) {
      background.run(async () => {
        const user = await repo.findUserByEmail(db, email);
        const savedLanguage = user && !language ? ((await repo.findSettings(db, user.id))?.native_language ?? null) : null;
        const templates = templatesFor(mailLanguage(language ?? savedLanguage ?? acceptLanguage));
        // Every request stores a code, mailed or not: a check against an address without one
        // would answer 'expired' where an address with one answers 'N tries left'.
        const code = await verification.issueCode(email, type);
        if (type === 'signup' && user) {
          await mailer.send({ to: email, subject: templates.existingAccountSubject, text: templates.existingAccountText });
        } else if (type === 'signup' || user) {
          await mailer.send({ to: email, subject: templates.codeSubject(type), text: templates.codeText(code, CODE_TTL_MS / 60_000, type), code, purpose: type === 'signup' ? 'sign-up code' : 'password reset code' });
        }
      });
      // Same answer for every address, with or without an account.
      return codeTiming();
    },

    async checkEmailVerifyCode(email: string, type: CodeType, code: string) {
      await verification.checkCode(email, type, code);
      return { authCode: await verification.issueAuthCode(email, type) };
    },

    async signup(email: string, password: string, authCode: string) {
      // Before the code is used, so that a refused password does not cost the learner the code.
      await refuseCommonPassword(password);
      if (!(await verification.consumeAuthCode(authCode, email, 'signup'))) {
        throw new AppError(ErrCode.CodeExpired, 'authCode: has expired or was already used, verify your e-mail again');
      }
      const passwordHash = await argon2Hash(normalisePassword(password), ARGON2_OPTIONS);
      const user = await repo.insertUser(db, { email, passwordHash, type: 'email' }, iso());
      if (!user) throw new AppError(ErrCode.Conflict, Refusal.emailTaken);
      return { ...(await sessions.start(user)), deviceToken: devices.issue(email) };
    },

    /**
     * `clientAddress`: addressKey() of the caller (platform/client-address.ts); `deviceToken`: the
     * one this device was given at its last sign-in to this account, if any (sign-in-limits.ts).
     * The answer carries a new device token for next time.
     */
    async login(email: string, password: string, clientAddress = '', deviceToken?: string) {
      // Only failures count; a success neither counts nor resets the window, so an attacker gains
      // nothing by signing in to their own account in between.
      const device = devices.verify(deviceToken, email);
      const reservation = await repo.reserveLoginFailure(db, { email, client: device ? `device:${device}` : clientAddress }, iso(), iso(-LOGIN_FAILURE_WINDOW_MS), (counts) =>
        loginRetryAfterMs(counts, now().getTime(), device !== null),
      );
      if (!reservation.isAllowed) {
        throw new AppError(ErrCode.TooManyRequests, 'too many failed sign-ins, please wait and retry', {
          'retry-after': String(Math.max(1, Math.ceil(reservation.retryAfterMs / 1000))),
        });
      }
      const user = await repo.findUserByEmail(db, email);
      // An unknown address costs the same argon2 work as a known one.
      const isValid = await argon2Verify(user?.password_hash ?? (await getDummyHash()), normalisePassword(password));
      if (!user || !user.password_hash || !isValid) throw new AppError(ErrCode.WrongCredentials, 'wrong e-mail or password');
      await repo.releaseLoginFailure(db, reservation.id);
      return { ...(await sessions.start(user)), deviceToken: devices.issue(email) };
    },

    logout: (sessionId: number) => sessions.revoke(sessionId),

    async resetPassword(email: string, password: string, authCode: string) {
      await refuseCommonPassword(password);
      if (!(await verification.consumeAuthCode(authCode, email, 'reset'))) {
        throw new AppError(ErrCode.CodeExpired, 'authCode: has expired or was already used, verify your e-mail again');
      }
      const user = await repo.findUserByEmail(db, email);
      if (!user) throw new AppError(ErrCode.CodeExpired, 'authCode: has expired or was already used, verify your e-mail again');
      await repo.updatePasswordHash(db, user.id, await argon2Hash(normalisePassword(password), ARGON2_OPTIONS), iso());
      await sessions.revokeAll(user.id);
      // The owner proved control of the address: earlier failures (someone else's guesses) go.
      await repo.clearLoginFailures(db, email);
    },

    /** The user behind a session token, or an AppError with 600, 602 or 603. */
    authenticate: (token: string | undefined) => sessions.authenticate(token),

    // ---- for other sign-in ways (modules/third) ----

    /** Codes for a target other than an e-mail (a phone number), under the same rules. */
    verification,
    /** Signs an account in. */
    startSession: sessions.start,
    findUserByIdentity: (issuer: string, subject: string) => repo.findUserByIdentity(db, issuer, subject),
    findUserByPhone: (phone: string) => repo.findUserByPhone(db, phone),
    isEmailTaken: async (email: string) => (await repo.findUserByEmail(db, email)) !== undefined,
    /** A new account without a password, with its default settings; null when a unique key is taken. */
    createAccount: (user: Omit<repo.NewUser, 'passwordHash'>) => repo.insertUser(db, { ...user, passwordHash: null }, iso()),

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
        correctionLevel: (row.correction_level ?? null) as UserSettings['correctionLevel'],
        dailyGoalTurns: row.daily_goal_turns ?? null,
      };
    },

    async updateSettings(userId: number, patch: repo.SettingsPatch) {
      if (Object.keys(patch).length > 0) await repo.updateSettings(db, userId, patch, iso());
      return this.getSettings(userId);
    },

    async outbox(email: string) {
      const rows = await listOutbox(db, email);
      return rows.map((r) => ({ to: r.to_address, subject: r.subject, text: r.text, code: r.code, createdAt: r.created_at }));
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
