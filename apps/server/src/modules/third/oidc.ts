// The OpenID Connect client (openid-client v6): discovery of the issuer once (retried after a
// failure), authorisation URLs with PKCE (S256), state and nonce, and the code exchange with the
// ID token checked (signature, issuer, audience, nonce, expiry) by openid-client.
import * as client from 'openid-client';
import { ErrCode } from '@parley/contract/envelope';
import { AppError } from '../../platform/app-error';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  redirectUri: string;
  scopes: string;
}

export interface OidcStart {
  authorizeUrl: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcClaims {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

export interface OidcClient {
  readonly settings: OidcSettings;
  start(): Promise<OidcStart>;
  finish(callbackUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }): Promise<OidcClaims>;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

const unavailable = () => new AppError(ErrCode.EngineUnavailable, 'the sign-in provider is not reachable, please retry');
const refused = () => new AppError(ErrCode.CodeExpired, 'the sign-in provider did not confirm this sign-in, please start again');

/** Plain http is accepted only for a provider on this machine (development and tests). */
function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

function isNetworkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof client.ResponseBodyError || error instanceof client.AuthorizationResponseError) return false;
  if (error instanceof client.ClientError) return error.code === 'OAUTH_TIMEOUT' || error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM';
  return error.name === 'TypeError' || error.name === 'AbortError' || error.name === 'TimeoutError';
}

export function createOidcClient(settings: OidcSettings): OidcClient {
  const issuerUrl = new URL(settings.issuer);
  let configuration: Promise<client.Configuration> | null = null;

  function discover(): Promise<client.Configuration> {
    configuration ??= client
      .discovery(
        issuerUrl,
        settings.clientId,
        undefined,
        settings.clientSecret ? client.ClientSecretBasic(settings.clientSecret) : client.None(),
        isLoopbackHttp(issuerUrl) ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
      )
      .catch((error: unknown) => {
        configuration = null;
        throw error;
      });
    return configuration;
  }

  async function config(): Promise<client.Configuration> {
    try {
      return await discover();
    } catch {
      throw unavailable();
    }
  }

  return {
    settings,
    async start() {
      const cfg = await config();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const url = client.buildAuthorizationUrl(cfg, {
        redirect_uri: settings.redirectUri,
        scope: settings.scopes,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { authorizeUrl: url.href, state, nonce, codeVerifier };
    },

    async finish(callbackUrl, checks) {
      const cfg = await config();
      try {
        const tokens = await client.authorizationCodeGrant(cfg, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims();
        if (!idToken) throw refused();
        let email = typeof idToken.email === 'string' ? idToken.email : null;
        let emailVerified = idToken.email_verified === true;
        // Many providers put the e-mail only in the UserInfo answer when a code was exchanged.
        if (!email && tokens.access_token && cfg.serverMetadata().userinfo_endpoint) {
          const info = await client.fetchUserInfo(cfg, tokens.access_token, idToken.sub);
          email = typeof info.email === 'string' ? info.email : null;
          emailVerified = info.email_verified === true;
        }
        return { issuer: idToken.iss, subject: idToken.sub, email: email?.trim().toLowerCase() ?? null, emailVerified };
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (isNetworkError(error)) throw unavailable();
        throw refused();
      }
    },
  };
}
