import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX } from '@parley/contract/feedback';
import { openSqlite, migrateToLatest } from '../../db/database';
import type { Mailer } from '../../platform/mailer';
import { describeEachDialect } from '../../../test/support/databases';
import { buildTestApp } from '../../../test/support/app';
import { post, randomIp, signUp, waitForMail } from '../../../test/support/accounts';

const SUPPORT_EMAIL = 'help-desk@parley.example';
const URL = '/api/feedback/v1/contactUs';

const message = (overrides: Record<string, unknown> = {}) => ({
  email: 'ana@example.com',
  subject: 'Voices',
  message: 'Could you add a British female voice, please?',
  ...overrides,
});

describeEachDialect('contact us', (getDatabase) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getDatabase(), { env: { SUPPORT_EMAIL } });
  });
  afterAll(async () => {
    await app.close();
  });

  const storedMessage = (id: number) => getDatabase().db.selectFrom('support_message').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('stores the message and mails it to SUPPORT_EMAIL through the outbox', async () => {
    const res = await post(app, URL, message({ subject: '  Lost my streak  ', message: '  My streak went back to zero yesterday.  ' }));
    expect(res.body).toMatchObject({ errCode: 0, data: { id: expect.any(Number), receivedAt: expect.any(String) } });
    expect(await storedMessage(res.body.data.id)).toMatchObject({ user_id: null, email: 'ana@example.com', subject: 'Lost my streak', message: 'My streak went back to zero yesterday.' });

    const mail = await waitForMail(app, SUPPORT_EMAIL, new RegExp(`^\\[Parley support #${res.body.data.id}\\] Lost my streak$`));
    expect(mail).toMatchObject({ to: SUPPORT_EMAIL, code: null });
    expect((mail as unknown as { text: string }).text).toBe('From: ana@example.com\n\nMy streak went back to zero yesterday.');
  });

  it('notes the signed-in learner with the message and in the mail', async () => {
    const { token, userInfo } = await signUp(app, `contact.${Date.now()}@example.com`);
    const res = await post(app, URL, message({ subject: 'From the app' }), { token });
    expect(res.body.errCode).toBe(0);
    expect((await storedMessage(res.body.data.id)).user_id).toBe(userInfo.id);
    const mail = (await waitForMail(app, SUPPORT_EMAIL, new RegExp(`#${res.body.data.id}\\]`))) as unknown as { text: string };
    expect(mail.text).toContain(`(user ${userInfo.id})`);
  });

  it.each([
    ['a subject under 3 characters', { subject: 'Hi' }, 'subject: must be at least 3 characters'],
    ['a subject over the limit', { subject: 's'.repeat(CONTACT_SUBJECT_MAX + 1) }, `subject: must be at most ${CONTACT_SUBJECT_MAX} characters`],
    ['a message under 10 characters', { message: 'Too short' }, 'message: must be at least 10 characters'],
    ['a message over the limit', { message: 'm'.repeat(CONTACT_MESSAGE_MAX + 1) }, `message: must be at most ${CONTACT_MESSAGE_MAX} characters`],
    ['a message of spaces', { message: ' '.repeat(40) }, 'message: must be at least 10 characters'],
    ['a wrong e-mail address', { email: 'not-an-address' }, 'email: must be a valid e-mail address'],
  ])('refuses %s with errCode 400, storing and mailing nothing', async (_name, overrides, reason) => {
    const before = await getDatabase().db.selectFrom('support_message').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const res = await post(app, URL, message(overrides));
    expect(res.body.errCode).toBe(400);
    expect(res.body.message).toContain(reason);
    const after = await getDatabase().db.selectFrom('support_message').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('takes a subject and a message exactly at their limits', async () => {
    const res = await post(app, URL, message({ subject: 's'.repeat(CONTACT_SUBJECT_MAX), message: 'm'.repeat(CONTACT_MESSAGE_MAX) }));
    expect(res.body.errCode).toBe(0);
    const row = await storedMessage(res.body.data.id);
    expect([row.subject.length, row.message.length]).toEqual([CONTACT_SUBJECT_MAX, CONTACT_MESSAGE_MAX]);
  });

  it('takes three messages an hour from one client; the fourth gets errCode 429 with Retry-After, other clients still get through', async () => {
    const ip = randomIp();
    for (let i = 1; i <= 3; i += 1) {
      const res = await post(app, URL, message({ subject: `Message ${i} of the hour` }), {}, ip);
      expect(res.body.errCode).toBe(0);
    }
    const fourth = await post(app, URL, message({ subject: 'Message 4 of the hour' }), {}, ip);
    expect(fourth.body).toMatchObject({ errCode: 429, data: null, message: 'too many requests, please wait and retry' });
    const retryAfter = Number(fourth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const stored = await getDatabase().db.selectFrom('support_message').select('id').where('subject', '=', 'Message 4 of the hour').execute();
    expect(stored).toHaveLength(0);

    expect((await post(app, URL, message({ subject: 'From another client' }))).body.errCode).toBe(0);
  });

  it('counts a signed-in learner by client address too, so a new account does not reset the limit', async () => {
    const ip = randomIp();
    const { token } = await signUp(app, `limit.${Date.now()}@example.com`);
    for (let i = 0; i < 3; i += 1) expect((await post(app, URL, message(), {}, ip)).body.errCode).toBe(0);
    expect((await post(app, URL, message(), { token }, ip)).body.errCode).toBe(429);
  });
});

describe('contact us when mail cannot be sent', () => {
  it('still stores the message and confirms it: support finds it in the database', async () => {
    const database = openSqlite(':memory:');
    await migrateToLatest(database.db);
    const failing: Mailer = { kind: 'smtp', send: async () => Promise.reject(new Error('SMTP is down')) };
    const app = await buildTestApp(database, { mailer: failing });
    const res = await post(app, URL, message());
    expect(res.body.errCode).toBe(0);
    const row = await database.db.selectFrom('support_message').selectAll().where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
    expect(row.subject).toBe('Voices');
    await app.close();
    await database.db.destroy();
  });
});
