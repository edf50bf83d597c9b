// SQL of the learner's remembered facts (table learner_fact): one row per (learner, fact key).
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { LearnerFactTable } from '../../db/schema';

export type LearnerFactRow = Selectable<LearnerFactTable>;

export function listFacts(db: Db, userId: number): Promise<LearnerFactRow[]> {
  return db.selectFrom('learner_fact').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** Saves facts learned in a conversation; a key already known gets the new value. */
export async function saveFacts(db: Db, userId: number, conversationId: number, facts: ReadonlyArray<{ key: string; value: string }>, now: string): Promise<void> {
  for (const fact of facts) {
    await db
      .insertInto('learner_fact')
      .values({ user_id: userId, fact_key: fact.key.slice(0, 80), value: fact.value.slice(0, 200), conversation_id: conversationId, created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'fact_key']).doUpdateSet({ value: fact.value.slice(0, 200), conversation_id: conversationId, updated_at: now }))
      .execute();
  }
}

/** The learner's own correction: the fact no longer belongs to a conversation, so clearing keeps it. */
export async function updateFact(db: Db, userId: number, id: number, value: string, now: string): Promise<LearnerFactRow | undefined> {
  await db.updateTable('learner_fact').set({ value, conversation_id: null, updated_at: now }).where('id', '=', id).where('user_id', '=', userId).execute();
  return db.selectFrom('learner_fact').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function deleteFacts(db: Db, userId: number, id?: number): Promise<number> {
  let query = db.deleteFrom('learner_fact').where('user_id', '=', userId);
  if (id !== undefined) query = query.where('id', '=', id);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteConversationFacts(db: Db, conversationId: number): Promise<number> {
  const result = await db.deleteFrom('learner_fact').where('conversation_id', '=', conversationId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
