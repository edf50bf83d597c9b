import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/support/databases';
import { buildTestApp } from '../../../test/support/app';
import { get, latestCode, post, signUp, waitForMail } from '../../../test/support/accounts';

const clock = { now: new Date('2026-03-01T10:00:00Z') };
const advance = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let counter = 0;
const freshEmail = () => `learner${++counter}.${Date.now()}@example.com`;

describeEachDialect('accounts', (getDatabase) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(getDatabase(), { now: () => clock.now });
  });
  afterAll(async () => {
    await app.close();
  });

  it('signs a learner up with a mailed code and signs them in', async () => {
    const email = freshEmail();
    const sent = await post(app, '/api/user/sendEmailVerifyCode', { email: `  ${email.toUpperCase()} `, type: 'signup' });
    expect(sent.body).toEqual({ errCode: 0, data: { resendAfter: 60, expiresIn: 600 }, message: 'ok' });
    const mail = (await get(app, `/api/dev/outbox?email=${email}`)).body.data.list[0];
    const code = await latestCode(app, email);
    expect(code).toMatch(/^\d{6}$/);
    const outbox = (await get(app, `/api/dev/outbox?email=${email}`)).body.data.list[0];
    expect(outbox ?? mail).toMatchObject({ to: email, subject: 'Your Parley sign-up code' });
    expect(outbox.text).toContain(code);
    expect(outbox.text).toMatch(/valid for 10 minutes/);

    const checked = await post(app, '/api/user/checkEmailVerifyCode', { email, type: 'signup', code });
    expect(checked.body.errCode).toBe(0);
    const created = await post(app, '/api/user/signup', { email, password: 'pässwörd 密码 ok', authCode: checked.body.data.authCode });
    expect(created.body.errCode).toBe(0);
    expect(created.body.data.userInfo).toMatchObject({ email, type: 'email' });
    expect(created.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const info = await get(app, '/api/user/v1/getUserInfo', { token: created.body.data.token });
    expect(info.body.data.userInfo.email).toBe(email);
    expect(info.body.data.settings).toMatchObject({ level: 'A1', autoPlayVoice: true, autoBlurText: false, autoSpeechAssessment: false, playbackRate: 1 });

    // The same password typed in another Unicode form still signs in.
    const login = await post(app, '/api/user/login', { email, password: 'pässwörd 密码 ok'.normalize('NFD') });
    expect(login.body.errCode).toBe(0);
    expect(login.body.data.token).not.toBe(created.body.data.token);
  });

  /** Another server process over the same database: its per-address limits start from zero. */
  const otherProcess = () => buildTestApp(getDatabase(), { now: () => clock.now });

  it('answers the same for known and unknown addresses, and mails the owner instead of a code', async () => {
    const { userInfo } = await signUp(app, freshEmail());
    const app2 = await otherProcess();
    const unknown = freshEmail();
    const knownSignup = await post(app2, '/api/user/sendEmailVerifyCode', { email: userInfo.email, type: 'signup' });
    const unknownReset = await post(app2, '/api/user/sendEmailVerifyCode', { email: unknown, type: 'reset' });
    await app2.close();
    expect(knownSignup.body).toEqual(unknownReset.body);
    const ownerMail = await waitForMail(app, userInfo.email, /already have/);
    expect(ownerMail).toMatchObject({ subject: 'You already have a Parley account', code: null });
    expect((await get(app, `/api/dev/outbox?email=${unknown}`)).body.data.list).toEqual([]);

    const wrongPassword = await post(app, '/api/user/login', { email: userInfo.email, password: 'not the password' });
    const noAccount = await post(app, '/api/user/login', { email: unknown, password: 'not the password' });
    expect(wrongPassword.body).toEqual(noAccount.body);
    expect(noAccount.body).toEqual({ errCode: 1001, data: null, message: 'wrong e-mail or password' });
  });

  it('answers wrong codes for addresses with and without an account alike', async () => {
    const known = (await signUp(app, freshEmail())).userInfo.email;
    const unknown = freshEmail();
    // One code a minute per address: each comes from another process; closing it waits for the mail.
    for (const [email, type] of [[known, 'reset'], [unknown, 'reset'], [known, 'signup'], [unknown, 'signup']] as const) {
      const app2 = await otherProcess();
      expect((await post(app2, '/api/user/sendEmailVerifyCode', { email, type })).body.errCode).toBe(0);
      await app2.close();
    }
    const mailedCodes = new Set<string | null>();
    for (const email of [known, unknown]) {
      for (const mail of (await get(app, `/api/dev/outbox?email=${email}`)).body.data.list as Array<{ code: string | null }>) mailedCodes.add(mail.code);
    }
    // Unmailed codes are random: a fixed guess is right once in a million.
    const wrong = ['000000', '111111', '222222'].find((candidate) => !mailedCodes.has(candidate))!;
    const answers = async (email: string, type: 'signup' | 'reset') => {
      const bodies = [];
      for (let i = 0; i < 6; i += 1) bodies.push((await post(app, '/api/user/checkEmailVerifyCode', { email, type, code: wrong })).body);
      return bodies;
    };
    const expected = [4, 3, 2, 1]
      .map((left) => ({ errCode: 1002, data: null, message: `code: is not right, ${left} ${left === 1 ? 'try' : 'tries'} left` }))
      .concat(Array(2).fill({ errCode: 1004, data: null, message: 'code: too many wrong tries, ask for a new one' }));
    expect(await answers(known, 'reset')).toEqual(expected);
    expect(await answers(unknown, 'reset')).toEqual(expected);
    expect(await answers(unknown, 'signup')).toEqual(expected);
    expect(await answers(known, 'signup')).toEqual(expected);
  });

  it('kills a code after five wrong tries, counting 50 parallel tries as five', async () => {
    const email = freshEmail();
    await post(app, '/api/user/sendEmailVerifyCode', { email, type: 'signup' });
    const code = await latestCode(app, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const results = await Promise.all(Array.from({ length: 50 }, () => post(app, '/api/user/checkEmailVerifyCode', { email, type: 'signup', code: wrong })));
    const codes = results.map((r) => r.body.errCode);
    expect(codes.filter((c) => c === 1002).length).toBeLessThanOrEqual(4);
    expect(codes.every((c) => c === 1002 || c === 1004)).toBe(true);
    const attempts = await getDatabase().db.selectFrom('verify_code').select('attempts').where('target', '=', email).executeTakeFirstOrThrow();
    expect(attempts.attempts).toBe(5);
    const right = await post(app, '/api/user/checkEmailVerifyCode', { email, type: 'signup', code });
    expect(right.body).toMatchObject({ errCode: 1004, message: 'code: too many wrong tries, ask for a new one' });
  });

  it('tells how many tries are left', async () => {
    const email = freshEmail();
    await post(app, '/api/user/sendEmailVerifyCode', { email, type: 'signup' });
    const code = await latestCode(app, email);
    const res = await post(app, '/api/user/checkEmailVerifyCode', { email, type: 'signup', code: code === '123456' ? '654321' : '123456' });
    expect(res.body).toMatchObject({ errCode: 1002, message: 'code: is not right, 4 tries left' });
  });

  it('accepts the right code once when it is sent twice at the same time', async () => {
    const email = freshEmail();
    await post(app, '/api/user/sendEmailVerifyCode', { email, type: 'signup' });
    const code = await latestCode(app, email);
    const [a, b] = await Promise.all([
      post(app, '/api/user/checkEmailVerifyCode', { email, type: 'signup', code }),
      post(app, '/api/user/checkEmailVerifyCode', { email, type: 'signup', code }),
    ]);
    expect([a.body.errCode, b.body.errCode].sort()).toEqual([0, 1003]);
  });

  it('uses a code only for its own address and purpose, and only for 10 minutes', async () => {
    const email = freshEmail();
    await post(app, '/api/user/sendEmailVerifyCode', { email, type: 'signup' });
    const code = await latestCode(app, email);
    expect((await post(app, '/api/user/checkEmailVerifyCode', { email, type: 'reset', code })).body.errCode).toBe(1003);
    expect((await post(app, '/api/user/checkEmailVerifyCode', { email: freshEmail(), type: 'signup', code })).body.errCode).toBe(1003);
    advance(10 * MINUTE + 1000);
    expect((await post(app, '/api/user/checkEmailVerifyCode', { email, type: 'signup', code })).body).toMatchObject({ errCode: 1003 });
  });

  it('uses an auth code once, for 15 minutes', async () => {
    const email = freshEmail();
    await post(app, '/api/user/sendEmailVerifyCode', { email, type: 'signup' });
    const { authCode } = (await post(app, '/api/user/checkEmailVerifyCode', { email, type: 'signup', code: await latestCode(app, email) })).body.data;
    advance(15 * MINUTE + 1000);
    expect((await post(app, '/api/user/signup', { email, password: 'long enough', authCode })).body.errCode).toBe(1003);
  });

  it('creates one account when 20 sign-ups for one address race', async () => {
    const email = freshEmail();
    const authCodes: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      // One code a minute per address and process: each code comes from another process over the
      // same database, as behind a load balancer. Closing it waits for its mail.
      const instance = await otherProcess();
      const sent = await post(instance, '/api/user/sendEmailVerifyCode', { email, type: 'signup' });
      await instance.close();
      expect(sent.body.errCode).toBe(0);
      const checked = await post(app, '/api/user/checkEmailVerifyCode', { email, type: 'signup', code: await latestCode(app, email) });
      expect(checked.body.errCode).toBe(0);
      authCodes.push(checked.body.data.authCode);
    }
    expect(new Set(authCodes).size).toBe(20);

    const results = await Promise.all(authCodes.map((authCode) => post(app, '/api/user/signup', { email, password: 'long enough', authCode })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(results.filter((r) => r.body.errCode === 0)).toHaveLength(1);
    // The others all got past their auth code and were refused by the unique address.
    const refused = results.filter((r) => r.body.errCode !== 0).map((r) => r.body);
    expect(refused).toEqual(Array(19).fill({ errCode: 409, data: null, message: 'email: already has an account, sign in instead' }));
    const rows = await getDatabase().db.selectFrom('app_user').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it('expires sessions after 7 idle days and after 30 days in all', async () => {
    const { token } = await signUp(app, freshEmail());
    advance(6 * DAY);
    expect((await get(app, '/api/user/v1/getUserInfo', { token })).body.errCode).toBe(0);
    advance(6 * DAY);
    expect((await get(app, '/api/user/v1/getUserInfo', { token })).body.errCode).toBe(0);
    advance(7 * DAY + MINUTE);
    expect((await get(app, '/api/user/v1/getUserInfo', { token })).body).toMatchObject({ errCode: 602 });

    const second = await signUp(app, freshEmail());
    for (let step = 0; step < 4; step += 1) {
      advance(6 * DAY);
      expect((await get(app, '/api/user/v1/getUserInfo', { token: second.token })).body.errCode).toBe(0);
    }
    // Active every 6 days, yet the session ends 30 days after it began.
    advance(6 * DAY + MINUTE);
    expect((await get(app, '/api/user/v1/getUserInfo', { token: second.token })).body.errCode).toBe(602);
  });

  it('revokes a session on sign-out and every session on a password reset', async () => {
    const email = freshEmail();
    const first = await signUp(app, email, 'first password');
    const second = (await post(app, '/api/user/login', { email, password: 'first password' })).body.data.token;
    expect((await get(app, '/api/user/logout', { token: first.token })).body).toEqual({ errCode: 0, data: null, message: 'ok' });
    expect((await get(app, '/api/user/v1/getUserInfo', { token: first.token })).body.errCode).toBe(603);
    expect((await get(app, '/api/user/v1/getUserInfo', { token: second })).body.errCode).toBe(0);

    const app2 = await otherProcess();
    await post(app2, '/api/user/sendEmailVerifyCode', { email, type: 'reset' });
    const code = (await waitForMail(app, email, /reset/)).code!;
    const { authCode } = (await post(app2, '/api/user/checkEmailVerifyCode', { email, type: 'reset', code })).body.data;
    expect((await post(app2, '/api/user/resetPassword', { email, password: 'second password', authCode })).body.errCode).toBe(0);
    await app2.close();
    expect((await get(app, '/api/user/v1/getUserInfo', { token: second })).body.errCode).toBe(603);
    expect((await post(app, '/api/user/login', { email, password: 'first password' })).body.errCode).toBe(1001);
    expect((await post(app, '/api/user/login', { email, password: 'second password' })).body.errCode).toBe(0);
  });

  it('answers 600, never 500, for missing, unknown and malformed tokens', async () => {
    for (const token of [undefined, 'x', 'a'.repeat(43), '../../etc', 'é'.repeat(20), 'a'.repeat(5000)]) {
      const res = await app.inject({ method: 'GET', url: '/api/user/v1/getUserInfo', headers: token ? { token } : {} });
      expect(res.statusCode).toBe(200);
      expect(res.json().errCode).toBe(600);
    }
  });

  it('limits codes to one a minute per address with Retry-After', async () => {
    const email = freshEmail();
    expect((await post(app, '/api/user/sendEmailVerifyCode', { email, type: 'signup' })).body.errCode).toBe(0);
    const second = await post(app, '/api/user/sendEmailVerifyCode', { email, type: 'signup' });
    expect(second.body.errCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits codes to ten an hour per address of the client', async () => {
    const results = [];
    for (let i = 0; i < 11; i += 1) results.push(await post(app, '/api/user/sendEmailVerifyCode', { email: freshEmail(), type: 'signup' }, {}, '10.200.0.1'));
    expect(results.slice(0, 10).every((r) => r.body.errCode === 0)).toBe(true);
    expect(results[10]?.body.errCode).toBe(429);
  });

  it('refuses sign-in for 15 minutes after 10 failures on one account', async () => {
    const email = freshEmail();
    await signUp(app, email, 'the right one');
    // Counted per account and client address (issue 16): the same address fails and is refused.
    const address = '198.51.100.10';
    for (let i = 0; i < 10; i += 1) expect((await post(app, '/api/user/login', { email, password: 'wrong guess' }, {}, address)).body.errCode).toBe(1001);
    const blocked = await post(app, '/api/user/login', { email, password: 'the right one' }, {}, address);
    expect(blocked.body.errCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    advance(15 * MINUTE + 1000);
    expect((await post(app, '/api/user/login', { email, password: 'the right one' }, {}, address)).body.errCode).toBe(0);
  });

  it('checks passwords before hashing them', async () => {
    const email = freshEmail();
    expect((await post(app, '/api/user/login', { email, password: 'short' })).body).toMatchObject({ errCode: 400, message: 'password: must be at least 8 characters' });
    expect((await post(app, '/api/user/login', { email, password: 'x'.repeat(129) })).body).toMatchObject({ errCode: 400, message: 'password: must be at most 128 characters' });
    expect((await post(app, '/api/user/login', { email, password: 'x'.repeat(5000) })).body).toMatchObject({ errCode: 413 });
    expect((await post(app, '/api/user/login', { email: 'not-an-email', password: 'long enough' })).body).toMatchObject({ errCode: 400, message: 'email: must be a valid e-mail address' });
  });

  it('keeps the learner settings on the server for a second device', async () => {
    const email = freshEmail();
    const { token } = await signUp(app, email);
    expect((await post(app, '/api/user/v1/updateUserLanguageAndLevel', { nativeLanguage: 'zh-CN', level: 'B2', topics: ['travel', 'food'] }, { token })).body.errCode).toBe(0);
    expect((await post(app, '/api/user/updateUserInfoVoiceRole', { voiceRoleId: 'flite-rms', voiceStyle: 'slow' }, { token })).body.errCode).toBe(0);
    const updated = await post(app, '/api/user/v1/updateUserSettings', { autoBlurText: true, playbackRate: 2, roleId: 2, roleStyle: 'curious', dailyGoalTurns: 10 }, { token });
    expect(updated.body.data).toMatchObject({ autoBlurText: true, playbackRate: 1.2, roleId: 2, roleStyle: 'curious', dailyGoalTurns: 10 });
    expect((await post(app, '/api/user/v1/updateUserSettings', { dailyGoalTurns: 7 }, { token })).body.errCode).toBe(400);
    const secondDevice = (await post(app, '/api/user/login', { email, password: 'correct horse battery' })).body.data.token;
    const info = (await get(app, '/api/user/v1/getUserInfo', { token: secondDevice })).body.data.settings;
    expect(info).toMatchObject({ nativeLanguage: 'zh-CN', level: 'B2', topics: ['travel', 'food'], voiceRoleId: 'flite-rms', voiceStyle: 'slow', playbackRate: 1.2, dailyGoalTurns: 10 });
    expect((await post(app, '/api/user/v1/updateUserSettings', { playbackRate: 3 }, { token })).body.errCode).toBe(400);
    expect((await post(app, '/api/user/v1/updateUserLanguageAndLevel', { nativeLanguage: 'es', level: 'A2' })).body.errCode).toBe(600);
  });
});
