// Issue 15 §4: the collection as a review deck. One FSRS card per saved item (its scheduling state,
// ts-fsrs's Card fields) and a log of every review. A saved item without a card is new. Frozen once released.
import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('review_card'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('collection_item_id', 'integer', (c) => c.notNull().references('collection_item.id').onDelete('cascade'))
    .addColumn('due', 'varchar(32)', (c) => c.notNull())
    .addColumn('stability', 'double precision', (c) => c.notNull())
    .addColumn('difficulty', 'double precision', (c) => c.notNull())
    .addColumn('scheduled_days', 'integer', (c) => c.notNull())
    .addColumn('learning_steps', 'integer', (c) => c.notNull())
    .addColumn('reps', 'integer', (c) => c.notNull())
    .addColumn('lapses', 'integer', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('last_review', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('review_card_item', ['collection_item_id'])
    .execute();
  await db.schema.createIndex('review_card_user_due').on('review_card').columns(['user_id', 'due']).execute();
  await withIdColumn(db, db.schema.createTable('review_log'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('collection_item_id', 'integer', (c) => c.notNull().references('collection_item.id').onDelete('cascade'))
    .addColumn('rating', 'varchar(8)', (c) => c.notNull())
    .addColumn('scheduled_days', 'integer', (c) => c.notNull())
    .addColumn('reviewed_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('review_log_user').on('review_log').columns(['user_id', 'reviewed_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('review_log').execute();
  await db.schema.dropTable('review_card').execute();
}
