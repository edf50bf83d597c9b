// SQL for the development mailbox: mail and text messages kept instead of sent when no mail
// server or SMS gateway is configured, read back by GET /api/dev/outbox outside production.
import type { Db } from '../db/database';

export async function insertOutboxMail(db: Db, mail: { to: string; subject: string; text: string; code: string | null }, now: string): Promise<void> {
  await db.insertInto('mail_outbox').values({ to_address: mail.to, subject: mail.subject, text: mail.text, code: mail.code, created_at: now }).execute();
}

/** The newest mails to an address first. */
export async function listOutbox(db: Db, to: string, limit = 20) {
  return db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc').limit(limit).execute();
}
