// What the conversation partner remembers about a learner (issue 14): one row per fact key, with
// the conversation it was learned in so clearing that conversation forgets it. Frozen once released.
import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('learner_fact'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('fact_key', 'varchar(80)', (c) => c.notNull())
    .addColumn('value', 'varchar(200)', (c) => c.notNull())
    .addColumn('conversation_id', 'integer', (c) => c.references('conversation.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('learner_fact_unique', ['user_id', 'fact_key'])
    .execute();
  await db.schema.createIndex('learner_fact_conversation').on('learner_fact').column('conversation_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('learner_fact').execute();
}
