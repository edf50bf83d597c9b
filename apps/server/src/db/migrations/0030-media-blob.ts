// Audio kept in the database (MEDIA_STORE=database, the default with DATABASE_URL): every server
// process sees a spoken reply or a recording another one made. Named by content hash, so a row
// never changes once written. Frozen once released.
import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('media_blob')
    .addColumn('name', 'varchar(80)', (c) => c.primaryKey())
    .addColumn('data', dialectOf(db) === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('media_blob').execute();
}
