// SQL for third-party sign-in: pending OpenID Connect sign-ins, each taken with one conditional
// UPDATE … RETURNING, so of several parallel requests exactly one gets it. Accounts, identities,
// codes and sessions belong to the user module (user.service.ts).
import type { Db } from '../../db/database';

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
