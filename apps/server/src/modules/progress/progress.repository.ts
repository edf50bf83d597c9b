// SQL for progress: the learner's corrected chat messages (chat_message.correction_json).
import type { Correction } from '@parley/contract/conversation';
import type { Db } from '../../db/database';
import type { CorrectedMessageRow } from './mistakes';
import type { ReportMessage } from './report';

/** The learner's newest corrected messages (at most `limit`), skipping rows whose JSON does not parse. */
export async function correctedMessages(db: Db, userId: number, limit = 1000): Promise<CorrectedMessageRow[]> {
  const rows = await db
    .selectFrom('chat_message')
    .select(['id', 'conversation_id', 'content', 'correction_json', 'created_at'])
    .where('user_id', '=', userId)
    .where('sender', '=', 'learner')
    .where('deleted_at', 'is', null)
    .where('correction_json', 'is not', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.flatMap((row) => {
    const correction = parseCorrection(row.correction_json);
    return correction ? [{ id: Number(row.id), conversationId: Number(row.conversation_id), content: row.content, correction, createdAt: row.created_at }] : [];
  });
}

/** One of the learner's conversations with its scene's title (none for free chat), or undefined. */
export async function findConversation(db: Db, userId: number, conversationId: number) {
  return db
    .selectFrom('conversation')
    .leftJoin('scene', 'scene.id', 'conversation.scene_id')
    .select(['conversation.id', 'conversation.topic', 'conversation.created_at', 'scene.title as scene_title'])
    .where('conversation.id', '=', conversationId)
    .where('conversation.user_id', '=', userId)
    .executeTakeFirst();
}

/** The conversation's messages still shown (a cleared conversation keeps none). */
export async function conversationMessages(db: Db, conversationId: number): Promise<ReportMessage[]> {
  // A spoken turn's recording measured its length and score (pronunciation_result, the speech module's).
  const rows = await db
    .selectFrom('chat_message')
    .leftJoin('pronunciation_result as pr', (join) => join.onRef('pr.user_id', '=', 'chat_message.user_id').onRef('pr.audio_name', '=', 'chat_message.audio_name'))
    .select(['chat_message.id', 'sender', 'content', 'voice', 'correction_json', 'chat_message.created_at', 'pr.duration_ms', 'pr.score', 'pr.words_json'])
    .where('conversation_id', '=', conversationId)
    .where('deleted_at', 'is', null)
    .orderBy('chat_message.created_at')
    .orderBy('chat_message.id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    sender: row.sender === 'ai' ? 'ai' : 'learner',
    content: row.content,
    voice: Number(row.voice) === 1,
    correction: parseCorrection(row.correction_json),
    createdAt: row.created_at,
    speech: row.duration_ms === null ? null : { durationMs: Number(row.duration_ms), score: row.score === null ? null : Number(row.score), weakWords: parseWeakWords(row.words_json) },
  }));
}

function parseWeakWords(json: string | null): Array<{ word: string; score: number }> {
  try {
    const words: unknown = json ? JSON.parse(json) : [];
    return Array.isArray(words) ? words.filter((w): w is { word: string; score: number } => typeof w?.word === 'string' && typeof w?.score === 'number') : [];
  } catch {
    return [];
  }
}

/** What the learner's recordings since `since` measured: length and score, by when they were made. */
export async function recordingsSince(db: Db, userId: number, since: string) {
  const rows = await db.selectFrom('pronunciation_result').select(['duration_ms', 'score', 'created_at']).where('user_id', '=', userId).where('created_at', '>=', since).execute();
  return rows.map((r) => ({ durationMs: Number(r.duration_ms), score: r.score === null ? null : Number(r.score), createdAt: r.created_at }));
}

/** What the learner wrote before `before` in their other conversations (at most `limit` messages). */
export async function earlierLearnerTexts(db: Db, userId: number, conversationId: number, before: string, limit = 5000): Promise<string[]> {
  const rows = await db
    .selectFrom('chat_message')
    .select(['content'])
    .where('user_id', '=', userId)
    .where('sender', '=', 'learner')
    .where('conversation_id', '!=', conversationId)
    .where('created_at', '<', before)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.content);
}

function parseCorrection(json: string | null): Correction | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as Correction | null;
  } catch {
    return null;
  }
}

/** The learner's turns since `since` (cleared conversations included: the practice happened). */
export async function learnerTurnsSince(db: Db, userId: number, since: string) {
  const rows = await db
    .selectFrom('chat_message')
    .select(['content', 'voice', 'correction_json', 'created_at'])
    .where('user_id', '=', userId)
    .where('sender', '=', 'learner')
    .where('created_at', '>=', since)
    .execute();
  return rows.map((r) => ({ content: r.content, voice: Number(r.voice) === 1, corrected: r.correction_json !== null, createdAt: r.created_at }));
}

/** When the learner saved each word and phrase since `since`. */
export async function savedSince(db: Db, userId: number, since: string): Promise<string[]> {
  const rows = await db.selectFrom('collection_item').select('created_at').where('user_id', '=', userId).where('kind', 'in', ['word', 'phrase']).where('created_at', '>=', since).execute();
  return rows.map((r) => r.created_at);
}

/** The learner's turns in their newest conversations (by their last turn), newest conversation first. */
export async function recentConversationTurns(db: Db, userId: number, limit = 2000) {
  const rows = await db
    .selectFrom('chat_message')
    .select(['conversation_id', 'content', 'correction_json', 'created_at'])
    .where('user_id', '=', userId)
    .where('sender', '=', 'learner')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  const byConversation = new Map<number, Array<{ content: string; corrected: boolean }>>();
  for (const r of rows) {
    const id = Number(r.conversation_id);
    if (!byConversation.has(id)) byConversation.set(id, []);
    byConversation.get(id)!.push({ content: r.content, corrected: r.correction_json !== null });
  }
  return [...byConversation].map(([conversationId, turns]) => ({ conversationId, turns }));
}
