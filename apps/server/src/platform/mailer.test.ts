import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { migrateToLatest, openSqlite } from '../db/database';
import { createOutboxMailer } from './mailer';

function recordingLog() {
  const lines: unknown[] = [];
  const log = { info: (obj: unknown) => lines.push(obj) } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('the development mailbox', () => {
  it('keeps the mail with its code, and logs the text without the code in production', async () => {
    const database = openSqlite(':memory:');
    await migrateToLatest(database.db);
    const now = () => new Date('2026-02-02T02:02:02Z');
    const production = recordingLog();
    await createOutboxMailer(database.db, production.log, now, { logText: false }).send({ to: 'a@example.com', subject: 'Code', text: 'Your code is 123456.', code: '123456' });
    expect(production.lines).toEqual([{ to: 'a@example.com', subject: 'Code', text: 'Your code is ••••••.' }]);
    const development = recordingLog();
    await createOutboxMailer(database.db, development.log, now, { logText: true }).send({ to: 'a@example.com', subject: 'Code', text: 'Your code is 654321.', code: '654321' });
    expect(development.lines).toEqual([{ to: 'a@example.com', subject: 'Code', text: 'Your code is 654321.' }]);
    const rows = await database.db.selectFrom('mail_outbox').select(['to_address', 'code', 'created_at']).orderBy('id').execute();
    expect(rows).toEqual([
      { to_address: 'a@example.com', code: '123456', created_at: '2026-02-02T02:02:02.000Z' },
      { to_address: 'a@example.com', code: '654321', created_at: '2026-02-02T02:02:02.000Z' },
    ]);
    await database.db.destroy();
  });
});
