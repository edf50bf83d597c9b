import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openSqlite } from '../../db/database';
import { buildTestApp } from '../../../test/support/app';
import { post } from '../../../test/support/accounts';

describe('mail over a real SMTP server', () => {
  const received: Array<{ to: string; raw: string }> = [];
  let smtp: SMTPServer;
  let port: number;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('mails a sign-up code in the learner language, and the code works', async () => {
    const database = openSqlite(':memory:');
    await migrateToLatest(database.db);
    const app = await buildTestApp(database, { env: { MAIL_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Parley <hello@parley.test>' } });
    const email = 'ana.smtp@example.com';
    await post(app, '/api/user/sendEmailVerifyCode', { email, type: 'signup' }, { 'accept-language': 'es-ES,es;q=0.9' });
    for (let i = 0; i < 100 && received.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toBe(email);
    const decoded = received[0]!.raw.replace(/=\r?\n/g, '');
    expect(decoded).toMatch(/Subject: =\?UTF-8\?|Subject: Tu c/);
    const code = /\b(\d{6})\b/.exec(decoded)?.[1];
    expect(code).toBeDefined();
    const checked = await post(app, '/api/user/checkEmailVerifyCode', { email, type: 'signup', code: code! });
    expect(checked.body.errCode).toBe(0);
    // With SMTP configured nothing is kept in the development outbox.
    const outbox = await database.db.selectFrom('mail_outbox').selectAll().execute();
    expect(outbox).toEqual([]);
    await app.close();
  });
});

describe('deployment settings', () => {
  it('hides the development mailbox in production', async () => {
    const database = openSqlite(':memory:');
    await migrateToLatest(database.db);
    const app = await buildTestApp(database, { env: { NODE_ENV: 'production' } });
    const res = await app.inject({ method: 'GET', url: '/api/dev/outbox?email=a@b.co' });
    expect(res.json()).toMatchObject({ errCode: 404 });
    await app.close();
  });

  it('believes X-Forwarded-For only from the proxy named in TRUST_PROXY', async () => {
    const database = openSqlite(':memory:');
    await migrateToLatest(database.db);
    const send = (app: Awaited<ReturnType<typeof buildTestApp>>, n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/user/sendEmailVerifyCode',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${n}` },
        payload: { email: `proxy${n}.${Math.random()}@example.com`, type: 'signup' },
      });
    // Without TRUST_PROXY every request counts against 127.0.0.1, whatever the header says.
    const direct = await buildTestApp(database);
    const directResults = [];
    for (let i = 0; i < 11; i += 1) directResults.push((await send(direct, i)).json().errCode);
    expect(directResults.at(-1)).toBe(429);
    await direct.close();
    // Behind a trusted proxy each forwarded client has its own count.
    const proxied = await buildTestApp(database, { env: { TRUST_PROXY: '127.0.0.1' } });
    const proxiedResults = [];
    for (let i = 0; i < 11; i += 1) proxiedResults.push((await send(proxied, i)).json().errCode);
    expect(proxiedResults.every((c) => c === 0)).toBe(true);
    await proxied.close();
  });
});
