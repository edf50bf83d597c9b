import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/support/databases';
import { buildTestApp } from '../../../test/support/app';
import { get, post, randomIp } from '../../../test/support/accounts';
import { followToCallback, startFakeIssuer, type FakeIssuer } from '../../../test/support/oidc-issuer';
import { migrateToLatest, openSqlite } from '../../db/database';

const CLIENT = { clientId: 'parley-web', clientSecret: 'a-long-client-secret-for-tests-only', redirectUri: 'http://parley.test/chat/auth/callback' };
const clock = { now: new Date('2026-05-01T12:00:00Z') };
const advance = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));

let issuer: FakeIssuer;
beforeAll(async () => {
  issuer = await startFakeIssuer(CLIENT);
  issuer.accounts.set('alice', { email: 'Alice@IdP.test', email_verified: true });
  issuer.accounts.set('bob', { email: 'bob@idp.test', email_verified: false });
  issuer.accounts.set('carol', { email: 'carol@idp.test', email_verified: true });
  issuer.accounts.set('dave', {});
});
afterAll(async () => {
  await issuer.close();
});

const oidcEnv = () => ({
  OIDC_ISSUER: issuer.url,
  OIDC_CLIENT_ID: CLIENT.clientId,
  OIDC_CLIENT_SECRET: CLIENT.clientSecret,
  PUBLIC_URL: 'http://parley.test',
});

/** One browser: its own address and the cookie that getAccessToken sets. */
async function startSignIn(app: FastifyInstance) {
  const res = await app.inject({ method: 'POST', url: '/api/third/v1/getAccessToken', payload: { type: 'oidc' }, remoteAddress: randomIp() });
  const body = res.json() as { errCode: number; data: { authorizeUrl: string } | null; message: string };
  const setCookie = String(res.headers['set-cookie'] ?? '');
  return { body, setCookie, cookie: setCookie.split(';')[0] ?? '' };
}

const finish = (app: FastifyInstance, payload: object, cookie: string) =>
  post(app, '/api/third/v1/authLogin', { type: 'oidc', ...payload }, cookie ? { cookie } : {});

