// SQL for the review deck: saved words, phrases and short sentences with their FSRS card (none: new), the cards due,
// a grade's new state and its log, and the learner's own newest sentence using a word.
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { StoredCard } from './scheduler';

/** The kinds that make a card: words and phrases by heart, saved sentences by exercises. */
export const REVIEWED_KINDS = ['word', 'phrase', 'message'] as const;
/**
 * A saved message longer than a learner's own message may be (the chat's 140 characters) is a
 * paragraph, not a sentence to practise: it stays out of the deck.
 */
export const MAX_SENTENCE_CHARS = 140;

const deckQuery = (db: Db, userId: number) =>
  db
    .selectFrom('collection_item')
    .leftJoin('review_card', 'review_card.collection_item_id', 'collection_item.id')
    .where('collection_item.user_id', '=', userId)
    .where('collection_item.kind', 'in', [...REVIEWED_KINDS])
    .where((eb) => eb.or([eb('collection_item.kind', '!=', 'message'), eb(sql<number>`length(collection_item.content)`, '<=', MAX_SENTENCE_CHARS)]));

/** Cards due at `now` (new ones, then the longest overdue), at most `limit`, and the counts. */
export async function dueCards(db: Db, userId: number, now: string, limit: number) {
  const rows = await deckQuery(db, userId)
    .selectAll('collection_item')
    .select(['review_card.due', 'review_card.stability', 'review_card.difficulty', 'review_card.scheduled_days', 'review_card.learning_steps', 'review_card.reps', 'review_card.lapses', 'review_card.state', 'review_card.last_review'])
    .where((eb) => eb.or([eb('review_card.due', 'is', null), eb('review_card.due', '<=', now)]))
    // New cards first (both dialects: SQLite and PostgreSQL sort NULL at opposite ends), then the longest overdue.
    .orderBy(sql`case when review_card.due is null then 0 else 1 end`)
    .orderBy('review_card.due', 'asc')
    .orderBy('collection_item.id', 'asc')
    .limit(limit)
    .execute();
  const counts = await deckCounts(db, userId, now);
  const next = await deckQuery(db, userId).select('review_card.due').where('review_card.due', '>', now).orderBy('review_card.due', 'asc').limit(1).executeTakeFirst();
  return { rows, ...counts, nextDue: next?.due ?? null };
}

/** How many cards the deck holds, and how many of them are due (new ones included). */
export async function deckCounts(db: Db, userId: number, now: string) {
  const due = await deckQuery(db, userId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where((eb) => eb.or([eb('review_card.due', 'is', null), eb('review_card.due', '<=', now)]))
    .executeTakeFirst();
  const total = await deckQuery(db, userId).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst();
  return { dueCount: Number(due?.count ?? 0), total: Number(total?.count ?? 0) };
}

export async function findDeckItem(db: Db, userId: number, collectionItemId: number) {
  return deckQuery(db, userId)
    .selectAll('collection_item')
    .select(['review_card.id as card_id', 'review_card.due', 'review_card.stability', 'review_card.difficulty', 'review_card.scheduled_days', 'review_card.learning_steps', 'review_card.reps', 'review_card.lapses', 'review_card.state', 'review_card.last_review'])
    .where('collection_item.id', '=', collectionItemId)
    .executeTakeFirst();
}

/** Stores the card after a grade (insert for a new card) and logs the review, in one transaction. */
export async function saveGrade(db: Db, input: { userId: number; collectionItemId: number; cardId: number | null; card: StoredCard; rating: string; now: string }) {
  await db.transaction().execute(async (trx) => {
    const values = { ...input.card, updated_at: input.now };
    if (input.cardId === null) await trx.insertInto('review_card').values({ user_id: input.userId, collection_item_id: input.collectionItemId, ...values }).execute();
    else await trx.updateTable('review_card').set(values).where('id', '=', input.cardId).execute();
    await trx.insertInto('review_log').values({ user_id: input.userId, collection_item_id: input.collectionItemId, rating: input.rating, scheduled_days: input.card.scheduled_days, reviewed_at: input.now }).execute();
  });
}

/** The learner's newest chat message containing the word or phrase (whole words), or null. */
export async function ownExample(db: Db, userId: number, content: string): Promise<string | null> {
  const rows = await db
    .selectFrom('chat_message')
    .select('content')
    .where('user_id', '=', userId)
    .where('sender', '=', 'learner')
    .where('deleted_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['content']), 'like', `%${content.toLowerCase().replace(/[%_\\]/g, '')}%`))
    .orderBy('created_at', 'desc')
    .limit(20)
    .execute();
  const whole = new RegExp(`(^|[^\\p{L}])${content.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'iu');
  return rows.find((r) => whole.test(r.content))?.content ?? null;
}
