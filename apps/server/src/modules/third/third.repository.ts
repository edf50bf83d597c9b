// SQL for third-party sign-in: pending OpenID Connect sign-ins, identities at a provider, phone
// accounts and single-use phone access tokens. Every single-use value is taken with one
// conditional UPDATE … RETURNING, so of several parallel requests exactly one gets it.
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../user/user.repository';

// ---- pending OpenID Connect sign-ins -------------------------------------------------------

export interface NewOidcLogin {
  stateHash: string;
  bindingHash: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  expiresAt: string;
}

export async function insertOidcLogin(db: Db, login: NewOidcLogin, now: string): Promise<void> {
  // Housekeeping: pending sign-ins are useless once expired.
  await db.deleteFrom('oidc_login').where('expires_at', '<', now).execute();
  await db
    .insertInto('oidc_login')
    .values({
      state_hash: login.stateHash,
      binding_hash: login.bindingHash,
      nonce: login.nonce,
      code_verifier: login.codeVerifier,
      redirect_uri: login.redirectUri,
      expires_at: login.expiresAt,
      created_at: now,
    })
    .execute();
}

/** Takes a pending sign-in once: only with its own browser binding and before it expires. */
export async function consumeOidcLogin(db: Db, stateHash: string, bindingHash: string, now: string) {
  return db
    .updateTable('oidc_login')
    .set({ consumed_at: now })
    .where('state_hash', '=', stateHash)
    .where('binding_hash', '=', bindingHash)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['nonce', 'code_verifier', 'redirect_uri'])
    .executeTakeFirst();
}

// ---- identities and accounts -----------------------------------------------------------------

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

export async function emailIsTaken(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

export interface NewThirdPartyUser {
  email: string | null;
  phone: string | null;
  type: 'oidc' | 'phone';
  identity: { issuer: string; subject: string } | null;
}

/**
 * Creates the account, its default settings and its identity in one transaction. Answers null
 * when a unique key is taken (same identity, phone or e-mail created meanwhile by a parallel request).
 */
export async function insertThirdPartyUser(db: Db, user: NewThirdPartyUser, now: string) {
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('app_user')
        .values({ email: user.email, password_hash: null, type: user.type, phone: user.phone, created_at: now, updated_at: now })
        .returning(['id', 'email', 'type'])
        .executeTakeFirstOrThrow();
      await trx.insertInto('user_settings').values({ user_id: row.id, topics: '[]', level: 'A1', auto_play_voice: 1, auto_blur_text: 0, auto_speech_assessment: 0, playback_rate: 1, updated_at: now }).execute();
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

// ---- phone access tokens (auth_code rows of type 'phone') -------------------------------------

export const PHONE_TOKEN_TYPE = 'phone';

/** Uses a phone access token once; answers the phone number it was issued for, or null. */
export async function consumePhoneAccessToken(db: Db, tokenHash: string, now: string): Promise<string | null> {
  const row = await db
    .updateTable('auth_code')
    .set({ consumed_at: now })
    .where('code_hash', '=', tokenHash)
    .where('type', '=', PHONE_TOKEN_TYPE)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('target')
    .executeTakeFirst();
  return row?.target ?? null;
}
