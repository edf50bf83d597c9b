// All SQL of the conversation module: conversations, their messages and the per-user chat slots.
// Rows go out as they are; the service maps them to contract types.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ChatMessageTable, ConversationTable } from '../../db/schema';

export type ConversationRow = Selectable<ConversationTable>;
export type MessageRow = Selectable<ChatMessageTable>;

export const FREE_CHAT_SCENE_ID = 0;

export async function findConversation(db: Db, userId: number, roleId: number, sceneId: number) {
  return db
    .selectFrom('conversation')
    .selectAll()
    .where('user_id', '=', userId)
    .where('role_id', '=', roleId)
    .where('scene_id', '=', sceneId)
    .executeTakeFirst();
}

export async function getOrCreateConversation(
  db: Db,
  key: { userId: number; roleId: number; sceneId: number; topic: string | null },
  now: string,
): Promise<ConversationRow> {
  const existing = await findConversation(db, key.userId, key.roleId, key.sceneId);
  if (existing) return existing;
  await db
    .insertInto('conversation')
    .values({
      user_id: key.userId,
      role_id: key.roleId,
      scene_id: key.sceneId,
      topic: key.topic,
      status: 'active',
      scene_turn: 0,
      scene_misses: 0,
      scene_hinted: 0,
      update_num: 0,
      completed_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'role_id', 'scene_id']).doNothing())
    .execute();
  const row = await findConversation(db, key.userId, key.roleId, key.sceneId);
  if (!row) throw new Error('conversation vanished right after it was created');
  return row;
}

export type ConversationPatch = Partial<
  Pick<ConversationTable, 'topic' | 'status' | 'scene_turn' | 'scene_misses' | 'scene_hinted' | 'completed_at'>
>;

export async function updateConversation(db: Db, id: number, patch: ConversationPatch, now: string) {
  await db.updateTable('conversation').set({ ...patch, updated_at: now }).where('id', '=', id).execute();
}

/**
 * Moves a scene on only if nobody else did since `fromTurn` was read (two tabs answering at once).
 * `completed_at` records that the learner has finished the scene at least once (exploration
 * progress): a null in the patch (a turn of a replay) never erases an earlier completion.
 */
