// Where a learner's personal rows live, table by table: what an export includes and what deleting
// the account removes (issue 17 §5). personal-tables.test.ts reads the live schema and fails when a
// table with a column naming a person (USER_COLUMNS) is missing here, so a new table cannot be
// forgotten: add it with what it is keyed by, and whether it is exported.
import type { Database } from '../../db/schema';

/** Columns that tie a row to a person: an account id, an e-mail address or a phone number. */
export const USER_COLUMNS = ['user_id', 'email', 'phone', 'target', 'to_address'] as const;

export interface PersonalTable {
  table: keyof Database;
  /** The column that names the learner: their account id, or their e-mail address and phone number. */
  by: { column: string; value: 'userId' | 'address' };
  /** In the export (false: a secret or a transient lock the learner cannot use). */
  exported: boolean;
  /** Columns left out of the export: hashes of secrets. */
  omit?: readonly string[];
}

/** In deletion order: rows that point at others go first (SQLite may run without foreign keys). */
export const PERSONAL_TABLES: readonly PersonalTable[] = [
  { table: 'chat_message', by: { column: 'user_id', value: 'userId' }, exported: true },
  { table: 'learner_fact', by: { column: 'user_id', value: 'userId' }, exported: true },
  { table: 'chat_slot', by: { column: 'user_id', value: 'userId' }, exported: false },
  { table: 'conversation', by: { column: 'user_id', value: 'userId' }, exported: true },
  { table: 'review_log', by: { column: 'user_id', value: 'userId' }, exported: true },
  { table: 'review_card', by: { column: 'user_id', value: 'userId' }, exported: true },
  { table: 'collection_item', by: { column: 'user_id', value: 'userId' }, exported: true },
  { table: 'recording_owner', by: { column: 'user_id', value: 'userId' }, exported: true },
  { table: 'pronunciation_result', by: { column: 'user_id', value: 'userId' }, exported: true },
  { table: 'app_event', by: { column: 'user_id', value: 'userId' }, exported: true },
  { table: 'support_message', by: { column: 'user_id', value: 'userId' }, exported: true },
  { table: 'identity', by: { column: 'user_id', value: 'userId' }, exported: true },
  { table: 'session', by: { column: 'user_id', value: 'userId' }, exported: true, omit: ['token_hash'] },
  { table: 'user_settings', by: { column: 'user_id', value: 'userId' }, exported: true },
  // Keyed by address, not account: codes, sign-in failures and mail kept without a mail server.
  { table: 'verify_code', by: { column: 'target', value: 'address' }, exported: false },
  { table: 'auth_code', by: { column: 'target', value: 'address' }, exported: false },
  { table: 'login_failure', by: { column: 'email', value: 'address' }, exported: false },
  { table: 'mail_outbox', by: { column: 'to_address', value: 'address' }, exported: false },
  { table: 'app_user', by: { column: 'id', value: 'userId' }, exported: true, omit: ['password_hash'] },
];

/**
 * Tables with a person's column that hold nothing personal of one learner, with the reason.
 * oidc_login: a sign-in in progress, keyed by a random state, not by a person.
 */
export const NOT_PERSONAL: Readonly<Record<string, string>> = {
  oidc_login: 'a sign-in in progress, keyed by a random state; it names no account and expires in minutes',
};
