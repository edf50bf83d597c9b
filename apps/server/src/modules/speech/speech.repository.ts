// SQL of the speech module: who uploaded which recording (table recording_owner, migration 0031),
// and when each spoken reply was last served (table spoken_reply, migration 0036).
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

/**
 * Notes that a spoken reply is in use at `now`. A row used since `freshSince` is left as it is, so
 * serving a reply costs a read, not a write, most of the time.
 */
export async function recordSpokenReplyUse(db: Db, name: string, now: string, freshSince: string): Promise<void> {
  const row = await db.selectFrom('spoken_reply').select('last_used_at').where('name', '=', name).executeTakeFirst();
  if (row && row.last_used_at >= freshSince) return;
  await db
    .insertInto('spoken_reply')
    .values({ name, created_at: now, last_used_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ last_used_at: now }))
    .execute();
}

/** Up to `limit` spoken replies last served before `before`. */
export async function spokenRepliesUnusedSince(db: Db, before: string, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('spoken_reply').select('name').where('last_used_at', '<', before).orderBy('last_used_at').limit(limit).execute();
  return rows.map((r) => r.name);
}

/** Forgets a spoken reply unless it was served since `before`; true when this call forgot it. */
export async function forgetSpokenReply(db: Db, name: string, before: string): Promise<boolean> {
  const result = await db.deleteFrom('spoken_reply').where('name', '=', name).where('last_used_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A word the learner said less well than the rest, as pronunciation_result keeps it. */
export interface WeakWord {
  word: string;
  score: number;
}

/**
 * Keeps what a signed-in learner's recording measured (issue 15): its length always, its score and
 * weak words when it was scored. Scoring the same recording again (the learner edited the text)
 * replaces the score; a recording recognised again without scoring keeps the one it had.
 */
export async function savePronunciationResult(
  db: Db,
  row: { userId: number; audioName: string; durationMs: number; score: number | null; weakWords: WeakWord[] | null; now: string },
): Promise<void> {
  const scored = row.score === null ? { score: null, words_json: null } : { score: row.score, words_json: JSON.stringify(row.weakWords ?? []) };
  await db
    .insertInto('pronunciation_result')
    .values({ user_id: row.userId, audio_name: row.audioName, duration_ms: Math.round(row.durationMs), ...scored, created_at: row.now, updated_at: row.now })
    .onConflict((oc) => oc.columns(['user_id', 'audio_name']).doUpdateSet(row.score === null ? { updated_at: row.now } : { ...scored, updated_at: row.now }))
    .execute();
}
