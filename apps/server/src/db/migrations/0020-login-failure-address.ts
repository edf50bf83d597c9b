// Issue 16: failed sign-ins were counted per account only, so anyone could lock a learner out by
// failing ten times. They are now counted per account and client address (IPv6 by /64), with a
// high per-account ceiling across all addresses. Rows from before keep an empty address.
// Frozen once released.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('login_failure').addColumn('address', 'varchar(64)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.createIndex('login_failure_email_address').on('login_failure').columns(['email', 'address', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('login_failure_email_address').execute();
  await db.schema.alterTable('login_failure').dropColumn('address').execute();
}
