// What a stolen database copy gives away: passwords only as argon2id hashes (OWASP's minimum of
// 19 MiB and 2 passes or more), and session tokens, verification codes, auth codes and phone
// access tokens only as hashes — the raw values appear in no row of the tables that keep them.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/support/databases';
import { buildTestApp } from '../../../test/support/app';
import { latestCode, post, signUp } from '../../../test/support/accounts';

let counter = 0;
const freshEmail = () => `stored${++counter}.${Date.now()}@example.com`;
const ARGON2ID = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

describeEachDialect('secrets at rest', (getDatabase) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getDatabase());
  });
  afterAll(async () => {
    await app.close();
  });

  /** Every value in the tables that keep codes and tokens. */
  const storedValues = async () => {
    const { db } = getDatabase();
    const tables = await Promise.all([
      db.selectFrom('verify_code').selectAll().execute(),
      db.selectFrom('auth_code').selectAll().execute(),
      db.selectFrom('session').selectAll().execute(),
    ]);
    return tables.flat().flatMap((row) => Object.values(row).map(String));
  };
  /**
   * Tokens are long enough to search for inside any value; a 6-digit code could turn up inside a
   * hex hash by chance, so for codes no value may be the code itself.
   */
  const expectNotStored = async (secrets: { codes: string[]; tokens: string[] }) => {
    const values = await storedValues();
    for (const code of secrets.codes) expect(values).not.toContain(code);
    for (const token of secrets.tokens) expect(values.filter((value) => value.includes(token))).toEqual([]);
  };

  const expectArgon2id = (hash: string | null | undefined) => {
    const [, memoryKib, passes, lanes] = ARGON2ID.exec(hash ?? '') ?? [];
    expect(hash).toMatch(ARGON2ID);
    expect(Number(memoryKib)).toBeGreaterThanOrEqual(19 * 1024);
    expect(Number(passes)).toBeGreaterThanOrEqual(2);
    expect(Number(lanes)).toBeGreaterThanOrEqual(1);
  };

  it('keeps passwords as argon2id hashes of at least 19 MiB and 2 passes, also after a reset', async () => {
    const email = freshEmail();
    await signUp(app, email, 'first secret password');
    const user = () => getDatabase().db.selectFrom('app_user').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow();
    const first = (await user()).password_hash;
    expectArgon2id(first);
    expect(first).not.toContain('first secret password');

    const other = await buildTestApp(getDatabase());
    await post(other, '/api/user/sendEmailVerifyCode', { email, type: 'reset' });
    await other.close();
    const { authCode } = (await post(app, '/api/user/checkEmailVerifyCode', { email, type: 'reset', code: await latestCode(app, email) })).body.data;
    expect((await post(app, '/api/user/resetPassword', { email, password: 'second secret password', authCode })).body.errCode).toBe(0);
    const second = (await user()).password_hash;
    expectArgon2id(second);
    expect(second).not.toBe(first);
  });

  it('keeps session tokens, e-mail codes and auth codes only as hashes', async () => {
    const email = freshEmail();
    await post(app, '/api/user/sendEmailVerifyCode', { email, type: 'signup' });
    const code = await latestCode(app, email);
    const { authCode } = (await post(app, '/api/user/checkEmailVerifyCode', { email, type: 'signup', code })).body.data as { authCode: string };
    const created = (await post(app, '/api/user/signup', { email, password: 'long enough password', authCode })).body.data as { token: string };
    const signedIn = (await post(app, '/api/user/login', { email, password: 'long enough password' })).body.data as { token: string };

    const { db } = getDatabase();
    expect(await db.selectFrom('verify_code').select('code_hash').where('target', '=', email).execute()).toEqual([{ code_hash: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    expect(await db.selectFrom('auth_code').select('code_hash').where('target', '=', email).execute()).toEqual([{ code_hash: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    await expectNotStored({ codes: [code], tokens: [authCode, created.token, signedIn.token] });
  });

  it('keeps phone codes and phone access tokens only as hashes', async () => {
    const phone = `+4477${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    expect((await post(app, '/api/user/v1/sendPhoneCode', { phone })).body.errCode).toBe(0);
    const code = await latestCode(app, phone);
    const { phoneAccessToken } = (await post(app, '/api/user/v1/checkPhoneCode', { phone, code })).body.data as { phoneAccessToken: string };
    const { token } = (await post(app, '/api/third/v1/authLogin', { type: 'phone' }, { phoneaccesstoken: phoneAccessToken })).body.data as { token: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expectNotStored({ codes: [code], tokens: [phoneAccessToken, token] });
  });
});
