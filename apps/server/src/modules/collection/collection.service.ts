// Rules of the collection: words get their IPA and base meaning, the same thing is kept once,
// and each learner only ever sees and changes their own items.
import { ErrCode } from '@parley/contract/envelope';
import type { CollectionItem, CollectionKind } from '@parley/contract/collection';
import { AppError } from '../../platform/app-error';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { CollectionItemTable } from '../../db/schema';
import * as repo from './collection.repository';

/** The stored columns of a collection item, whichever query selected them (the review deck joins its card). */
export type CollectionItemRow = Omit<Selectable<CollectionItemTable>, 'user_id' | 'content_key'>;

export const toItem = (row: CollectionItemRow): CollectionItem => ({
  id: Number(row.id),
  kind: row.kind as CollectionKind,
  content: row.content,
  ipa: row.ipa,
  meaning: row.meaning,
  note: row.note,
  sceneId: row.scene_id,
  messageId: row.message_id,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export const contentKeyOf = (content: string) => content.trim().replace(/\s+/g, ' ').toLowerCase();

export interface CollectionServiceDeps {
  db: Db;
  now: () => Date;
  /** IPA and a short meaning for a word, from the lexicon. */
  describeWord(word: string): Promise<{ ipa: string | null; meaning: string | null }>;
  /** A chat message the learner may collect (their own conversation), or null. */
  findMessage(userId: number, messageId: number): Promise<{ id: number; text: string } | null>;
}

export function createCollectionService({ db, now, describeWord, findMessage }: CollectionServiceDeps) {
  const iso = () => now().toISOString();
  return {
    async collectContent(userId: number, input: { kind: 'word' | 'phrase'; content: string; meaning?: string | undefined; sceneId?: number | undefined }) {
      const content = input.content.trim().replace(/\s+/g, ' ');
      const kind = input.kind === 'word' && /\s/.test(content) ? 'phrase' : input.kind;
      const described = kind === 'word' ? await describeWord(content) : { ipa: null, meaning: null };
      const { row, isNew } = await repo.saveItem(
        db,
        { userId, kind, content, contentKey: contentKeyOf(content), ipa: described.ipa, meaning: input.meaning ?? described.meaning, sceneId: input.sceneId ?? null, messageId: null },
        iso(),
      );
      return { item: toItem(row), isNew };
    },

    async collectMessage(userId: number, messageId: number) {
      const message = await findMessage(userId, messageId);
      if (!message) throw new AppError(ErrCode.NotFound, 'messageId: no such message in your conversations');
      const { row, isNew } = await repo.saveItem(
        db,
        { userId, kind: 'message', content: message.text, contentKey: `message:${message.id}`, ipa: null, meaning: null, sceneId: null, messageId: message.id },
        iso(),
      );
      return { item: toItem(row), isNew };
    },

    async list(userId: number, filter: { kind?: CollectionKind | undefined; search?: string | undefined }, page: number, pageSize: number) {
      const { rows, total } = await repo.listItems(db, userId, filter, { limit: pageSize, offset: (page - 1) * pageSize });
      return { list: rows.map(toItem), total };
    },

    async setNote(userId: number, id: number, note: string) {
      if (!(await repo.findItemById(db, userId, id))) throw new AppError(ErrCode.NotFound, `collection item ${id} not found`);
      await repo.updateNote(db, userId, id, note.trim(), iso());
      const row = await repo.findItemById(db, userId, id);
      return { item: row ? toItem(row) : null };
    },

    async remove(userId: number, id: number) {
      if (!(await repo.deleteItem(db, userId, id))) throw new AppError(ErrCode.NotFound, `collection item ${id} not found`);
      return { item: null };
    },

    async wordStatus(userId: number, word: string) {
      const row = await repo.findItemByKey(db, userId, word.trim().includes(' ') ? 'phrase' : 'word', contentKeyOf(word));
      return { isCollected: Boolean(row), id: row?.id ?? null };
    },
  };
}

export type CollectionService = ReturnType<typeof createCollectionService>;
