// A real OpenID Connect provider (oidc-provider) on a loopback port, for end-to-end tests of
// third-party sign-in. Sign-in and consent are automatic: the interaction page signs in as
// `nextAccount`, and the grant for the scopes asked is given without a consent screen.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ProviderContext } from 'oidc-provider';

export interface FakeAccount {
  email?: string;
  email_verified?: boolean;
}

export interface FakeIssuer {
  url: string;
  /** The account the next sign-in at the provider uses. */
  nextAccount: string;
  accounts: Map<string, FakeAccount>;
  close(): Promise<void>;
}

export async function startFakeIssuer(client: { clientId: string; clientSecret: string; redirectUri: string }): Promise<FakeIssuer> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, FakeAccount>();
  const issuer: FakeIssuer = {
    url,
    nextAccount: 'alice',
    accounts,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const provider = new Provider(url, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({ sub: id, ...accounts.get(id) }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    // Consent is given automatically for whatever the client asked.
    loadExistingGrant: async (ctx: ProviderContext) => {
      const accountId = ctx.oidc.session.accountId;
      if (!accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    cookies: { keys: ['parley-test-cookie-key'] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    pkce: { required: () => true },
  });
  provider.on('server_error', (_ctx, error) => console.error('[fake issuer]', error));

  const handle = provider.callback();
  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      provider
        .interactionFinished(req, res, { login: { accountId: issuer.nextAccount } }, { mergeWithLastSubmission: false })
        .catch((error: unknown) => res.writeHead(500).end(String(error)));
      return;
    }
    handle(req, res);
  });
  return issuer;
}

/**
 * Plays the browser: follows the provider's redirects, keeping its cookies, until it is sent back
 * to the redirect URI, and answers that callback URL.
 */
export async function followToCallback(authorizeUrl: string, redirectUri: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = authorizeUrl;
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.startsWith(redirectUri)) return url;
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`the provider did not redirect from ${url}: HTTP ${res.status} ${await res.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects at the provider');
}
