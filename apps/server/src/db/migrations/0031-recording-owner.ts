// Who uploaded each recording (by content-hash name): voiceRecognizeByUrl answers only a
// learner's own recordings (issue 17). Two learners may upload the same bytes, so a name may have
// several owners. Frozen once released.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('recording_owner')
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('recording_owner_pk', ['name', 'user_id'])
    .execute();
  await db.schema.createIndex('recording_owner_user').on('recording_owner').column('user_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recording_owner').execute();
}
