// Home asks on every visit for the learner's newest message in any conversation ("continue the
// last conversation"): an index on (user_id, id) answers that without sorting all their messages.
// Frozen once released.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('chat_message_user_latest').on('chat_message').columns(['user_id', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('chat_message_user_latest').execute();
}
