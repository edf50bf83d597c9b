// The one home of sessions: a random token handed to the client and stored only as its hash,
// idle after 7 days, ended after 30 whatever the use, revoked by sign-out or a new password.
// The last-seen time is written at most once a minute, not on every request.
import { ErrCode } from '@parley/contract/envelope';
import type { SessionData, UserInfo } from '@parley/contract/user';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../db/database';
import * as repo from './user.repository';
import { newToken, sha256 } from './verification.service';

export const SESSION_IDLE_MS = 7 * 24 * 3_600_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3_600_000;
export const SESSION_TOUCH_MS = 60_000;

// Phone accounts (and provider accounts without a verified address) have no e-mail: ''.
export const toUserInfo = (row: { id: number; email: string | null; type: string }): UserInfo => ({ id: row.id, email: row.email ?? '', type: row.type });

export function createSessionService({ db, now }: { db: Db; now: () => Date }) {
  const iso = (offsetMs = 0) => new Date(now().getTime() + offsetMs).toISOString();

  return {
    /** Signs the account in: a new session and the answer the client keeps. */
    async start(user: { id: number; email: string | null; type: string }): Promise<SessionData> {
      const token = newToken();
      await repo.insertSession(db, { userId: user.id, tokenHash: sha256(token), expiresAt: iso(SESSION_ABSOLUTE_MS) }, iso());
      return { token, userInfo: toUserInfo(user) };
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

    async revoke(sessionId: number): Promise<void> {
      await repo.revokeSession(db, sessionId, iso());
    },

    async revokeAll(userId: number): Promise<void> {
      await repo.revokeUserSessions(db, userId, iso());
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
