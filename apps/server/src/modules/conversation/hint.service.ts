// Hints: two or three things the learner could say next. In free chat, answers to the AI's last
// line (the engine's, topped up with built-in ones); for topic tags, questions from the question
// banks at the learner's level; in a scene, the current turn's examples and its tip. And the wider
// set of likely answers that speech recognition listens for (issue 18).
import { ErrCode } from '@parley/contract/envelope';
import type { HintsData } from '@parley/contract/conversation';
import { AppError } from '../../platform/app-error';
import { builtInHints } from '../../ai/conversation/practice-partner';
import type { HistoryTurn, Level } from '../../ai/conversation/types';
import type { ConversationContext, ConversationServiceDeps } from './conversation-context';
import type { LearnerFactsService } from './learner-facts.service';
import * as repo from './conversation.repository';
import { FREE_CHAT_SCENE_ID } from './conversation.repository';

/** Free-chat hints look at this many recent messages for the AI's last line. */
const HINT_HISTORY = 6;
const MAX_HINTS = 3;

const hintsOf = (texts: string[], tip: string | null = null): HintsData => ({ list: texts.map((text) => ({ text })), total: texts.length, tip });

export function createHintService(deps: ConversationServiceDeps, ctx: ConversationContext, facts: Pick<LearnerFactsService, 'factsOf'>) {
  const { db, engine, content } = deps;

  return {
    /** Free-chat hints: what the learner could answer to the AI's last line. */
    async hints(userId: number, input: { roleId: number; level?: Level | undefined }): Promise<HintsData> {
      const speaker = await ctx.speakerFor(userId, input.roleId, input);
      const conversation = await repo.findConversation(db, userId, input.roleId, FREE_CHAT_SCENE_ID);
      const recent = conversation ? await repo.listRecentMessages(db, conversation.id, HINT_HISTORY) : [];
      const history: HistoryTurn[] = recent.map((m) => ({ from: m.sender === 'ai' ? 'ai' : 'learner', text: m.content }));
      const lastAi = [...history].reverse().find((h) => h.from === 'ai')?.text ?? null;
      const fallback = builtInHints(lastAi, speaker.level, speaker.roleKind);
      let list: string[] = [];
      if (engine.hints) {
        try {
          list = await engine.hints({ ...ctx.engineContext(speaker, conversation?.topic ?? null, AbortSignal.timeout(deps.engineTimeoutMs)), history });
        } catch (error) {
          deps.log?.warn({ reason: error instanceof Error ? error.message : String(error) }, 'hints fell back to the built-in ones');
        }
      }
      return hintsOf([...new Set([...list, ...fallback])].slice(0, Math.max(2, Math.min(MAX_HINTS, list.length || MAX_HINTS))));
    },

    /** Things to say about topic tags: questions the learner can ask the AI, at their level. */
    async topicTagHints(userId: number, input: { roleId: number; tags: string[]; level?: Level | undefined }): Promise<HintsData> {
      const speaker = await ctx.speakerFor(userId, input.roleId, input);
      const banks = new Map(content.questionBanks().map((b) => [b.tag, b]));
      const known = input.tags.filter((t) => banks.has(t));
      const first = known[0];
      if (first === undefined) throw new AppError(ErrCode.NotFound, `no questions for the topic tags ${input.tags.join(', ')}`);
      const out: string[] = [];
      for (let round = 0; out.length < MAX_HINTS && round < MAX_HINTS; round += 1) {
        for (const tag of known) {
          const question = banks.get(tag)?.friend[speaker.level]?.[round];
          if (question && out.length < MAX_HINTS) out.push(question);
        }
      }
      if (out.length < MAX_HINTS) {
        const name = (content.topicTagName(first) ?? first).toLowerCase();
        out.push(speaker.level === 'A1' || speaker.level === 'A2' ? `Can we talk about ${name}?` : `I'd like to talk about ${name}.`);
      }
      return hintsOf(out);
    },

    /** Scene hints: the current turn's example answers and its tip. */
    async sceneHints(userId: number, input: { sceneId: number; roleId?: number | undefined }): Promise<HintsData> {
      const scene = ctx.sceneOf(input.sceneId);
      const roleId = await ctx.sceneRoleId(userId, input.roleId);
      const conversation = await repo.findConversation(db, userId, roleId, scene.id);
      if (conversation?.status === 'completed') return hintsOf([], 'You finished this scene. Start it again to practise more.');
      const turn = scene.turns[conversation?.scene_turn ?? 0] ?? scene.turns[0];
      return hintsOf((turn?.expected.examples ?? []).slice(0, MAX_HINTS), turn?.hint ?? null);
    },

    /**
     * What the learner is likely to say next in one of their conversations, for recognition biased
     * to it (issue 18 §3): the partner's last line; in a scene, the current turn's line, example
     * answers, key words and tip; in free chat, the built-in hints to the last line; and what the
     * learner has told about themselves. Empty for a conversation that is not theirs.
     */
    async likelyAnswers(userId: number, conversationId: number): Promise<string[]> {
      const conversation = await repo.findConversationById(db, userId, conversationId);
      if (!conversation) return [];
      const recent = await repo.listRecentMessages(db, conversation.id, HINT_HISTORY);
      const lastAi = [...recent].reverse().find((m) => m.sender === 'ai')?.content ?? null;
      const known = (await facts.factsOf(userId)).map((f) => f.value);
      if (conversation.scene_id !== FREE_CHAT_SCENE_ID) {
        const turn = content.scene(conversation.scene_id)?.turns[conversation.scene_turn];
        const sceneLines = turn ? [turn.ai, ...turn.expected.examples, ...turn.expected.keywords, turn.hint] : [];
        return [...(lastAi ? [lastAi] : []), ...sceneLines, ...known];
      }
      const speaker = await ctx.speakerFor(userId, conversation.role_id, {}).catch(() => null);
      return [...(lastAi ? [lastAi, ...builtInHints(lastAi, speaker?.level ?? 'B1', speaker?.roleKind)] : []), ...known];
    },
  };
}
