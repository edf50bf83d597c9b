// SQL of the speech module: who uploaded which recording (table recording_owner, migration 0031).
import type { Db } from '../../db/database';

export async function addRecordingOwner(db: Db, name: string, userId: number, now: string): Promise<void> {
  await db
    .insertInto('recording_owner')
    .values({ name, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(['name', 'user_id']).doNothing())
    .execute();
}

export async function ownsRecording(db: Db, name: string, userId: number): Promise<boolean> {
  return (await db.selectFrom('recording_owner').select('name').where('name', '=', name).where('user_id', '=', userId).executeTakeFirst()) !== undefined;
}

/** How many recordings a learner keeps now, for the quota. */
export async function countRecordings(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recording_owner')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Up to `limit` recording names with an owner row made before `before`. */
export async function recordingsOwnedBefore(db: Db, before: string, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('recording_owner').select('name').distinct().where('created_at', '<', before).orderBy('name').limit(limit).execute();
  return rows.map((r) => r.name);
}

/** Forgets the old owner rows of one recording; true when nobody owns it any more. */
export async function releaseRecording(db: Db, name: string, before: string): Promise<boolean> {
  await db.deleteFrom('recording_owner').where('name', '=', name).where('created_at', '<', before).execute();
  return (await db.selectFrom('recording_owner').select('name').where('name', '=', name).executeTakeFirst()) === undefined;
}
