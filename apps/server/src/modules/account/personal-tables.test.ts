// Every table of the migrated schema that has a column naming a person must be in
// personal-tables.ts (exported, deleted or both) or named as not personal: a new table with a
// user_id cannot be forgotten by the export and the account deletion.
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/support/databases';
import { NOT_PERSONAL, PERSONAL_TABLES, USER_COLUMNS } from './personal-tables';

describeEachDialect('personal tables', (getDatabase, dialect) => {
  it(`lists every table with a user column of the ${dialect} schema as exported or deleted`, async () => {
    const { db } = getDatabase();
    const here = dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
    const tables = (await db.introspection.getTables()).filter((t) => !t.isView && (here === undefined || t.schema === here) && !t.name.startsWith('kysely_'));
    // The schema is really read: the tables every account has must be among them.
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['app_user', 'session', 'chat_message']));
    const known = new Map(PERSONAL_TABLES.map((t) => [t.table as string, t]));
    const forgotten: string[] = [];
    for (const table of tables) {
      const columns = table.columns.map((c) => c.name);
      if (!columns.some((c) => (USER_COLUMNS as readonly string[]).includes(c))) continue;
      if (table.name in NOT_PERSONAL) continue;
      const entry = known.get(table.name);
      if (!entry) forgotten.push(`${table.name} (${columns.filter((c) => (USER_COLUMNS as readonly string[]).includes(c)).join(', ')})`);
      else expect(columns, `${table.name} is keyed by ${entry.by.column}`).toContain(entry.by.column);
    }
    expect(forgotten, 'tables with a user column that neither the export nor the account deletion knows: add them to personal-tables.ts').toEqual([]);
    // And nothing listed there is gone from the schema.
    expect(PERSONAL_TABLES.map((t) => t.table).filter((name) => !tables.some((t) => t.name === name))).toEqual([]);
  });
});
