// SQL for the app_event table.
import type { Db } from '../../db/database';

export interface NewAppEvent {
  userId: number | null;
  deviceId: string | null;
  name: string;
  payload: Record<string, unknown>;
  createdAt: string;
}

export async function insertAppEvent(db: Db, event: NewAppEvent): Promise<number> {
  const row = await db
    .insertInto('app_event')
    .values({
      user_id: event.userId,
      device_id: event.deviceId,
      name: event.name,
      payload: JSON.stringify(event.payload),
      created_at: event.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function countAppEvents(db: Db, name: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('app_event')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('name', '=', name)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Removes events recorded before `before` (the retention job, issue 16). */
export async function deleteAppEventsBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('app_event').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
