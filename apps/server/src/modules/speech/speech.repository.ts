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
