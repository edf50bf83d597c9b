// Runs a suite on every database dialect: SQLite always, PostgreSQL when reachable.
// In CI (CI=true) PostgreSQL must be reachable; elsewhere a missing server skips with a reason.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { migrateToLatest, openPostgres, openSqlite, type DatabaseHandle } from '../../src/db/database';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function probePostgres(): Promise<string | null> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const postgresProblem = await probePostgres();
if (postgresProblem) {
  if (process.env.CI === 'true') {
    throw new Error(`PostgreSQL must be reachable in CI at ${TEST_DATABASE_URL}: ${postgresProblem}`);
  }
  console.warn(`[tests] PostgreSQL suites skipped: ${TEST_DATABASE_URL} is not reachable (${postgresProblem})`);
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Drops what the suite created. */
  dispose(): Promise<void>;
}

/** A fresh, migrated database: an in-memory SQLite, or a PostgreSQL schema of its own. */
export async function createTestDatabase(dialect: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const handle = openSqlite(':memory:');
    await migrateToLatest(handle.db);
    return { handle, dispose: () => handle.db.destroy() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = openPostgres(TEST_DATABASE_URL, { schema, poolSize: 20 });
  await migrateToLatest(handle.db);
  return {
    handle,
    dispose: async () => {
      await handle.db.destroy();
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop schema if exists ${schema} cascade`);
      await cleanup.end();
    },
  };
}

export const DIALECTS = ['sqlite', 'postgres'] as const;

/**
 * describe() once per dialect; `getDb()` returns that dialect's database inside tests.
 * The database is created once per suite (beforeAll) and dropped after it.
 */
export function describeEachDialect(
  name: string,
  body: (getDatabase: () => DatabaseHandle, dialect: 'sqlite' | 'postgres') => void,
): void {
  for (const dialect of DIALECTS) {
    const skip = dialect === 'postgres' && postgresProblem !== null;
    (skip ? describe.skip : describe)(`${name} [${dialect}]`, () => {
      let database: TestDatabase | undefined;
      beforeAll(async () => {
        database = await createTestDatabase(dialect);
      });
      afterAll(async () => {
        await database?.dispose();
      });
      body(() => {
        if (!database) throw new Error('database not ready');
        return database.handle;
      }, dialect);
    });
  }
}
