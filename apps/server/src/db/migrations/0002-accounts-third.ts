// Third-party sign-in: identities at an OpenID Connect provider, and the pending sign-ins (state,
// nonce, PKCE verifier) between getAccessToken and authLogin. Frozen once released.
import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('identity'))
    .addColumn('issuer', 'varchar(500)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('identity_issuer_subject', ['issuer', 'subject'])
    .execute();
  await db.schema.createIndex('identity_user').on('identity').column('user_id').execute();

  await withIdColumn(db, db.schema.createTable('oidc_login'))
    // sha256 of the state: the table alone does not let anyone finish a sign-in.
    .addColumn('state_hash', 'varchar(64)', (c) => c.notNull().unique())
    // sha256 of the random value in the browser's cookie, so a state only works in its own browser.
    .addColumn('binding_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('nonce', 'varchar(128)', (c) => c.notNull())
    .addColumn('code_verifier', 'varchar(128)', (c) => c.notNull())
    .addColumn('redirect_uri', 'varchar(2048)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('consumed_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oidc_login_expires').on('oidc_login').column('expires_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oidc_login').execute();
  await db.schema.dropTable('identity').execute();
}
