// Issue 15 §2 and §5: what the learner's voice turns measured, kept after the recording itself is
// removed (recordings live days, progress is drawn over weeks). One row per recording of a
// signed-in learner: its length, and its pronunciation score and weakest words when it was scored.
// A learner message that was spoken names its recording (chat_message.audio_name), so a
// conversation's report can find its scores. Frozen once released.
import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('pronunciation_result'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('audio_name', 'varchar(80)', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer')
    .addColumn('words_json', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('pronunciation_result_audio', ['user_id', 'audio_name'])
    .execute();
  await db.schema.createIndex('pronunciation_result_user_time').on('pronunciation_result').columns(['user_id', 'created_at']).execute();
  await db.schema.alterTable('chat_message').addColumn('audio_name', 'varchar(80)').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chat_message').dropColumn('audio_name').execute();
  await db.schema.dropTable('pronunciation_result').execute();
}
