import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/support/databases';
import { buildTestApp } from '../../../test/support/app';
import { get, latestCode, post } from '../../../test/support/accounts';
import { migrateToLatest, openSqlite } from '../../db/database';

const clock = { now: new Date('2026-04-01T08:00:00Z') };
const advance = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
const MINUTE = 60_000;
let counter = 0;
/** A different number per test: +1 555 01xx xxxx style, unique in the run. */
const freshPhone = () => `+4470${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++counter).padStart(2, '0')}`;

async function outbox(app: FastifyInstance, phone: string): Promise<Array<{ to: string; subject: string; text: string; code: string | null }>> {
  return (await get(app, `/api/dev/outbox?email=${encodeURIComponent(phone)}`)).body.data.list;
}

/** Sends a code and waits for its text (sent in the background) to reach the mailbox. */
async function textedCode(app: FastifyInstance, phone: string): Promise<string> {
  const before = (await outbox(app, phone)).length;
  const sent = await post(app, '/api/user/v1/sendPhoneCode', { phone });
  expect(sent.body.errCode).toBe(0);
  for (let i = 0; i < 100; i += 1) {
    const list = await outbox(app, phone);
    if (list.length > before && list[0]?.code) return list[0].code;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no code was texted to ${phone}`);
}

const signInWith = (app: FastifyInstance, phoneAccessToken: string) => post(app, '/api/third/v1/authLogin', { type: 'phone' }, { phoneaccesstoken: phoneAccessToken });

describeEachDialect('phone sign-in', (getDatabase) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(getDatabase(), { now: () => clock.now });
  });
  afterAll(async () => {
    await app.close();
  });

  async function phoneToken(phone: string, via: FastifyInstance = app): Promise<string> {
    const code = await textedCode(via, phone);
    const checked = await post(via, '/api/user/v1/checkPhoneCode', { phone, code });
    expect(checked.body.errCode).toBe(0);
    return checked.body.data.phoneAccessToken as string;
  }

  it('texts a code, exchanges it for a phoneAccessToken and signs a new phone learner in', async () => {
    const phone = freshPhone();
    const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;
    const sent = await post(app, '/api/user/v1/sendPhoneCode', { phone: spaced, language: 'es' });
    expect(sent.body).toEqual({ errCode: 0, data: { resendAfter: 60, expiresIn: 600 }, message: 'ok' });
    const code = await latestCode(app, phone);
    const sms = (await get(app, `/api/dev/outbox?email=${encodeURIComponent(phone)}`)).body.data.list[0];
    expect(sms).toMatchObject({ to: phone, subject: 'SMS', code });
    expect(sms.text).toBe(`Parley: tu código de acceso es ${code}. Es válido durante 10 minutos. No lo compartas con nadie.`);

    const checked = await post(app, '/api/user/v1/checkPhoneCode', { phone, code });
    expect(checked.body.data.phoneAccessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const login = await signInWith(app, checked.body.data.phoneAccessToken);
    expect(login.body.errCode).toBe(0);
    expect(login.body.data.userInfo).toMatchObject({ type: 'phone', email: '' });
    expect(login.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const info = await get(app, '/api/user/v1/getUserInfo', { token: login.body.data.token });
    expect(info.body.data).toMatchObject({ userInfo: { id: login.body.data.userInfo.id, type: 'phone', email: '' }, settings: { level: 'A1' } });

    // A later sign-in with a new code (through another server process: the per-number limit is
    // one code a minute) reaches the same account, with a new session token.
    const app2 = await buildTestApp(getDatabase(), { now: () => clock.now });
    const again = await signInWith(app2, await phoneToken(phone, app2));
    await app2.close();
    expect(again.body.data.userInfo.id).toBe(login.body.data.userInfo.id);
    expect(again.body.data.token).not.toBe(login.body.data.token);
  });

  it('gives two phone learners two accounts (no e-mail to collide on)', async () => {
    const a = await signInWith(app, await phoneToken(freshPhone()));
    const b = await signInWith(app, await phoneToken(freshPhone()));
    expect(a.body.errCode).toBe(0);
    expect(b.body.errCode).toBe(0);
    expect(a.body.data.userInfo.id).not.toBe(b.body.data.userInfo.id);
  });

  it('uses a phoneAccessToken once, even when sent twice at the same time, and only for 15 minutes', async () => {
    const token = await phoneToken(freshPhone());
    const results = await Promise.all([signInWith(app, token), signInWith(app, token), signInWith(app, token)]);
    expect(results.filter((r) => r.body.errCode === 0)).toHaveLength(1);
    expect(results.filter((r) => r.body.errCode === 1003)).toHaveLength(2);

    const late = await phoneToken(freshPhone());
    advance(15 * MINUTE + 1000);
    expect((await signInWith(app, late)).body).toMatchObject({ errCode: 1003, message: 'phoneAccessToken: has expired or was already used' });
    expect((await signInWith(app, 'made-up-token')).body.errCode).toBe(1003);
    expect((await post(app, '/api/third/v1/authLogin', { type: 'phone' })).body).toMatchObject({ errCode: 400, message: 'phoneAccessToken: header is required' });
  });

  it('kills an SMS code after five wrong tries, counting 20 parallel tries as five', async () => {
    const phone = freshPhone();
    await post(app, '/api/user/v1/sendPhoneCode', { phone });
    const code = await latestCode(app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await post(app, '/api/user/v1/checkPhoneCode', { phone, code: wrong });
    expect(first.body).toMatchObject({ errCode: 1002, message: 'code: is not right, 4 tries left' });
    const results = await Promise.all(Array.from({ length: 20 }, () => post(app, '/api/user/v1/checkPhoneCode', { phone, code: wrong })));
    expect(results.filter((r) => r.body.errCode === 1002)).toHaveLength(3);
    expect(results.filter((r) => r.body.errCode === 1004)).toHaveLength(17);
    expect((await post(app, '/api/user/v1/checkPhoneCode', { phone, code })).body.errCode).toBe(1004);
    const row = await getDatabase().db.selectFrom('verify_code').select(['attempts', 'code_hash']).where('target', '=', phone).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect(row.code_hash).not.toContain(code);
  });

  it('accepts a code only for its own number, once, and for 10 minutes', async () => {
    const phone = freshPhone();
    const other = freshPhone();
    await post(app, '/api/user/v1/sendPhoneCode', { phone });
    const code = await latestCode(app, phone);
    expect((await post(app, '/api/user/v1/checkPhoneCode', { phone: other, code })).body.errCode).toBe(1003);
    const [a, b] = await Promise.all([
      post(app, '/api/user/v1/checkPhoneCode', { phone, code }),
      post(app, '/api/user/v1/checkPhoneCode', { phone, code }),
    ]);
    expect([a!.body.errCode, b!.body.errCode].sort()).toEqual([0, 1003]);

    const late = freshPhone();
    await post(app, '/api/user/v1/sendPhoneCode', { phone: late });
    const lateCode = await latestCode(app, late);
    advance(10 * MINUTE + 1000);
    expect((await post(app, '/api/user/v1/checkPhoneCode', { phone: late, code: lateCode })).body.errCode).toBe(1003);
  });

  it('texts one code a minute per number, with Retry-After', async () => {
    const phone = freshPhone();
    expect((await post(app, '/api/user/v1/sendPhoneCode', { phone })).body.errCode).toBe(0);
    const again = await post(app, '/api/user/v1/sendPhoneCode', { phone });
    expect(again.body).toMatchObject({ errCode: 429, data: null });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('stops texting when the service-wide hourly budget is spent, however many addresses and numbers ask (SMS pumping)', async () => {
    const budgeted = await buildTestApp(getDatabase(), { now: () => clock.now, env: { SMS_CODES_PER_HOUR: '3' } });
    try {
      const answers = [];
      for (let i = 0; i < 5; i += 1) answers.push((await post(budgeted, '/api/user/v1/sendPhoneCode', { phone: freshPhone() }, {}, `203.0.113.${10 + i}`)).body.errCode);
      expect(answers).toEqual([0, 0, 0, 429, 429]);
    } finally {
      await budgeted.close();
    }
  });

  it('refuses numbers that are not E.164', async () => {
    for (const phone of ['600111222', '+0123456789', '+12', 'call me']) {
      const res = await post(app, '/api/user/v1/sendPhoneCode', { phone });
      expect(res.body).toMatchObject({ errCode: 400, message: 'phone: must be a phone number in international format, such as +34600111222' });
    }
  });
});

describe('the SMS gateway', () => {
  let gateway: http.Server;
  const received: Array<{ body: unknown; authorization: string | undefined }> = [];

  beforeAll(async () => {
    gateway = http.createServer((req, res) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString()));
      req.on('end', () => {
        received.push({ body: JSON.parse(data), authorization: req.headers.authorization });
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => gateway.close(resolve));
  });

  it('posts { to, text } to SMS_URL with the key, and the texted code signs in', async () => {
    const database = openSqlite(':memory:');
    await migrateToLatest(database.db);
    const { port } = gateway.address() as AddressInfo;
    const app = await buildTestApp(database, { env: { SMS_URL: `http://127.0.0.1:${port}/send`, SMS_API_KEY: 'gateway-key' } });
    const phone = '+16135550123';
    await post(app, '/api/user/v1/sendPhoneCode', { phone }, { 'accept-language': 'zh-CN,zh;q=0.9' });
    for (let i = 0; i < 100 && received.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(received).toHaveLength(1);
    expect(received[0]!.authorization).toBe('Bearer gateway-key');
    const body = received[0]!.body as { to: string; text: string };
    expect(body.to).toBe(phone);
    const code = /(\d{6})/.exec(body.text)?.[1];
    expect(body.text).toBe(`Parley：你的登录验证码是 ${code}，10 分钟内有效。请勿告诉他人。`);
    // Nothing went to the development mailbox.
    expect(await database.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
    const checked = await post(app, '/api/user/v1/checkPhoneCode', { phone, code: code! });
    expect(checked.body.errCode).toBe(0);
    await app.close();
    await database.db.destroy();
  });
});
