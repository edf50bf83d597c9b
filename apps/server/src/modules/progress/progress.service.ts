// Progress (issue 15): My mistakes from the stored corrections, the explanation of one correction
// (rule, examples, the rule in the learner's language, a drill), and the check of a drill answer
// by the same grammar check that corrects chat turns.
import { ErrCode } from '@parley/contract/envelope';
import type { ConversationReport, Explanation, MistakeGroup } from '@parley/contract/progress';
import type { GrammarEngine } from '../../ai/language/grammar/grammar-types';
import { correctTurn } from '../../ai/language/grammar/turn-correction';
import type { Db } from '../../db/database';
import { AppError } from '../../platform/app-error';
import { examplesFor, keepsWords, practiceItem, sameSentence } from './explanations';
import { groupMistakes } from './mistakes';
import { conversationMessages, correctedMessages, earlierLearnerTexts, findConversation, learnerTurnsSince, recentConversationTurns, recordingsSince, savedSince } from './progress.repository';
import { suggestLevel } from './level-suggestion';
import { progressStats, statsSince } from './stats';
import { buildReport, wordsOf } from './report';

export interface ProgressDeps {
  db: Db;
  now: () => Date;
  grammar: () => Promise<GrammarEngine> | null;
  /** The rule in another language, or null where no whole-sentence translation engine has the pair. */
  translate(text: string, target: string): Promise<string | null>;
  nativeLanguageOf(userId: number): Promise<string | null>;
  levelOf(userId: number): Promise<string | null>;
}

/** A drill answer counts as a rewrite of the sentence when it keeps this share of the right one's words. */
const KEEPS_WORDS = 0.7;

export function createProgressService(deps: ProgressDeps) {
  return {
    async mistakes(userId: number): Promise<{ groups: MistakeGroup[]; total: number }> {
      const rows = await correctedMessages(deps.db, userId);
      return { groups: groupMistakes(rows, deps.now()), total: rows.length };
    },

    async explain(userId: number, input: { category: string; reason: string; wrong: string; fix: string }): Promise<{ explanation: Explanation }> {
      const examples = examplesFor(input.category, input.reason);
      const rule = input.reason.charAt(0).toUpperCase() + input.reason.slice(1).replace(/[.\s]*$/, '.');
      const native = (await deps.nativeLanguageOf(userId))?.split('-')[0] ?? null;
      const ruleInNativeLanguage = native && native !== 'en' ? await deps.translate(rule, native).catch(() => null) : null;
      return {
        explanation: {
          category: input.category,
          rule,
          examples: examples.slice(0, 2),
          ruleInNativeLanguage,
          // Spelling has no drill: a misspelling is practised by writing the word, not a sentence.
          practice: input.category === 'spelling' ? [] : examples.slice(2, 5).map((e) => ({ prompt: e.wrong })),
        },
      };
    },

    /** The report of one of the learner's conversations; another learner's is "not found". */
    async report(userId: number, conversationId: number): Promise<{ report: ConversationReport }> {
      const conversation = await findConversation(deps.db, userId, conversationId);
      if (!conversation) throw new AppError(ErrCode.NotFound, 'conversation: not found');
      const messages = await conversationMessages(deps.db, conversationId);
      const startedAt = messages[0]?.createdAt ?? conversation.created_at;
      const earlier = await earlierLearnerTexts(deps.db, userId, conversationId, startedAt);
      const title = conversation.scene_title ?? (conversation.topic ? `Free chat: ${conversation.topic}` : 'Free chat');
      return { report: buildReport({ conversationId, title, messages, earlierWords: new Set(earlier.flatMap(wordsOf)) }) };
    },

    async stats(userId: number) {
      const now = deps.now();
      const since = statsSince(now).toISOString();
      const figures = progressStats(await learnerTurnsSince(deps.db, userId, since), await savedSince(deps.db, userId, since), now, await recordingsSince(deps.db, userId, since));
      const recent = (await recentConversationTurns(deps.db, userId)).map((c) => ({
        conversationId: c.conversationId,
        turns: c.turns.length,
        words: c.turns.reduce((n, t) => n + wordsOf(t.content).length, 0),
        corrections: c.turns.filter((t) => t.corrected).length,
      }));
      const currentLevel = (await deps.levelOf(userId)) ?? 'A1';
      return { ...figures, levelSuggestion: suggestLevel(recent, currentLevel) };
    },

    async checkPractice(input: { prompt: string; answer: string }) {
      const item = practiceItem(input.prompt);
      if (!item) throw new AppError(ErrCode.InvalidInput, 'prompt: is not a practice sentence');
      const engine = await deps.grammar();
      const correction = engine ? await correctTurn(engine, { text: input.answer, level: 'everything' }) : null;
      const right = sameSentence(input.answer, item.right) || (!correction && !sameSentence(input.answer, item.wrong) && keepsWords(input.answer, item.right) >= KEEPS_WORDS);
      return { right, model: item.right, fix: correction ? { wrong: correction.wrong, fix: correction.fix, reason: correction.reason } : null };
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
