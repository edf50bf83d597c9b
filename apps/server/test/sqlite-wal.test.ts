// The SQLite file runs in write-ahead-log mode (readers beside the writer, crash-safe with
// synchronous=NORMAL) with foreign keys enforced, as the server opens it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../src/db/database';

describe('the SQLite database file', () => {
  it('is in WAL mode with foreign keys on, and stays so when opened again', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'parley-wal-')), 'parley.db');
    const first = openDatabase({ sqliteFile: file });
    await migrateToLatest(first.db);
    const pragma = async (name: string) => Object.values((await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(first.db)).rows[0] ?? {})[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('synchronous')).toBe(1); // NORMAL
    await first.db.insertInto('app_event').values({ user_id: null, device_id: null, name: 'pageList', payload: '{}', created_at: new Date().toISOString() }).execute();
    expect(fs.existsSync(`${file}-wal`)).toBe(true);
    await first.db.destroy();

    const second = openDatabase({ sqliteFile: file });
    const mode = (await sql<{ journal_mode: string }>`pragma journal_mode`.execute(second.db)).rows[0]?.journal_mode;
    expect(mode).toBe('wal');
    expect(await second.db.selectFrom('app_event').select('name').execute()).toEqual([{ name: 'pageList' }]);
    await second.db.destroy();
  });
});
