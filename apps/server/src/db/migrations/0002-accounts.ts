// Accounts, settings, one-time codes, sessions, sign-in failures, the mail outbox and support
// messages. Frozen once released: later changes go in a new migration.
import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('app_user'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(200)')
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('app_user.id').onDelete('cascade'))
    .addColumn('native_language', 'varchar(35)')
    .addColumn('level', 'varchar(4)', (c) => c.notNull().defaultTo('A1'))
    .addColumn('topics', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('voice_role_id', 'varchar(64)')
    .addColumn('voice_style', 'varchar(64)')
    .addColumn('role_id', 'integer')
    .addColumn('role_style', 'varchar(40)')
    .addColumn('auto_play_voice', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('auto_blur_text', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('auto_speech_assessment', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('playback_rate', 'real', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('verify_code'))
    .addColumn('target', 'varchar(254)', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('consumed_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('verify_code_target').on('verify_code').columns(['target', 'type', 'created_at']).execute();

  await withIdColumn(db, db.schema.createTable('auth_code'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('target', 'varchar(254)', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('consumed_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('session'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('session_user').on('session').column('user_id').execute();

  await withIdColumn(db, db.schema.createTable('login_failure'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failure_email').on('login_failure').columns(['email', 'created_at']).execute();

  await withIdColumn(db, db.schema.createTable('mail_outbox'))
    .addColumn('to_address', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('code', 'varchar(16)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_to').on('mail_outbox').columns(['to_address', 'created_at']).execute();

  await withIdColumn(db, db.schema.createTable('support_message'))
    .addColumn('user_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['support_message', 'mail_outbox', 'login_failure', 'session', 'auth_code', 'verify_code', 'user_settings', 'app_user']) {
    await db.schema.dropTable(table).execute();
  }
}
