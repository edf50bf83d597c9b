// SQL for accounts (with their default settings and provider identities), settings, one-time
// codes, sessions and sign-in failures. Counters and single-use consumption are single conditional
// UPDATEs, so parallel requests cannot race them.
import { sql } from 'kysely';
import { DEFAULT_LEVEL } from '@parley/contract/common';
import type { Db } from '../../db/database';
import { dialectOf } from '../../db/dialect';
import { isUniqueViolation } from '../../db/unique-violation';
import type { UserSettingsTable } from '../../db/schema';
import type { LoginFailureCounts } from './sign-in-limits';

export async function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('app_user').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserById(db: Db, id: number) {
  return db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewUser {
  email: string | null;
  passwordHash: string | null;
  type: 'email' | 'oidc' | 'phone';
  phone?: string | null;
  /** The account at an OpenID Connect provider it signs in with. */
  identity?: { issuer: string; subject: string } | null;
}

/**
 * Creates the user, their default settings and their provider identity in one transaction.
 * Answers null when a unique key is taken (the e-mail, phone or identity, perhaps by a parallel
 * request meanwhile).
 */
export async function insertUser(db: Db, user: NewUser, now: string) {
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('app_user')
        .values({ email: user.email, password_hash: user.passwordHash, type: user.type, phone: user.phone ?? null, created_at: now, updated_at: now })
        .returning(['id', 'email', 'type'])
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('user_settings')
        .values({ user_id: row.id, topics: '[]', level: DEFAULT_LEVEL, auto_play_voice: 1, auto_blur_text: 0, auto_speech_assessment: 0, playback_rate: 1, updated_at: now })
        .execute();
      if (user.identity) {
        await trx
          .insertInto('identity')
          .values({ issuer: user.identity.issuer, subject: user.identity.subject, user_id: row.id, email: user.email, created_at: now })
          .execute();
      }
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function findUserByIdentity(db: Db, issuer: string, subject: string) {
  return db
    .selectFrom('identity')
    .innerJoin('app_user', 'app_user.id', 'identity.user_id')
    .select(['app_user.id', 'app_user.email', 'app_user.type'])
    .where('identity.issuer', '=', issuer)
    .where('identity.subject', '=', subject)
    .executeTakeFirst();
}

export async function findUserByPhone(db: Db, phone: string) {
  return db.selectFrom('app_user').select(['id', 'email', 'type']).where('phone', '=', phone).executeTakeFirst();
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string, now: string) {
  await db.updateTable('app_user').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', userId).execute();
}

// ---- verification codes -------------------------------------------------------------------

export async function insertVerifyCode(db: Db, code: { target: string; type: string; codeHash: string; expiresAt: string }, now: string) {
  // A new code replaces the previous ones for the same address and purpose. They expire rather than
  // count as consumed, so that consumed_at means "a right try" (countWrongCodeTriesSince needs that).
  await db.updateTable('verify_code').set({ expires_at: now }).where('target', '=', code.target).where('type', '=', code.type).where('consumed_at', 'is', null).execute();
  await db
    .insertInto('verify_code')
    .values({ target: code.target, type: code.type, code_hash: code.codeHash, attempts: 0, expires_at: code.expiresAt, created_at: now })
    .execute();
}

export async function findLiveVerifyCode(db: Db, target: string, type: string, now: string) {
  return db
    .selectFrom('verify_code')
    .selectAll()
    .where('target', '=', target)
    .where('type', '=', type)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Counts one try in a single conditional UPDATE, so parallel tries cannot exceed the limit.
 * 'locked': the code already had its tries; 'used': another request consumed it meanwhile.
 */
export async function countVerifyAttempt(db: Db, id: number, maxAttempts: number): Promise<number | 'locked' | 'used'> {
  const row = await db
    .updateTable('verify_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .returning(['attempts', 'consumed_at'])
    .executeTakeFirst();
  if (!row) return 'locked';
  return row.consumed_at === null ? row.attempts : 'used';
}

/**
 * Wrong code tries for a target (e-mail or phone, every purpose together) on codes issued since
 * `since`: tries counted on each code, less the one right try of each consumed code.
 */
export async function countWrongCodeTriesSince(db: Db, target: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('verify_code')
    .select((eb) => [eb.fn.sum<number | string | null>('attempts').as('tries'), eb.fn.count<number | string>('consumed_at').as('consumed')])
    .where('target', '=', target)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Math.max(0, Number(row?.tries ?? 0) - Number(row?.consumed ?? 0));
}

/** Marks a code used; true for exactly one of several parallel callers. */
export async function consumeVerifyCode(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('verify_code')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    // Not one a newer code replaced while this try was being checked.
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function latestVerifyCodeAt(db: Db, target: string, type: string) {
  const row = await db.selectFrom('verify_code').select('created_at').where('target', '=', target).where('type', '=', type).orderBy('id', 'desc').executeTakeFirst();
  return row?.created_at ?? null;
}

// ---- auth codes (proof that a verification code was checked) ---------------------------------

export async function insertAuthCode(db: Db, code: { codeHash: string; target: string; type: string; expiresAt: string }, now: string) {
  await db.insertInto('auth_code').values({ code_hash: code.codeHash, target: code.target, type: code.type, expires_at: code.expiresAt, created_at: now }).execute();
}

/** Uses an auth code once, for its own address and purpose, before it expires. */
export async function consumeAuthCode(db: Db, code: { codeHash: string; target: string; type: string }, now: string): Promise<boolean> {
  const result = await db
    .updateTable('auth_code')
    .set({ consumed_at: now })
    .where('code_hash', '=', code.codeHash)
    .where('target', '=', code.target)
    .where('type', '=', code.type)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Uses an auth code of this purpose once, whatever its target; answers that target, or null. */
export async function takeAuthCode(db: Db, codeHash: string, type: string, now: string): Promise<string | null> {
  const row = await db
    .updateTable('auth_code')
    .set({ consumed_at: now })
    .where('code_hash', '=', codeHash)
    .where('type', '=', type)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('target')
    .executeTakeFirst();
  return row?.target ?? null;
}

// ---- sessions ----------------------------------------------------------------------------

export async function insertSession(db: Db, session: { userId: number; tokenHash: string; expiresAt: string }, now: string) {
  const row = await db
    .insertInto('session')
    .values({ user_id: session.userId, token_hash: session.tokenHash, created_at: now, last_seen_at: now, expires_at: session.expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('session')
    .innerJoin('app_user', 'app_user.id', 'session.user_id')
    .select(['session.id', 'session.user_id', 'session.last_seen_at', 'session.expires_at', 'session.revoked_at', 'app_user.email'])
    .where('session.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function touchSession(db: Db, id: number, now: string) {
  await db.updateTable('session').set({ last_seen_at: now }).where('id', '=', id).execute();
}

export async function revokeSession(db: Db, id: number, now: string) {
  await db.updateTable('session').set({ revoked_at: now }).where('id', '=', id).where('revoked_at', 'is', null).execute();
}

export async function revokeUserSessions(db: Db, userId: number, now: string) {
  await db.updateTable('session').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

// ---- sign-in failures --------------------------------------------------------------------

/**
 * Counts a sign-in as failed before the password is checked, so that parallel tries cannot all
 * slip under the limit. Failures count per account AND client address (`perAddress`: a third
 * party's failures from elsewhere do not lock the learner out), with a high ceiling per account
 * over all addresses (`perAccount`) against guessing from many addresses. The count and the
 * reservation happen in one transaction that holds a per-account lock: on PostgreSQL an advisory
 * lock (identity values are handed out before rows commit, so "rows before mine" is not a safe
 * count there); SQLite serialises writers anyway. A try beyond a limit reserves nothing.
 */
/**
 * Counts the account's failed sign-ins in the window, asks `retryAfterMs` whether this client may
 * try now, and if so records a failure in advance (released when the password is right), all in
 * one transaction: parallel wrong guesses cannot all pass one check.
 */
export async function reserveLoginFailure(
  db: Db,
  attempt: { email: string; client: string },
  now: string,
  since: string,
  retryAfterMs: (counts: LoginFailureCounts) => number,
) {
  const { email, client } = attempt;
  return db.transaction().execute(async (trx) => {
    if (dialectOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`login_failure:${email}`}))`.execute(trx);
    const count = (fromClient: boolean) =>
      trx
        .selectFrom('login_failure')
        .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('created_at').as('oldest'), eb.fn.max('created_at').as('newest')])
        .where('email', '=', email)
        .where('created_at', '>', since)
        .$if(fromClient, (qb) => qb.where('address', '=', client))
        .executeTakeFirstOrThrow();
    const [mine, account] = [await count(true), await count(false)];
    const waitMs = retryAfterMs({
      mine: { n: Number(mine.n), oldest: (mine.oldest as string | null) ?? null },
      account: { n: Number(account.n), newest: (account.newest as string | null) ?? null },
    });
    if (waitMs > 0) return { id: null, isAllowed: false as const, retryAfterMs: waitMs };
    const { id } = await trx.insertInto('login_failure').values({ email, address: client, created_at: now }).returning('id').executeTakeFirstOrThrow();
    return { id, isAllowed: true as const };
  });
}

/** Forgets an account's failed sign-ins: its owner proved control of the address (a reset). */
export async function clearLoginFailures(db: Db, email: string) {
  await db.deleteFrom('login_failure').where('email', '=', email).execute();
}

/** Withdraws a reservation: the sign-in succeeded (or was refused by the limit). */
export async function releaseLoginFailure(db: Db, id: number) {
  await db.deleteFrom('login_failure').where('id', '=', id).execute();
}

// ---- settings ----------------------------------------------------------------------------

export async function findSettings(db: Db, userId: number) {
  return db.selectFrom('user_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The columns a settings change may set (the table type is the one source). */
export type SettingsPatch = Partial<Omit<UserSettingsTable, 'user_id' | 'updated_at'>>;

export async function updateSettings(db: Db, userId: number, patch: SettingsPatch, now: string) {
  await db.updateTable('user_settings').set({ ...patch, updated_at: now }).where('user_id', '=', userId).execute();
}