export async function advanceScene(
  db: Db,
  id: number,
  fromTurn: number,
  patch: Required<Pick<ConversationTable, 'scene_turn' | 'scene_misses' | 'scene_hinted' | 'status'>> & { completed_at: string | null },
  now: string,
): Promise<boolean> {
  const { completed_at: completedAt, ...progress } = patch;
  const result = await db
    .updateTable('conversation')
    .set({ ...progress, ...(completedAt ? { completed_at: completedAt } : {}), updated_at: now })
    .where('id', '=', id)
    .where('scene_turn', '=', fromTurn)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertMessage(
  db: Db,
  message: {
    conversationId: number;
    userId: number;
    sender: 'ai' | 'learner';
    content: string;
    clientMessageId?: string | null;
    replyToId?: number | null;
    engine?: string | null;
    checkJson?: string | null;
    /** The learner spoke it (speech recognition). */
    voice?: boolean;
    /** A spoken message's recording (its pronunciation_result row). */
    audioName?: string | null;
  },
  now: string,
): Promise<MessageRow> {
  return db
    .insertInto('chat_message')
    .values({
      conversation_id: message.conversationId,
      user_id: message.userId,
      sender: message.sender,
      content: message.content,
      client_message_id: message.clientMessageId ?? null,
      reply_to_id: message.replyToId ?? null,
      engine: message.engine ?? null,
      check_json: message.checkJson ?? null,
      voice: message.voice ? 1 : 0,
      audio_name: message.audioName ?? null,
      created_at: now,
      deleted_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findMessageByClientId(db: Db, conversationId: number, clientMessageId: string) {
  return db
    .selectFrom('chat_message')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('client_message_id', '=', clientMessageId)
    .executeTakeFirst();
}

export async function findReplyTo(db: Db, learnerMessageId: number) {
  return db.selectFrom('chat_message').selectAll().where('reply_to_id', '=', learnerMessageId).executeTakeFirst();
}

export async function setMessageCheck(db: Db, id: number, checkJson: string) {
  await db.updateTable('chat_message').set({ check_json: checkJson }).where('id', '=', id).execute();
}

export async function setMessageCorrection(db: Db, id: number, correctionJson: string | null) {
  await db.updateTable('chat_message').set({ correction_json: correctionJson }).where('id', '=', id).execute();
}

/** The last `limit` visible messages (before `beforeId` when given), oldest first. */
export async function listRecentMessages(db: Db, conversationId: number, limit: number, options: { beforeId?: number; afterId?: number } = {}) {
  let query = db
    .selectFrom('chat_message')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('deleted_at', 'is', null);
  if (options.beforeId !== undefined) query = query.where('id', '<', options.beforeId);
  if (options.afterId !== undefined) query = query.where('id', '>', options.afterId);
  const rows = await query.orderBy('id', 'desc').limit(limit).execute();
  return rows.reverse();
}

export async function countVisibleMessages(db: Db, conversationId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_message')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('conversation_id', '=', conversationId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Every visible AI line of the conversation, oldest first (for never repeating a question). */
export async function listAiLines(db: Db, conversationId: number, limit = 500): Promise<string[]> {
  const rows = await db
    .selectFrom('chat_message')
    .select('content')
    .where('conversation_id', '=', conversationId)
    .where('sender', '=', 'ai')
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.content).reverse();
}

export async function latestAiMessage(db: Db, conversationId: number) {
  return db
    .selectFrom('chat_message')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('sender', '=', 'ai')
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Hides every message and starts the conversation (and its scene) again; bumps the clear marker.
 * completed_at stays: replaying or clearing a finished scene must not take back the learner's
 * progress in its explorations (status tells whether the current run is finished).
 */
export async function clearConversation(db: Db, conversationId: number, now: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('chat_message')
      .set({ deleted_at: now })
      .where('conversation_id', '=', conversationId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    await trx
      .updateTable('conversation')
      .set((eb) => ({
        status: 'active',
        scene_turn: 0,
        scene_misses: 0,
        scene_hinted: 0,
        update_num: eb('update_num', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', conversationId)
      .execute();
    return Number(result.numUpdatedRows);
  });
}

/** When the user's learner messages were sent since `since` (cleared ones count too). */
export async function learnerMessageTimes(db: Db, userId: number, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom('chat_message')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('sender', '=', 'learner')
    .where('created_at', '>=', since)
    .execute();
  return rows.map((r) => r.created_at);
}

/** Learner messages of the user since `since` (cleared ones count too): the daily limit. */
export async function countLearnerMessagesSince(db: Db, userId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('chat_message')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('user_id', '=', userId)
    .where('sender', '=', 'learner')
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function countLearnerMessages(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_message')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('user_id', '=', userId)
    .where('sender', '=', 'learner')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function completedSceneIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('conversation')
    .select('scene_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('scene_id', '<>', FREE_CHAT_SCENE_ID)
    .where('completed_at', 'is not', null)
    .execute();
  return rows.map((r) => r.scene_id);
}

/**
 * Takes one of `max` chat slots of the user, or returns false when all are held. Each slot is a
 * row keyed by (user, slot): taking a free one is an insert, taking an expired one (a crashed
 * process) a conditional update, so two requests can never hold the same slot.
 */
export async function acquireChatSlot(db: Db, userId: number, max: number, token: string, now: string, expiresAt: string): Promise<number | null> {
  for (let slot = 0; slot < max; slot += 1) {
    const inserted = await db
      .insertInto('chat_slot')
      .values({ user_id: userId, slot, token, expires_at: expiresAt })
      .onConflict((oc) => oc.columns(['user_id', 'slot']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return slot;
    const taken = await db
      .updateTable('chat_slot')
      .set({ token, expires_at: expiresAt })
      .where('user_id', '=', userId)
      .where('slot', '=', slot)
      .where('expires_at', '<=', now)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) > 0) return slot;
  }
  return null;
}

export async function releaseChatSlot(db: Db, userId: number, slot: number, token: string): Promise<void> {
  await db.deleteFrom('chat_slot').where('user_id', '=', userId).where('slot', '=', slot).where('token', '=', token).execute();
}

/** The user's newest visible message in any conversation: where they talked last. */
export async function findLatestUserMessage(db: Db, userId: number) {
  return db.selectFrom('chat_message').selectAll().where('user_id', '=', userId).where('deleted_at', 'is', null).orderBy('id', 'desc').executeTakeFirst();
}

export async function findConversationById(db: Db, userId: number, id: number) {
  return db.selectFrom('conversation').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** A visible message of one of the user's conversations. */
export async function findUserMessage(db: Db, userId: number, id: number) {
  return db.selectFrom('chat_message').selectAll().where('id', '=', id).where('user_id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
}
