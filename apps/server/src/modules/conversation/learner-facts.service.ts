// The learner's remembered facts: learned from their free-chat lines before the partner replies,
// handed to every engine call, listed, corrected and deleted through the API, and forgotten with
// the conversation they came from when the learner clears it.
import { ErrCode } from '@parley/contract/envelope';
import type { LearnerFactItem } from '@parley/contract/learner-facts';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../db/database';
import { extractFacts, factLabel, keepNamed, type LearnerFact } from '../../ai/conversation/dialogue/facts';
import * as repo from './learner-facts.repository';

const toItem = (row: repo.LearnerFactRow): LearnerFactItem => ({
  id: row.id,
  key: row.fact_key,
  label: factLabel(row.fact_key),
  value: row.value,
  conversationId: row.conversation_id,
  updatedAt: row.updated_at,
});

export function createLearnerFactsService(deps: { db: Db; now: () => Date }) {
  const { db } = deps;
  const nowIso = () => deps.now().toISOString();
  return {
    /** Keeps what this line says about the learner; returns every fact known now. */
    async learnFrom(userId: number, conversationId: number, text: string): Promise<LearnerFact[]> {
      const known = await this.factsOf(userId);
      // "my parrot" later in the chat says nothing new: it must not replace the parrot's name.
      const said = keepNamed(extractFacts(text), known);
      if (said.length > 0) await repo.saveFacts(db, userId, conversationId, said, nowIso());
      return this.factsOf(userId);
    },
    async factsOf(userId: number): Promise<LearnerFact[]> {
      return (await repo.listFacts(db, userId)).map((r) => ({ key: r.fact_key, value: r.value }));
    },
    async list(userId: number): Promise<{ list: LearnerFactItem[] }> {
      return { list: (await repo.listFacts(db, userId)).map(toItem) };
    },
    async update(userId: number, id: number, value: string): Promise<{ item: LearnerFactItem }> {
      const row = await repo.updateFact(db, userId, id, value, nowIso());
      if (!row) throw new AppError(ErrCode.NotFound, `fact ${id} not found`);
      return { item: toItem(row) };
    },
    async remove(userId: number, id: number | undefined): Promise<{ deleted: number }> {
      const deleted = await repo.deleteFacts(db, userId, id);
      if (id !== undefined && deleted === 0) throw new AppError(ErrCode.NotFound, `fact ${id} not found`);
      return { deleted };
    },
    forgetConversation: (conversationId: number) => repo.deleteConversationFacts(db, conversationId),
  };
}

export type LearnerFactsService = ReturnType<typeof createLearnerFactsService>;
