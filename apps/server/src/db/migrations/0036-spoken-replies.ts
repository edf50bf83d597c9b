// Issue 16: spoken replies (the text-to-speech cache in the media store) were never removed, so new
// texts filled the disk. One row per reply file, with when it was last served, lets the retention
// job remove replies nobody asked for in SPOKEN_REPLY_RETENTION_DAYS. Replies already kept in the
// database store (media_blob) get a row from the day they were made; the local folder and S3 cannot
// be listed, so replies made there before this migration stay until that store is cleared.
// Frozen once released.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('spoken_reply')
    .addColumn('name', 'varchar(80)', (c) => c.primaryKey())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('spoken_reply_last_used').on('spoken_reply').column('last_used_at').execute();
  // Learners' recordings (rec-…) have retention of their own (recording_owner).
  await db
    .insertInto('spoken_reply')
    .columns(['name', 'created_at', 'last_used_at'])
    .expression(db.selectFrom('media_blob').select(['name', 'created_at', sql<string>`created_at`.as('last_used_at')]).where('name', 'not like', 'rec-%'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('spoken_reply').execute();
}
