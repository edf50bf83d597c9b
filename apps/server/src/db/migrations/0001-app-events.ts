// Frozen once released: later changes go in a new migration.
import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('app_event'))
    .addColumn('user_id', 'integer')
    .addColumn('device_id', 'varchar(64)')
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('app_event_name_created').on('app_event').columns(['name', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('app_event').execute();
}
