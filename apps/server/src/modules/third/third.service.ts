// Rules of third-party sign-in. Phone: 6-digit SMS codes under the e-mail code rules (10 minutes,
// single use, five tries, keyed hash) and single-use phoneAccessTokens (15 minutes). OpenID
// Connect: a pending sign-in (state, nonce, PKCE verifier) lives 5 minutes, is bound to the
// browser that started it, and is taken once; accounts are matched by (issuer, subject).
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ErrCode } from '@parley/contract/envelope';
import type { SessionData, UserInfo } from '@parley/contract/user';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../db/database';
import * as users from '../user/user.repository';
import { AUTH_CODE_TTL_MS, CODE_MAX_ATTEMPTS, CODE_RESEND_AFTER_S, CODE_TTL_MS, SESSION_ABSOLUTE_MS } from '../user/user.service';
import * as repo from './third.repository';
import type { OidcClient } from './oidc';
import { phoneCodeText, smsLanguage, type SmsSender } from './sms';

export const OIDC_LOGIN_TTL_MS = 5 * 60_000;
const PHONE_CODE_TYPE = 'phone';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const randomToken = () => randomBytes(32).toString('base64url');

export interface ThirdServiceDeps {
  db: Db;
  now: () => Date;
  /** Server-side secret that keys the hashes of 6-digit codes. */
  secret: string;
  sms: SmsSender;
  /** Null when OIDC_ISSUER is not set. */
  oidc: OidcClient | null;
  log: Pick<FastifyBaseLogger, 'error'>;
}

export interface OidcCallback {
  code?: string | undefined;
  state?: string | undefined;
  iss?: string | undefined;
  callbackUrl?: string | undefined;
}

const codeGone = () => new AppError(ErrCode.CodeExpired, 'code: has expired or was already used, ask for a new one');
const codeLocked = () => new AppError(ErrCode.CodeLocked, 'code: too many wrong tries, ask for a new one');
const stateGone = () => new AppError(ErrCode.CodeExpired, 'state: this sign-in has expired or was already used, please start again');