describeEachDialect('OpenID Connect sign-in', (getDatabase) => {
  let app: FastifyInstance;
  const sessionCount = async () => (await getDatabase().db.selectFrom('session').select('id').execute()).length;

  beforeAll(async () => {
    app = await buildTestApp(getDatabase(), { now: () => clock.now, env: oidcEnv() });
  });
  afterAll(async () => {
    await app.close();
  });

  it('signs a learner in through the provider with PKCE, state and nonce, and finds them again', async () => {
    issuer.nextAccount = 'alice';
    const start = await startSignIn(app);
    expect(start.body.errCode).toBe(0);
    const authorizeUrl = new URL(start.body.data!.authorizeUrl);
    expect(authorizeUrl.origin).toBe(issuer.url);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(CLIENT.redirectUri);
    const state = authorizeUrl.searchParams.get('state')!;
    expect(state.length).toBeGreaterThanOrEqual(32);
    expect(authorizeUrl.searchParams.get('nonce')).toBeTruthy();
    expect(start.setCookie).toMatch(/^parley_oidc=[A-Za-z0-9_-]{43}; Path=\/api\/third; Max-Age=300; HttpOnly; SameSite=Lax$/);
    // Only a hash of the state is kept.
    const rows = await getDatabase().db.selectFrom('oidc_login').select('state_hash').execute();
    expect(rows.some((r) => r.state_hash === state)).toBe(false);

    const callbackUrl = await followToCallback(authorizeUrl.href, CLIENT.redirectUri);
    const query = new URL(callbackUrl).searchParams;
    const login = await finish(app, { code: query.get('code'), state: query.get('state'), iss: query.get('iss') ?? undefined }, start.cookie);
    expect(login.body.errCode).toBe(0);
    expect(login.body.data.userInfo).toMatchObject({ type: 'oidc', email: 'alice@idp.test' });
    const info = await get(app, '/api/user/v1/getUserInfo', { token: login.body.data.token });
    expect(info.body.data.userInfo.id).toBe(login.body.data.userInfo.id);

    // The next sign-in (whole callback URL this time) reaches the same account.
    const again = await startSignIn(app);
    const second = await finish(app, { callbackUrl: await followToCallback(again.body.data!.authorizeUrl, CLIENT.redirectUri) }, again.cookie);
    expect(second.body.errCode).toBe(0);
    expect(second.body.data.userInfo.id).toBe(login.body.data.userInfo.id);
    expect(second.body.data.token).not.toBe(login.body.data.token);
  });

  it('creates no session for a replayed callback', async () => {
    issuer.nextAccount = 'alice';
    const start = await startSignIn(app);
    const callbackUrl = await followToCallback(start.body.data!.authorizeUrl, CLIENT.redirectUri);
    const results = await Promise.all([finish(app, { callbackUrl }, start.cookie), finish(app, { callbackUrl }, start.cookie)]);
    expect(results.map((r) => r.body.errCode).sort()).toEqual([0, 1003]);
    const before = await sessionCount();
    const replay = await finish(app, { callbackUrl }, start.cookie);
    expect(replay.body).toMatchObject({ errCode: 1003, message: 'state: this sign-in has expired or was already used, please start again' });
    expect(await sessionCount()).toBe(before);
  });

  it('creates no session for a forged state, a state from another browser, or a tampered code', async () => {
    issuer.nextAccount = 'alice';
    const before = await sessionCount();
    const victim = await startSignIn(app);
    const callbackUrl = new URL(await followToCallback(victim.body.data!.authorizeUrl, CLIENT.redirectUri));
    const code = callbackUrl.searchParams.get('code')!;

    expect((await finish(app, { code, state: 'forged-state-value-0123456789abcdef' }, victim.cookie)).body.errCode).toBe(1003);
    // Another browser (its own cookie, or none) cannot use this state.
    const other = await startSignIn(app);
    expect((await finish(app, { callbackUrl: callbackUrl.href }, other.cookie)).body.errCode).toBe(1003);
    expect((await finish(app, { callbackUrl: callbackUrl.href }, '')).body.errCode).toBe(1003);
    // A code the provider never issued: the state is used up and nothing is signed in.
    const tampered = new URL(callbackUrl);
    tampered.searchParams.set('code', `${code}x`);
    expect((await finish(app, { callbackUrl: tampered.href }, victim.cookie)).body).toMatchObject({
      errCode: 1003,
      message: 'the sign-in provider did not confirm this sign-in, please start again',
    });
    expect((await finish(app, { callbackUrl: callbackUrl.href }, victim.cookie)).body.errCode).toBe(1003);
    expect(await sessionCount()).toBe(before);
  });

  it('creates no session for a state older than 5 minutes', async () => {
    issuer.nextAccount = 'alice';
    const before = await sessionCount();
    const start = await startSignIn(app);
    const callbackUrl = await followToCallback(start.body.data!.authorizeUrl, CLIENT.redirectUri);
    advance(5 * 60_000 + 1000);
    expect((await finish(app, { callbackUrl }, start.cookie)).body.errCode).toBe(1003);
    expect(await sessionCount()).toBe(before);
  });

  it('keeps only a verified e-mail, and never takes over an existing e-mail account', async () => {
    issuer.nextAccount = 'bob';
    const bobStart = await startSignIn(app);
    const bob = await finish(app, { callbackUrl: await followToCallback(bobStart.body.data!.authorizeUrl, CLIENT.redirectUri) }, bobStart.cookie);
    expect(bob.body.data.userInfo).toMatchObject({ type: 'oidc', email: '' });

    issuer.nextAccount = 'dave';
    const daveStart = await startSignIn(app);
    const dave = await finish(app, { callbackUrl: await followToCallback(daveStart.body.data!.authorizeUrl, CLIENT.redirectUri) }, daveStart.cookie);
    expect(dave.body.data.userInfo).toMatchObject({ type: 'oidc', email: '' });
    expect(dave.body.data.userInfo.id).not.toBe(bob.body.data.userInfo.id);

    const now = clock.now.toISOString();
    await getDatabase().db.insertInto('app_user').values({ email: 'carol@idp.test', password_hash: 'x', type: 'email', phone: null, created_at: now, updated_at: now }).execute();
    issuer.nextAccount = 'carol';
    const carolStart = await startSignIn(app);
    const carol = await finish(app, { callbackUrl: await followToCallback(carolStart.body.data!.authorizeUrl, CLIENT.redirectUri) }, carolStart.cookie);
    expect(carol.body).toMatchObject({ errCode: 409, message: 'email: already has a Parley account, sign in with your e-mail and password' });
  });
});

describe('OpenID Connect settings', () => {
  it('answers 404 when third-party sign-in is not set up, and 503 when the provider is down', async () => {
    const database = openSqlite(':memory:');
    await migrateToLatest(database.db);
    const off = await buildTestApp(database);
    expect((await startSignIn(off)).body).toMatchObject({ errCode: 404, message: 'third-party sign-in is not set up on this server' });
    await off.close();
    const down = await buildTestApp(database, { env: { ...oidcEnv(), OIDC_ISSUER: 'http://127.0.0.1:9/' } });
    expect((await startSignIn(down)).body).toMatchObject({ errCode: 503, message: 'the sign-in provider is not reachable, please retry' });
    await down.close();
    await database.db.destroy();
  });

  it('needs a client id and a redirect URI when an issuer is set', async () => {
    const { loadConfig } = await import('../../config');
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(/OIDC_CLIENT_ID: is required[\s\S]*OIDC_REDIRECT_URI: is required/);
    const config = loadConfig({ OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'web', PUBLIC_URL: 'https://parley.example.com/' });
    expect(config.oidc).toMatchObject({ redirectUri: 'https://parley.example.com/chat/auth/callback', scopes: 'openid email profile' });
    expect(() => loadConfig({ OIDC_SCOPES: 'email' })).toThrow(/OIDC_SCOPES: must include 'openid'/);
  });
});
