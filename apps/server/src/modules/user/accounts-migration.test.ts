import { Migrator } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/support/databases';
import { migrateToLatest, openSqlite } from '../../db/database';
import { migrations } from '../../db/migrations/index';

const LATER = '0002-accounts-email-optional';

it('makes e-mail optional on an existing SQLite database without losing accounts, settings or sessions', async () => {
  const database = openSqlite(':memory:');
  const { db } = database;
  // The database as it was before the change.
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name !== LATER));
  await new Migrator({ db, provider: { getMigrations: async () => before }, allowUnorderedMigrations: true }).migrateToLatest();
  const now = '2026-01-01T00:00:00.000Z';
  const user = await db
    .insertInto('app_user')
    .values({ email: 'old@example.com', password_hash: 'h', type: 'email', phone: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_settings').values({ user_id: user.id, topics: '[]', level: 'B1', auto_play_voice: 1, auto_blur_text: 0, auto_speech_assessment: 0, playback_rate: 1, updated_at: now }).execute();
  await db.insertInto('session').values({ user_id: user.id, token_hash: 'x'.repeat(64), created_at: now, last_seen_at: now, expires_at: now }).execute();

  await migrateToLatest(db);

  expect(await db.selectFrom('app_user').select(['id', 'email']).execute()).toEqual([{ id: user.id, email: 'old@example.com' }]);
  expect(await db.selectFrom('user_settings').select('level').where('user_id', '=', user.id).executeTakeFirst()).toEqual({ level: 'B1' });
  expect((await db.selectFrom('session').select('user_id').execute()).map((r) => r.user_id)).toEqual([user.id]);
  // Two accounts without an address; an address still unique; foreign keys still enforced.
  await db.insertInto('app_user').values([
    { email: null, password_hash: null, type: 'phone', phone: '+10000000001', created_at: now, updated_at: now },
    { email: null, password_hash: null, type: 'phone', phone: '+10000000002', created_at: now, updated_at: now },
  ]).execute();
  await expect(db.insertInto('app_user').values({ email: 'old@example.com', password_hash: null, type: 'email', phone: null, created_at: now, updated_at: now }).execute()).rejects.toThrow(/UNIQUE/);
  await expect(db.insertInto('session').values({ user_id: 9999, token_hash: 'y'.repeat(64), created_at: now, last_seen_at: now, expires_at: now }).execute()).rejects.toThrow(/FOREIGN KEY/);
  await db.deleteFrom('app_user').where('id', '=', user.id).execute();
  expect(await db.selectFrom('session').selectAll().execute()).toEqual([]);
  await db.destroy();
});

describeEachDialect('accounts without an e-mail address', (getDatabase) => {
  it('lets several accounts have no address while addresses stay unique', async () => {
    const { db } = getDatabase();
    const now = '2026-01-01T00:00:00.000Z';
    await db.insertInto('app_user').values([
      { email: null, password_hash: null, type: 'oidc', phone: null, created_at: now, updated_at: now },
      { email: null, password_hash: null, type: 'oidc', phone: null, created_at: now, updated_at: now },
      { email: 'one@example.com', password_hash: null, type: 'email', phone: null, created_at: now, updated_at: now },
    ]).execute();
    await expect(db.insertInto('app_user').values({ email: 'one@example.com', password_hash: null, type: 'email', phone: null, created_at: now, updated_at: now }).execute()).rejects.toThrow();
  });
});
