import { describe, expect, it } from 'vitest';
import { migrateToLatest, openSqlite } from '../db/database';
import { createConfiguredMailer, createConsoleMailer } from './mailer';

function recordingLog() {
  const lines: string[] = [];
  return { log: { warn: (msg: string) => void lines.push(msg) }, lines };
}

describe('mail without a mail server', () => {
  it('keeps the mail with its code and writes the code in one console line', async () => {
    const database = openSqlite(':memory:');
    await migrateToLatest(database.db);
    const now = () => new Date('2026-02-02T02:02:02Z');
    const { log, lines } = recordingLog();
    const mailer = createConsoleMailer(database.db, log as never, now);
    await mailer.send({ to: 'a@example.com', subject: 'Code', text: 'Your code is 123456.', code: '123456', purpose: 'sign-up code' });
    await mailer.send({ to: 'support@example.com', subject: 'Contact us', text: 'private words of a learner' });
    expect(lines).toEqual([
      'No mail server is configured (MAIL_URL): sign-up code for a@example.com is 123456',
      'No mail server is configured (MAIL_URL): mail "Contact us" to support@example.com was not sent (kept in the outbox)',
    ]);
    const rows = await database.db.selectFrom('mail_outbox').select(['to_address', 'code', 'created_at']).orderBy('id').execute();
    expect(rows).toEqual([
      { to_address: 'a@example.com', code: '123456', created_at: '2026-02-02T02:02:02.000Z' },
      { to_address: 'support@example.com', code: null, created_at: '2026-02-02T02:02:02.000Z' },
    ]);
    await database.db.destroy();
  });

  it('picks SMTP when MAIL_URL is set, the console otherwise', async () => {
    const database = openSqlite(':memory:');
    const deps = { db: database.db, log: recordingLog().log as never, now: () => new Date() };
    expect(createConfiguredMailer({ MAIL_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'x@y.z' }, deps).kind).toBe('smtp');
    expect(createConfiguredMailer({ MAIL_FROM: 'x@y.z' }, deps).kind).toBe('console');
    await database.db.destroy();
  });
});
