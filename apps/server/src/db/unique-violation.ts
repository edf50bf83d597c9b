// Whether a database error is a unique (or primary key) violation, on SQLite and PostgreSQL alike.
// Repositories and services use it where a second insert of the same thing is expected (a retried
// message, a word saved twice, a race to create an account) and the first one stands.
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  // 23505 is PostgreSQL's unique_violation; better-sqlite3 sets the extended SQLite code.
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return true;
  return typeof message === 'string' && /UNIQUE constraint failed/.test(message);
}
