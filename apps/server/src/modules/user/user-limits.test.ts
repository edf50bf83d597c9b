import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordSchema } from '@parley/contract/user';
import { describeEachDialect } from '../../../test/support/databases';
import { buildTestApp } from '../../../test/support/app';
import { get, post, signUp, waitForMail } from '../../../test/support/accounts';

const clock = { now: new Date('2026-07-01T09:00:00Z') };
let counter = 0;
const freshEmail = () => `limits${++counter}.${Date.now()}@example.com`;
/** Failed sign-ins count per account and client address: these tests fail from one address. */
const GUESSER = '198.51.100.9';

describeEachDialect('sign-in limits and code mails', (getDatabase) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getDatabase(), { now: () => clock.now });
  });
  afterAll(async () => {
    await app.close();
  });

  it('counts at most ten failures when 30 wrong sign-ins arrive at once', async () => {
    const email = freshEmail();
    const results = await Promise.all(Array.from({ length: 30 }, () => post(app, '/api/user/login', { email, password: 'wrong guess!' }, {}, GUESSER)));
    const wrong = results.filter((r) => r.body.errCode === 1001).length;
    const refused = results.filter((r) => r.body.errCode === 429);
    expect(wrong).toBeGreaterThan(0);
    expect(wrong).toBeLessThanOrEqual(10);
    expect(wrong + refused.length).toBe(30);
    expect(refused.every((r) => Number(r.headers['retry-after']) > 800)).toBe(true);
    expect((await post(app, '/api/user/login', { email, password: 'wrong guess!' }, {}, GUESSER)).body.errCode).toBe(429);
  });

  it('does not reset the failure window on a successful sign-in', async () => {
    const email = freshEmail();
    await signUp(app, email, 'the right one');
    for (let i = 0; i < 9; i += 1) expect((await post(app, '/api/user/login', { email, password: 'wrong guess' }, {}, GUESSER)).body.errCode).toBe(1001);
    expect((await post(app, '/api/user/login', { email, password: 'the right one' }, {}, GUESSER)).body.errCode).toBe(0);
    expect((await post(app, '/api/user/login', { email, password: 'wrong guess' }, {}, GUESSER)).body.errCode).toBe(1001);
    expect((await post(app, '/api/user/login', { email, password: 'the right one' }, {}, GUESSER)).body.errCode).toBe(429);
  });

  it('cannot be turned into a lock-out: failures from another address do not refuse the learner (issue 16)', async () => {
    const email = freshEmail();
    const { deviceToken } = await signUp(app, email, 'the right one');
    for (let i = 0; i < 10; i += 1) expect((await post(app, '/api/user/login', { email, password: 'wrong guess' }, {}, GUESSER)).body.errCode).toBe(1001);
    expect((await post(app, '/api/user/login', { email, password: 'wrong guess' }, {}, GUESSER)).body.errCode).toBe(429);
    expect((await post(app, '/api/user/login', { email, password: 'the right one', deviceToken }, {}, '203.0.113.50')).body.errCode).toBe(0);
    // An IPv6 guesser cannot escape the count by moving inside its /64.
    const v6 = freshEmail();
    await signUp(app, v6, 'the right one');
    for (let i = 0; i < 10; i += 1) await post(app, '/api/user/login', { email: v6, password: 'wrong guess' }, {}, `2001:db8:5:6::${(i + 1).toString(16)}`);
    expect((await post(app, '/api/user/login', { email: v6, password: 'wrong guess' }, {}, '2001:db8:5:6:ffff::1')).body.errCode).toBe(429);
  });

  it('slows guessing from many addresses step by step, but lets the learner in on a device that signed in before (issue 16)', async () => {
    const email = freshEmail();
    const { deviceToken } = await signUp(app, email, 'the right one');
    // Ten wrong passwords, each from its own address: no address reaches its own ten.
    for (let i = 0; i < 10; i += 1) expect((await post(app, '/api/user/login', { email, password: 'wrong guess' }, {}, `192.0.2.${i + 1}`)).body.errCode).toBe(1001);
    // From now on every unknown device waits 1 s, 2 s, 4 s … after the account's last failure.
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const refused = await post(app, '/api/user/login', { email, password: 'wrong guess' }, {}, `192.0.2.${50 + i}`);
      expect(refused.body.errCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      clock.now = new Date(clock.now.getTime() + wait * 1000);
      expect((await post(app, '/api/user/login', { email, password: 'wrong guess' }, {}, `192.0.2.${60 + i}`)).body.errCode).toBe(1001);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // The learner's own device is not held by anyone else's guesses, even right after one…
    expect((await post(app, '/api/user/login', { email, password: 'the right one', deviceToken }, {}, '203.0.113.7')).body.errCode).toBe(0);
    // …and a new device gets in once its short wait is over: a delay, never a lock-out.
    const fresh = await post(app, '/api/user/login', { email, password: 'the right one' }, {}, '203.0.113.8');
    expect(fresh.body.errCode).toBe(429);
    expect(Number(fresh.headers['retry-after'])).toBeLessThanOrEqual(16);
    clock.now = new Date(clock.now.getTime() + 16_000);
    const signedIn = await post(app, '/api/user/login', { email, password: 'the right one' }, {}, '203.0.113.8');
    expect(signedIn.body.errCode).toBe(0);
    expect(signedIn.body.data.deviceToken).toEqual(expect.any(String));
  });

  it('counts a known device on its own, and honours a device token only for its own account, untampered', async () => {
    const email = freshEmail();
    const { deviceToken } = await signUp(app, email, 'the right one');
    const other = freshEmail();
    const { deviceToken: othersToken } = await signUp(app, other, 'the right one');
    for (let i = 0; i < 10; i += 1) await post(app, '/api/user/login', { email, password: 'wrong guess' }, {}, `192.0.2.${100 + i}`);
    const tampered = `${deviceToken.slice(0, -2)}${deviceToken.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const token of [othersToken, tampered, 'not.a.token']) {
      expect((await post(app, '/api/user/login', { email, password: 'the right one', deviceToken: token }, {}, '203.0.113.9')).body.errCode).toBe(429);
    }
    // The device's own wrong passwords still stop at ten, wherever it moves.
    for (let i = 0; i < 10; i += 1) {
      expect((await post(app, '/api/user/login', { email, password: 'wrong guess', deviceToken }, {}, `198.51.100.${120 + i}`)).body.errCode).toBe(1001);
    }
    expect((await post(app, '/api/user/login', { email, password: 'the right one', deviceToken }, {}, '198.51.100.140')).body.errCode).toBe(429);
  });

  it('forgets failed sign-ins after a password reset', async () => {
    const email = freshEmail();
    // Its own address: the route also allows 60 sign-ins per address per 10 minutes.
    const guesser = '198.51.100.77';
    await signUp(app, email, 'the right one');
    for (let i = 0; i < 10; i += 1) await post(app, '/api/user/login', { email, password: 'wrong guess' }, {}, guesser);
    expect((await post(app, '/api/user/login', { email, password: 'the right one' }, {}, guesser)).body.errCode).toBe(429);
    // Another server process over the same database: its one-code-a-minute counter is fresh.
    const other = await buildTestApp(getDatabase(), { now: () => clock.now });
    try {
      await post(other, '/api/user/sendEmailVerifyCode', { email, type: 'reset' });
      const code = (await waitForMail(other, email, /reset/i)).code!;
      const { authCode } = (await post(other, '/api/user/checkEmailVerifyCode', { email, type: 'reset', code })).body.data;
      expect((await post(other, '/api/user/resetPassword', { email, password: 'a new password', authCode })).body.errCode).toBe(0);
    } finally {
      await other.close();
    }
    expect((await post(app, '/api/user/login', { email, password: 'a new password' }, {}, guesser)).body.errCode).toBe(0);
  });

  it('writes the mail in the language the client names, before Accept-Language', async () => {
    const email = freshEmail();
    await post(app, '/api/user/sendEmailVerifyCode', { email, type: 'signup', language: 'zh-CN' }, { 'accept-language': 'es-ES,es;q=0.9' });
    let mail: { subject: string; text: string; code: string } | undefined;
    for (let i = 0; i < 100 && !mail; i += 1) {
      mail = (await get(app, `/api/dev/outbox?email=${encodeURIComponent(email)}`)).body.data.list[0];
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(mail?.subject).toBe('你的 Parley 注册验证码');
    expect(mail?.text).toContain(mail?.code);
    expect(mail?.text).toContain('10 分钟内有效');
  });

  it("writes mails to an account in its saved language unless the request names one", async () => {
    const email = freshEmail();
    const { token } = await signUp(app, email);
    expect((await post(app, '/api/user/v1/updateUserLanguageAndLevel', { nativeLanguage: 'zh-CN', level: 'B1' }, { token })).body.errCode).toBe(0);
    // One code a minute per address: each request comes from another process over the same
    // database, and closing it waits for its mail.
    const sendFromAnotherProcess = async (body: object) => {
      const other = await buildTestApp(getDatabase(), { now: () => clock.now });
      expect((await post(other, '/api/user/sendEmailVerifyCode', { email, ...body }, { 'accept-language': 'es-ES,es;q=0.9' })).body.errCode).toBe(0);
      await other.close();
      return ((await get(app, `/api/dev/outbox?email=${encodeURIComponent(email)}`)).body.data.list as Array<{ subject: string; text: string }>)[0];
    };
    expect(await sendFromAnotherProcess({ type: 'reset' })).toMatchObject({ subject: '你的 Parley 重置密码验证码', text: expect.stringContaining('10 分钟内有效') });
    expect(await sendFromAnotherProcess({ type: 'signup' })).toMatchObject({ subject: '你已经有 Parley 账号了' });
    expect(await sendFromAnotherProcess({ type: 'reset', language: 'es' })).toMatchObject({ subject: 'Tu código para restablecer la contraseña de Parley' });
  });

  it('refuses the 31st sign-up from one address in ten minutes, unless the operator raised the code allowance', async () => {
    const attempts = async (server: FastifyInstance, address: string) => {
      const codes: number[] = [];
      for (let i = 0; i < 31; i += 1) codes.push((await post(server, '/api/user/signup', { email: freshEmail(), password: 'a good long password', authCode: 'a-proof-no-one-ever-issued' }, {}, address)).body.errCode);
      return codes;
    };
    // The default: thirty pass the limiter (and fail on the made-up code), the next is refused.
    const byDefault = await attempts(app, '198.51.100.31');
    expect(byDefault.slice(0, 30).every((code) => code !== 429)).toBe(true);
    expect(byDefault[30]).toBe(429);
    // A school's shared address with CODE_LIMIT_PER_IP_HOUR=100: the sign-ups that follow those codes pass.
    const school = await buildTestApp(getDatabase(), { now: () => clock.now, env: { CODE_LIMIT_PER_IP_HOUR: '100' } });
    try {
      expect((await attempts(school, '198.51.100.32')).every((code) => code !== 429)).toBe(true);
    } finally {
      await school.close();
    }
  });
});

describe('password length', () => {
  it('counts characters as a learner does, so an emoji is one character', () => {
    expect(passwordSchema.safeParse('😀'.repeat(7)).error?.issues[0]?.message).toBe('must be at least 8 characters');
    expect(passwordSchema.safeParse('😀'.repeat(8)).success).toBe(true);
    expect(passwordSchema.safeParse('😀'.repeat(128)).success).toBe(true);
    expect(passwordSchema.safeParse('😀'.repeat(129)).error?.issues.map((i) => i.message)).toEqual(['must be at most 128 characters']);
    expect(passwordSchema.safeParse('x'.repeat(100_000)).error?.issues.map((i) => i.message)).toEqual(['must be at most 128 characters']);
    // Kept as typed: spaces count.
    expect(passwordSchema.parse('  spaced  ')).toBe('  spaced  ');
  });
});
