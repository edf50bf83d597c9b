// The learner's collection of words, phrases and chat messages. One row per (user, kind, content):
// collecting twice finds the same row. Frozen once released.
import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('collection_item'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('content_key', 'varchar(600)', (c) => c.notNull())
    .addColumn('ipa', 'varchar(300)')
    .addColumn('meaning', 'text')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('scene_id', 'integer')
    .addColumn('message_id', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('collection_item_unique', ['user_id', 'kind', 'content_key'])
    .execute();
  await db.schema.createIndex('collection_item_user_created').on('collection_item').columns(['user_id', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('collection_item').execute();
}