export function createThirdService({ db, now, secret, sms, oidc, log }: ThirdServiceDeps) {
  const iso = (offsetMs = 0) => new Date(now().getTime() + offsetMs).toISOString();
  const codeHash = (target: string, code: string) => createHmac('sha256', secret).update(`${PHONE_CODE_TYPE}\n${target}\n${code}`).digest('hex');
  const pending = new Set<Promise<void>>();

  const toUserInfo = (row: { id: number; email: string | null; type: string }): UserInfo => ({ id: row.id, email: row.email ?? '', type: row.type });

  async function startSession(user: { id: number; email: string | null; type: string }): Promise<SessionData> {
    const token = randomToken();
    await users.insertSession(db, { userId: user.id, tokenHash: sha256(token), expiresAt: iso(SESSION_ABSOLUTE_MS) }, iso());
    return { token, userInfo: toUserInfo(user) };
  }

  /** The answer does not wait for the gateway, so it takes the same time whatever happens next. */
  function inBackground(task: () => Promise<void>) {
    const run = task()
      .catch((error: unknown) => log.error({ err: error }, 'text message could not be sent'))
      .finally(() => pending.delete(run));
    pending.add(run);
  }

  function parseCallback(input: OidcCallback): { params: URLSearchParams; state: string } {
    let params: URLSearchParams;
    if (input.callbackUrl) {
      try {
        params = new URL(input.callbackUrl, 'http://callback.invalid').searchParams;
      } catch {
        throw new AppError(ErrCode.InvalidInput, 'callbackUrl: is not a URL');
      }
    } else {
      params = new URLSearchParams();
      if (input.code) params.set('code', input.code);
      if (input.state) params.set('state', input.state);
      if (input.iss) params.set('iss', input.iss);
    }
    const state = params.get('state');
    if (!state) throw new AppError(ErrCode.InvalidInput, 'state: is required');
    if (!params.get('code') && !params.get('error')) throw new AppError(ErrCode.InvalidInput, 'code: is required');
    // Only the authorisation-response parameters go to the client library.
    const kept = new URLSearchParams();
    for (const key of ['code', 'state', 'iss', 'error', 'error_description', 'session_state']) {
      const value = params.get(key);
      if (value !== null) kept.set(key, value);
    }
    return { params: kept, state };
  }

  async function accountForIdentity(claims: { issuer: string; subject: string; email: string | null; emailVerified: boolean }) {
    const known = await repo.findUserByIdentity(db, claims.issuer, claims.subject);
    if (known) return known;
    // Only an address the provider verified is kept; an unverified one could belong to anyone.
    const email = claims.email && claims.emailVerified ? claims.email : null;
    if (email && (await repo.emailIsTaken(db, email))) {
      // Not linked automatically: whoever controls this provider account would take over the
      // Parley account. The learner signs in with their password instead.
      throw new AppError(ErrCode.Conflict, 'email: already has a Parley account, sign in with your e-mail and password');
    }
    const created = await repo.insertThirdPartyUser(db, { email, phone: null, type: 'oidc', identity: { issuer: claims.issuer, subject: claims.subject } }, iso());
    if (created) return created;
    // A parallel first sign-in of the same identity won the race.
    const raced = await repo.findUserByIdentity(db, claims.issuer, claims.subject);
    if (raced) return raced;
    throw new AppError(ErrCode.Conflict, 'email: already has a Parley account, sign in with your e-mail and password');
  }

  return {
    /** Resolves when every background send has finished (tests, shutdown). */
    async settled(): Promise<void> {
      await Promise.all([...pending]);
    },

    async sendPhoneCode(phone: string, languageHint: string | null) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await users.insertVerifyCode(db, { target: phone, type: PHONE_CODE_TYPE, codeHash: codeHash(phone, code), expiresAt: iso(CODE_TTL_MS) }, iso());
      const text = phoneCodeText(smsLanguage(languageHint), code, CODE_TTL_MS / 60_000);
      inBackground(() => sms.send({ to: phone, text, code }));
      return { resendAfter: CODE_RESEND_AFTER_S, expiresIn: CODE_TTL_MS / 1000 };
    },

    async checkPhoneCode(phone: string, code: string) {
      const live = await users.findLiveVerifyCode(db, phone, PHONE_CODE_TYPE, iso());
      if (!live) throw codeGone();
      // Counted before comparing, in one conditional UPDATE: parallel wrong tries cannot exceed five.
      const attempts = await users.countVerifyAttempt(db, live.id, CODE_MAX_ATTEMPTS);
      if (attempts === 'locked') throw codeLocked();
      if (attempts === 'used') throw codeGone();
      if (live.code_hash !== codeHash(phone, code)) {
        const left = CODE_MAX_ATTEMPTS - attempts;
        if (left <= 0) throw codeLocked();
        throw new AppError(ErrCode.CodeWrong, `code: is not right, ${left} ${left === 1 ? 'try' : 'tries'} left`);
      }
      if (!(await users.consumeVerifyCode(db, live.id, iso()))) throw codeGone();
      const phoneAccessToken = randomToken();
      await users.insertAuthCode(db, { codeHash: sha256(phoneAccessToken), target: phone, type: repo.PHONE_TOKEN_TYPE, expiresAt: iso(AUTH_CODE_TTL_MS) }, iso());
      return { phoneAccessToken };
    },

    async phoneLogin(phoneAccessToken: string | undefined): Promise<SessionData> {
      if (!phoneAccessToken) throw new AppError(ErrCode.InvalidInput, 'phoneAccessToken: header is required');
      if (phoneAccessToken.length > 128) throw new AppError(ErrCode.CodeExpired, 'phoneAccessToken: has expired or was already used');
      const phone = await repo.consumePhoneAccessToken(db, sha256(phoneAccessToken), iso());
      if (!phone) throw new AppError(ErrCode.CodeExpired, 'phoneAccessToken: has expired or was already used');
      let user = await repo.findUserByPhone(db, phone);
      if (!user) {
        user = (await repo.insertThirdPartyUser(db, { email: null, phone, type: 'phone', identity: null }, iso())) ?? (await repo.findUserByPhone(db, phone));
      }
      if (!user) throw new Error(`phone account for ${phone.slice(0, 4)}… could not be created`);
      return startSession(user);
    },

    isOidcEnabled: () => oidc !== null,

    /** Starts an OIDC sign-in; `binding` goes into an HttpOnly cookie of the browser. */
    async startOidc(): Promise<{ authorizeUrl: string; binding: string }> {
      if (!oidc) throw new AppError(ErrCode.NotFound, 'third-party sign-in is not set up on this server');
      const start = await oidc.start();
      const binding = randomToken();
      await repo.insertOidcLogin(
        db,
        {
          stateHash: sha256(start.state),
          bindingHash: sha256(binding),
          nonce: start.nonce,
          codeVerifier: start.codeVerifier,
          redirectUri: oidc.settings.redirectUri,
          expiresAt: iso(OIDC_LOGIN_TTL_MS),
        },
        iso(),
      );
      return { authorizeUrl: start.authorizeUrl, binding };
    },

    async finishOidc(input: OidcCallback, binding: string | undefined): Promise<SessionData> {
      if (!oidc) throw new AppError(ErrCode.NotFound, 'third-party sign-in is not set up on this server');
      const { params, state } = parseCallback(input);
      if (!binding || state.length > 512) throw stateGone();
      const pendingLogin = await repo.consumeOidcLogin(db, sha256(state), sha256(binding), iso());
      if (!pendingLogin) throw stateGone();
      const callbackUrl = new URL(pendingLogin.redirect_uri);
      callbackUrl.search = params.toString();
      const claims = await oidc.finish(callbackUrl, { state, nonce: pendingLogin.nonce, codeVerifier: pendingLogin.code_verifier });
      return startSession(await accountForIdentity(claims));
    },
  };
}

export type ThirdService = ReturnType<typeof createThirdService>;
