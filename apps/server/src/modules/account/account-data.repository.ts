// SQL of a learner's own data: every personal row (personal-tables.ts) read for an export, or
// deleted in one transaction. Table names come from that list, never from a request.
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import { PERSONAL_TABLES, type PersonalTable } from './personal-tables';

export interface Person {
  userId: number;
  /** The account's e-mail address and phone number, where it has them (codes are keyed by them). */
  addresses: string[];
}

// The tables are chosen at run time from a fixed list, which Kysely's typed builder cannot follow.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const anyDb = (db: Db) => db as unknown as Kysely<any>;

function keysOf(table: PersonalTable, person: Person): Array<number | string> {
  return table.by.value === 'userId' ? [person.userId] : person.addresses;
}

export async function findPerson(db: Db, userId: number): Promise<(Person & { email: string | null; phone: string | null }) | undefined> {
  const row = await db.selectFrom('app_user').select(['id', 'email', 'phone']).where('id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  return { userId: row.id, email: row.email, phone: row.phone, addresses: [row.email, row.phone].filter((a): a is string => Boolean(a)) };
}

/** Every exported table's rows for this person, secrets left out, oldest first. */
export async function readPersonalRows(db: Db, person: Person): Promise<Record<string, Array<Record<string, unknown>>>> {
  const tables: Record<string, Array<Record<string, unknown>>> = {};
  for (const table of PERSONAL_TABLES.filter((t) => t.exported)) {
    const keys = keysOf(table, person);
    const rows = keys.length === 0 ? [] : ((await anyDb(db).selectFrom(table.table).selectAll().where(table.by.column, 'in', keys).execute()) as Array<Record<string, unknown>>);
    tables[table.table] = rows.map((row) => {
      const kept = { ...row };
      for (const column of table.omit ?? []) delete kept[column];
      return kept;
    });
  }
  return tables;
}

export async function listRecordings(db: Db, userId: number): Promise<Array<{ name: string; created_at: string }>> {
  return db.selectFrom('recording_owner').select(['name', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute();
}

/** Recordings of these names that some other account also uploaded (same bytes): their file stays. */
export async function namesOwnedByOthers(db: Db, names: string[], userId: number): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db.selectFrom('recording_owner').select('name').where('name', 'in', names).where('user_id', '!=', userId).execute();
  return new Set(rows.map((r) => r.name));
}

/** Deletes every personal row in one transaction: all of them go, or none. */
export async function deletePersonalRows(db: Db, person: Person): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of PERSONAL_TABLES) {
      const keys = keysOf(table, person);
      if (keys.length > 0) await anyDb(trx).deleteFrom(table.table).where(table.by.column, 'in', keys).execute();
    }
  });
}
