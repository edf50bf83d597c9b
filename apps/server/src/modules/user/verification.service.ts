// The one home of single-use codes, for e-mail and phone alike: a 6-digit code lives 10 minutes,
// is stored only as a keyed hash, allows five tries (counted before comparing, in one conditional
// UPDATE, so parallel wrong tries cannot exceed five) and is consumed once; a target gets at most
// CODE_WRONG_TRIES_PER_DAY wrong tries a day over all its codes. A correct code is
// exchanged for an auth code (a random token, stored hashed, 15 minutes, single use) that the next
// step (sign-up, password reset, phone sign-in) takes.
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { ErrCode } from '@parley/contract/envelope';
import { VERIFY_CODE_LENGTH } from '@parley/contract/user';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../db/database';
import * as repo from './user.repository';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_AFTER_S = 60;
export const AUTH_CODE_TTL_MS = 15 * 60_000;
/**
 * Wrong tries per target per 24 hours, across codes and purposes. Five tries per code and a new code
 * a minute would otherwise allow 300 guesses an hour (a 19 % chance of taking over an account by reset
 * in 30 days); with 30 a day it is under 0.1 %. An attacker who spends them only delays the learner's
 * own code sign-in by a day; the password still works.
 */
export const CODE_WRONG_TRIES_PER_DAY = 30;
const DAY_MS = 24 * 3_600_000;
/** Code checks one client address (IPv6: one /64) may make per day over all targets (routes). */
export const CODE_CHECKS_PER_IP_DAY = 200;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

/** What a code request answers, whatever happened to the code (no enumeration). */
export const codeTiming = () => ({ resendAfter: CODE_RESEND_AFTER_S, expiresIn: CODE_TTL_MS / 1000 });

const codeGone = () => new AppError(ErrCode.CodeExpired, 'code: has expired or was already used, ask for a new one');
const codeLocked = () => new AppError(ErrCode.CodeLocked, 'code: too many wrong tries, ask for a new one');

export function createVerificationService({ db, secret, now }: { db: Db; secret: string; now: () => Date }) {
  const iso = (offsetMs = 0) => new Date(now().getTime() + offsetMs).toISOString();
  // A 6-digit code hashed without a secret could be found by trying a million values.
  const codeHash = (target: string, type: string, code: string) => createHmac('sha256', secret).update(`${type}\n${target}\n${code}`).digest('hex');

  return {
    /** A new code for the target (an e-mail address or a phone number); the caller sends it. */
    async issueCode(target: string, type: string): Promise<string> {
      const code = String(randomInt(0, 10 ** VERIFY_CODE_LENGTH)).padStart(VERIFY_CODE_LENGTH, '0');
      await repo.insertVerifyCode(db, { target, type, codeHash: codeHash(target, type, code), expiresAt: iso(CODE_TTL_MS) }, iso());
      return code;
    },

    /** Checks a code (one try counted) and consumes it; throws 1002, 1003 or 1004 otherwise. */
    async checkCode(target: string, type: string, code: string): Promise<void> {
      const live = await repo.findLiveVerifyCode(db, target, type, iso());
      if (!live) throw codeGone();
      if ((await repo.countWrongCodeTriesSince(db, target, iso(-DAY_MS))) >= CODE_WRONG_TRIES_PER_DAY) {
        throw new AppError(ErrCode.CodeLocked, 'code: too many wrong tries today, try again tomorrow');
      }
      const attempts = await repo.countVerifyAttempt(db, live.id, CODE_MAX_ATTEMPTS);
      if (attempts === 'locked') throw codeLocked();
      if (attempts === 'used') throw codeGone();
      if (live.code_hash !== codeHash(target, type, code)) {
        const left = CODE_MAX_ATTEMPTS - attempts;
        if (left <= 0) throw codeLocked();
        throw new AppError(ErrCode.CodeWrong, `code: is not right, ${left} ${left === 1 ? 'try' : 'tries'} left`);
      }
      if (!(await repo.consumeVerifyCode(db, live.id, iso()))) throw codeGone();
    },

    /** A single-use proof that the target was verified, for the next step. */
    async issueAuthCode(target: string, type: string): Promise<string> {
      const authCode = newToken();
      await repo.insertAuthCode(db, { codeHash: sha256(authCode), target, type, expiresAt: iso(AUTH_CODE_TTL_MS) }, iso());
      return authCode;
    },

    /** Uses an auth code once for this target; false when it is unknown, expired or used. */
    consumeAuthCode(authCode: string, target: string, type: string): Promise<boolean> {
      return repo.consumeAuthCode(db, { codeHash: sha256(authCode), target, type }, iso());
    },

    /** Uses an auth code once, whatever its target; answers the target it was issued for, or null. */
    takeAuthCode(authCode: string, type: string): Promise<string | null> {
      return repo.takeAuthCode(db, sha256(authCode), type, iso());
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
