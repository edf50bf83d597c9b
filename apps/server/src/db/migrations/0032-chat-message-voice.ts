// Issue 15: whether a learner's message was spoken (speech recognition) or typed, so the report
// after a conversation can say how much of it was spoken. Older messages count as typed. Frozen once released.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chat_message').addColumn('voice', 'integer', (col) => col.notNull().defaultTo(0)).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chat_message').dropColumn('voice').execute();
}
