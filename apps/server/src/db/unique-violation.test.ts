import { describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../test/support/databases';
import { isUniqueViolation } from './unique-violation';

describeEachDialect('isUniqueViolation', (getDatabase) => {
  const now = '2026-01-01T00:00:00.000Z';
  const insertUser = () =>
    getDatabase().db.insertInto('app_user').values({ email: 'same@example.com', password_hash: null, type: 'email', phone: null, created_at: now, updated_at: now }).execute();

  it('recognises a second row with the same unique e-mail', async () => {
    await insertUser();
    const error = await insertUser().then(() => null, (e: unknown) => e);
    expect(error).not.toBeNull();
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('does not mistake another failure for one', async () => {
    const error = await getDatabase().db.selectFrom('no_such_table' as 'app_user').selectAll().execute().then(() => null, (e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(false);
  });
});

describe('isUniqueViolation on values that are not database errors', () => {
  it('answers false', () => {
    for (const value of [null, undefined, 'UNIQUE constraint failed', 42, new Error('timeout')]) expect(isUniqueViolation(value)).toBe(false);
  });
});
