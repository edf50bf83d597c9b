// SQL for audio kept in the database (table media_blob, migration 0030).
import type { Db } from '../../db/database';

export async function mediaBlobExists(db: Db, name: string): Promise<boolean> {
  return (await db.selectFrom('media_blob').select('name').where('name', '=', name).executeTakeFirst()) !== undefined;
}

export async function readMediaBlob(db: Db, name: string): Promise<Buffer | null> {
  const row = await db.selectFrom('media_blob').select('data').where('name', '=', name).executeTakeFirst();
  return row ? Buffer.from(row.data) : null;
}

/** One statement, so a row is whole or absent; a name already stored is left as it is (same content). */
export async function insertMediaBlob(db: Db, name: string, data: Buffer, now: string): Promise<void> {
  await db
    .insertInto('media_blob')
    .values({ name, data, size: data.length, created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export async function deleteMediaBlob(db: Db, name: string): Promise<void> {
  await db.deleteFrom('media_blob').where('name', '=', name).execute();
}
