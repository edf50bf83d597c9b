// SQL for contact-us messages: each is stored before it is mailed, so none is lost to a mail outage.
import type { Db } from '../../db/database';

export async function insertSupportMessage(
  db: Db,
  message: { userId: number | null; email: string; subject: string; message: string },
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('support_message')
    .values({ user_id: message.userId, email: message.email, subject: message.subject, message: message.message, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
