// Rules of third-party sign-in. Phone: 6-digit SMS codes and single-use phoneAccessTokens, under
// the user module's code rules (verification.service.ts: 10 minutes, five tries, keyed hash, single
// use). OpenID Connect: a pending sign-in (state, nonce, PKCE verifier) lives 5 minutes, is bound to
// the browser that started it, and is taken once; accounts are matched by (issuer, subject).
// Accounts, codes and sessions are the user module's: this service asks the user service for them.
import type { FastifyBaseLogger } from 'fastify';
import { ErrCode } from '@parley/contract/envelope';
import { Refusal } from '@parley/contract/refusals';
import type { SessionData } from '@parley/contract/user';
import { AppError } from '../../platform/app-error';
import { createBackgroundTasks } from '../../platform/background-tasks';
import type { Db } from '../../db/database';
import type { UserService } from '../user/user.service';
import { CODE_TTL_MS, codeTiming, newToken, sha256 } from '../user/verification.service';
import * as repo from './third.repository';
import type { OidcClient } from './oidc';
import { type SmsSender } from './sms';
import { mailLanguage, templatesFor } from '../user/mail-templates';

export const OIDC_LOGIN_TTL_MS = 5 * 60_000;
/** The purpose of phone codes and of the phoneAccessTokens they are exchanged for. */
const PHONE_CODE_TYPE = 'phone';

export interface ThirdServiceDeps {
  db: Db;
  users: UserService;
  now: () => Date;
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

const stateGone = () => new AppError(ErrCode.CodeExpired, 'state: this sign-in has expired or was already used, please start again');

export function createThirdService({ db, users, now, sms, oidc, log }: ThirdServiceDeps) {
  const iso = (offsetMs = 0) => new Date(now().getTime() + offsetMs).toISOString();
  /** The answer does not wait for the gateway, so it takes the same time whatever happens next. */
  const background = createBackgroundTasks((error) => log.error({ err: error }, 'text message could not be sent'));

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
    const known = await users.findUserByIdentity(claims.issuer, claims.subject);
    if (known) return known;
    // Only an address the provider verified is kept; an unverified one could belong to anyone.
    const email = claims.email && claims.emailVerified ? claims.email : null;
    if (email && (await users.isEmailTaken(email))) {
      // Not linked automatically: whoever controls this provider account would take over the
      // Parley account. The learner signs in with their password instead.
      throw new AppError(ErrCode.Conflict, Refusal.emailTakenByPasswordAccount);
    }
    const created = await users.createAccount({ email, phone: null, type: 'oidc', identity: { issuer: claims.issuer, subject: claims.subject } });
    if (created) return created;
    // A parallel first sign-in of the same identity won the race.
    const raced = await users.findUserByIdentity(claims.issuer, claims.subject);
    if (raced) return raced;
    throw new AppError(ErrCode.Conflict, Refusal.emailTakenByPasswordAccount);
  }

  return {
    /** Resolves when every background send has finished (tests, shutdown). */
    settled: background.settled,

    async sendPhoneCode(phone: string, languageHint: string | null) {
      const code = await users.verification.issueCode(phone, PHONE_CODE_TYPE);
      const text = templatesFor(mailLanguage(languageHint)).signInSms(code, CODE_TTL_MS / 60_000);
      background.run(() => sms.send({ to: phone, text, code }));
      return codeTiming();
    },

    async checkPhoneCode(phone: string, code: string) {
      await users.verification.checkCode(phone, PHONE_CODE_TYPE, code);
      return { phoneAccessToken: await users.verification.issueAuthCode(phone, PHONE_CODE_TYPE) };
    },

    async phoneLogin(phoneAccessToken: string | undefined): Promise<SessionData> {
      if (!phoneAccessToken) throw new AppError(ErrCode.InvalidInput, 'phoneAccessToken: header is required');
      if (phoneAccessToken.length > 128) throw new AppError(ErrCode.CodeExpired, 'phoneAccessToken: has expired or was already used');
      const phone = await users.verification.takeAuthCode(phoneAccessToken, PHONE_CODE_TYPE);
      if (!phone) throw new AppError(ErrCode.CodeExpired, 'phoneAccessToken: has expired or was already used');
      // A parallel first sign-in of the same phone may create the account first: then it is found.
      const user =
        (await users.findUserByPhone(phone)) ??
        (await users.createAccount({ email: null, phone, type: 'phone', identity: null })) ??
        (await users.findUserByPhone(phone));
      if (!user) throw new Error(`phone account for ${phone.slice(0, 4)}… could not be created`);
      return users.startSession(user);
    },

    isOidcEnabled: () => oidc !== null,

    /** Starts an OIDC sign-in; `binding` goes into an HttpOnly cookie of the browser. */
    async startOidc(): Promise<{ authorizeUrl: string; binding: string }> {
      if (!oidc) throw new AppError(ErrCode.NotFound, 'third-party sign-in is not set up on this server');
      const start = await oidc.start();
      const binding = newToken();
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
      return users.startSession(await accountForIdentity(claims));
    },
  };
}

export type ThirdService = ReturnType<typeof createThirdService>;
