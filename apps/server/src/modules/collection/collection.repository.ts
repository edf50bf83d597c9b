// SQL for the collection. Saving is an insert that falls back to the existing row, so two
// parallel saves of the same word keep one.
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';

export interface NewCollectionItem {
  userId: number;
  kind: string;
  content: string;
  contentKey: string;
  ipa: string | null;
  meaning: string | null;
  sceneId: number | null;
  messageId: number | null;
}

export function findItemByKey(db: Db, userId: number, kind: string, contentKey: string) {
  return db.selectFrom('collection_item').selectAll().where('user_id', '=', userId).where('kind', '=', kind).where('content_key', '=', contentKey).executeTakeFirst();
}

export function findItemById(db: Db, userId: number, id: number) {
  return db.selectFrom('collection_item').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** Inserts the item, or returns the one already saved; `isNew` says which. */
export async function saveItem(db: Db, item: NewCollectionItem, now: string) {
  const existing = await findItemByKey(db, item.userId, item.kind, item.contentKey);
  if (existing) return { row: existing, isNew: false };
  try {
    const row = await db
      .insertInto('collection_item')
      .values({
        user_id: item.userId,
        kind: item.kind,
        content: item.content,
        content_key: item.contentKey,
        ipa: item.ipa,
        meaning: item.meaning,
        note: '',
        scene_id: item.sceneId,
        message_id: item.messageId,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { row, isNew: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const row = await findItemByKey(db, item.userId, item.kind, item.contentKey);
    if (!row) throw error;
    return { row, isNew: false };
  }
}

export async function listItems(db: Db, userId: number, filter: { kind?: string | undefined; search?: string | undefined }, page: { limit: number; offset: number }) {
  let query = db.selectFrom('collection_item').where('user_id', '=', userId);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.search) {
    const pattern = `%${filter.search.toLowerCase().replace(/[%_\\]/g, '')}%`;
    query = query.where((eb) => eb.or([eb('content_key', 'like', pattern), eb(eb.fn('lower', ['note']), 'like', pattern), eb(eb.fn('lower', ['meaning']), 'like', pattern)]));
  }
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function updateNote(db: Db, userId: number, id: number, note: string, now: string) {
  await db.updateTable('collection_item').set({ note, updated_at: now }).where('user_id', '=', userId).where('id', '=', id).execute();
}

export async function deleteItem(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('collection_item').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
