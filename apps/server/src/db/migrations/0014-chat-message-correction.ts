// Issue 14: the correction shown on a learner's chat message (JSON of the contract's Correction),
// kept with the message so the chat history marks the fix too. Frozen once released.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chat_message').addColumn('correction_json', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chat_message').dropColumn('correction_json').execute();
}
