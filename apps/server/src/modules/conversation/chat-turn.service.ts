// Chat turns: the opening line of a conversation and each reply to the learner, in free chat or a
// scene. The learner's message is stored before the engine is called; no transaction is held
// across an engine call; a retried clientMessageId returns the stored reply instead of a second
// one; a learner has at most maxParallel chats waiting on the engine at once.
import { randomUUID } from 'node:crypto';
import { DEFAULT_CHAT_NUM, type ChatData, type Correction, type SceneProgress, type SceneSummary } from '@parley/contract/conversation';
import { ErrCode } from '@parley/contract/envelope';
import { Refusal } from '@parley/contract/refusals';
import { AppError } from '../../platform/app-error';
import { isUniqueViolation } from '../../db/unique-violation';
import { findBlockedTerm } from '../../ai/conversation/content-check';
import { judgeSceneTurn } from '../../ai/conversation/scene-judge';
import { EngineError, type HistoryTurn, type SceneInput, type SceneStep } from '../../ai/conversation/types';
import { correctTurn } from '../../ai/language/grammar/turn-correction';
import type { ConversationContext, ConversationServiceDeps, Speaker, SpeakerOverrides } from './conversation-context';
import * as repo from './conversation.repository';
import type { LearnerFactsService } from './learner-facts.service';
import { FREE_CHAT_SCENE_ID, type ConversationRow, type MessageRow } from './conversation.repository';
import { audioNameFromUrl } from '../../platform/media/media-store';

/** The daily chat limit counts the last 24 hours (no time zone to agree on). */
const DAY_MS = 24 * 60 * 60_000;

export interface ChatInput extends SpeakerOverrides {
  roleId: number;
  content: string;
  clientMessageId?: string | undefined;
  /** Free chat: the topic tag to talk about. */
  topic?: string | undefined;
  sceneId?: number | undefined;
  chatNum?: number | undefined;
  /** The message came from speech recognition (no capital-letter or punctuation corrections). */
  voice?: boolean | undefined;
  /** A spoken message's recording url: the report finds its pronunciation score by it. */
  audioUrl?: string | undefined;
}

export interface StartChatInput extends SpeakerOverrides {
  roleId: number;
  sceneId?: number | undefined;
  topic?: string | undefined;
  restart: boolean;
}

export interface StreamHooks {
  /** Aborted when the learner disconnects: the engine stops and nothing more is stored. */
  signal: AbortSignal;
  /** Called once every check has passed, right before the first piece (the route opens SSE here). */
  onStart?(): void;
  onToken?(piece: string): void;
}

const SLOT_MARGIN_MS = 30_000;
/** Beyond the engine's own limit, how long a call may run before it is given up. */
const CALL_MARGIN_MS = 5_000;
/** How long a chat turn waits for its correction before going on without one. */
const CORRECTION_BUDGET_MS = 3_000;
export const CONTENT_REFUSED = 'content refused: please keep the conversation friendly and safe';

export const engineUnavailable = () =>
  new AppError(ErrCode.EngineUnavailable, 'the conversation engine is unavailable or timed out; your message is saved, please retry');

export function createChatTurnService(deps: ConversationServiceDeps, ctx: ConversationContext, facts: LearnerFactsService) {
  const { db, engine } = deps;
  const engineName = () => engine.describe().model ?? engine.describe().engine;

  async function withSlot<T>(userId: number, work: () => Promise<T>): Promise<T> {
    const token = randomUUID();
    const now = deps.now();
    const expiresAt = new Date(now.getTime() + deps.engineTimeoutMs + SLOT_MARGIN_MS).toISOString();
    const slot = await repo.acquireChatSlot(db, userId, deps.maxParallel, token, now.toISOString(), expiresAt);
    if (slot === null) {
      throw new AppError(ErrCode.TooManyRequests, `too many chats at once: wait for a reply before sending more`, { 'retry-after': '2' });
    }
    try {
      return await work();
    } finally {
      await repo.releaseChatSlot(db, userId, slot, token).catch(() => undefined);
    }
  }

  /** Runs an engine stream to the end, passing pieces on; every failure becomes 503 (or stays aborted). */
  async function collect(pieces: AsyncIterable<string>, signal: AbortSignal, onToken?: (piece: string) => void): Promise<string> {
    let text = '';
    try {
      for await (const piece of pieces) {
        if (signal.aborted) break;
        text += piece;
        onToken?.(piece);
      }
    } catch (error) {
      if (error instanceof EngineError) {
        if (error.kind !== 'aborted') deps.log?.warn({ kind: error.kind, reason: error.message }, 'conversation engine failed');
        throw engineUnavailable();
      }
      throw error;
    }
    if (signal.aborted) throw engineUnavailable();
    const trimmed = text.trim();
    if (!trimmed) throw engineUnavailable();
    return trimmed;
  }

  function chatData(conversation: ConversationRow, learner: MessageRow, reply: MessageRow, scene: { progress: SceneProgress | null; summary: SceneSummary | null }, replayed: boolean): ChatData {
    return {
      conversationId: conversation.id,
      learnerMessage: ctx.toMessage(learner, conversation),
      reply: ctx.toMessage(reply, conversation),
      engine: ctx.engineInfo(),
      sceneProgress: scene.progress,
      sceneSummary: scene.summary,
      replayed,
    };
  }

  /** A stored reply returned again, with the scene as it stands now. */
  function replayData(conversation: ConversationRow, learner: MessageRow, reply: MessageRow, scene: SceneInput | null): ChatData {
    const finished = scene !== null && conversation.status === 'completed';
    return chatData(conversation, learner, reply, {
      progress: scene ? ctx.progressOf(conversation, scene) : null,
      summary: finished ? ctx.summaryOf(scene, conversation.scene_hinted) : null,
    }, true);
  }

  /** The learner's message, stored once whatever the retries. */
  async function storeLearnerMessage(conversation: ConversationRow, userId: number, input: ChatInput): Promise<MessageRow> {
    try {
      return await repo.insertMessage(
        db,
        { conversationId: conversation.id, userId, sender: 'learner', content: input.content, clientMessageId: input.clientMessageId ?? null, voice: input.voice === true, audioName: input.audioUrl ? audioNameFromUrl(input.audioUrl) : null },
        ctx.nowIso(),
      );
    } catch (error) {
      if (!(input.clientMessageId && isUniqueViolation(error))) throw error;
      const stored = await repo.findMessageByClientId(db, conversation.id, input.clientMessageId);
      if (!stored) throw error;
      return stored;
    }
  }

  /** Judges a scene turn and stores the check on the learner's message. */
  async function judgeTurn(scene: SceneInput, conversation: ConversationRow, learner: MessageRow): Promise<SceneStep> {
    // The learner's earlier lines in this scene: something told before answers a later question too.
    const earlier = (await repo.listRecentMessages(db, conversation.id, scene.turns.length * 4, { beforeId: learner.id })).filter((m) => m.sender === 'learner').map((m) => m.content);
    const step = judgeSceneTurn(scene, { turn: conversation.scene_turn, misses: conversation.scene_misses, hintedTurns: conversation.scene_hinted }, learner.content, earlier);
    learner.check_json = JSON.stringify(ctx.turnCheckOf(step.verdict, scene.turns[step.answeredTurn]));
    await repo.setMessageCheck(db, learner.id, learner.check_json);
    return step;
  }

  /**
   * The correction of the learner's message at their level, stored on it. A grammar check that
   * fails or is slow costs the learner a correction, never the reply.
   */
  async function correctLearnerMessage(learner: MessageRow, speaker: Speaker, previousLearnerText: string | null, voice: boolean): Promise<Correction | null> {
    if (!deps.grammar || speaker.correctionLevel === 'off') return null;
    let correction: Correction | null = null;
    try {
      const grammar = await deps.grammar();
      if (!grammar) return null;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), CORRECTION_BUDGET_MS);
      });
      correction = await Promise.race([correctTurn(grammar, { text: learner.content, level: speaker.correctionLevel, voice, previousLearnerText }), late]).finally(() => clearTimeout(timer));
    } catch (error) {
      deps.log?.warn({ err: error }, 'grammar check failed; no correction on this turn');
      return null;
    }
    learner.correction_json = correction ? JSON.stringify(correction) : null;
    if (correction) await repo.setMessageCorrection(db, learner.id, learner.correction_json);
    return correction;
  }

  /** Moves the scene on after a reply; null progress for free chat. */
  async function advanceScene(scene: SceneInput, step: SceneStep, conversation: ConversationRow) {
    const completed = step.completed;
    await repo.advanceScene(
      db,
      conversation.id,
      conversation.scene_turn,
      { scene_turn: step.nextTurn, scene_misses: step.misses, scene_hinted: step.hintedTurns, status: completed ? 'completed' : 'active', completed_at: completed ? ctx.nowIso() : null },
      ctx.nowIso(),
    );
    return {
      progress: { sceneId: scene.id, turn: step.nextTurn, turnCount: scene.turns.length, completed, hintedTurns: step.hintedTurns },
      summary: completed ? ctx.summaryOf(scene, step.hintedTurns) : null,
    };
  }

  return {
    async chat(userId: number, input: ChatInput, hooks: StreamHooks): Promise<ChatData> {
      const speaker = await ctx.speakerFor(userId, input.roleId, input);
      const scene = ctx.sceneOf(input.sceneId);
      const sceneId = scene?.id ?? FREE_CHAT_SCENE_ID;
      const conversation = await repo.getOrCreateConversation(db, { userId, roleId: input.roleId, sceneId, topic: input.topic ?? null }, ctx.nowIso());

      // A retry of a message already answered gets the stored reply, whatever happened since.
      const retried = input.clientMessageId ? await repo.findMessageByClientId(db, conversation.id, input.clientMessageId) : undefined;
      if (retried) {
        const reply = await repo.findReplyTo(db, retried.id);
        if (reply) {
          hooks.onStart?.();
          hooks.onToken?.(reply.content);
          return replayData(conversation, retried, reply, scene);
        }
      }

      if (findBlockedTerm(input.content)) throw new AppError(ErrCode.ContentRefused, CONTENT_REFUSED);
      if (scene && conversation.status === 'completed') {
        throw new AppError(ErrCode.InvalidInput, Refusal.sceneFinished);
      }

      return withSlot(userId, async () => {
        // Counted inside the slot, so parallel sends overshoot by at most maxParallel.
        if (!retried && deps.dailyLimit) {
          const since = new Date(deps.now().getTime() - DAY_MS).toISOString();
          if ((await repo.countLearnerMessagesSince(db, userId, since)) >= deps.dailyLimit) {
            throw new AppError(ErrCode.DailyLimit, 'daily practice limit reached: come back tomorrow');
          }
        }
        const learner = retried ?? (await storeLearnerMessage(conversation, userId, input));
        const step = scene ? await judgeTurn(scene, conversation, learner) : null;

        const chatNum = input.chatNum ?? DEFAULT_CHAT_NUM;
        const [recent, earlierAiLines] = await Promise.all([
          chatNum > 0 ? repo.listRecentMessages(db, conversation.id, chatNum, { beforeId: learner.id }) : Promise.resolve([]),
          repo.listAiLines(db, conversation.id),
        ]);
        const history: HistoryTurn[] = recent.map((m) => ({ from: m.sender === 'ai' ? 'ai' : 'learner', text: m.content }));
        // Free chat is about the learner's own life; a scene's lines belong to the role they play.
        const known = scene ? await facts.factsOf(userId) : await facts.learnFrom(userId, conversation.id, learner.content);
        const previousLearnerText = [...recent].reverse().find((m) => m.sender === 'learner')?.content ?? null;
        const correction = await correctLearnerMessage(learner, speaker, previousLearnerText, input.voice === true);

        const signal = AbortSignal.any([hooks.signal, AbortSignal.timeout(deps.engineTimeoutMs + CALL_MARGIN_MS)]);
        const context = { ...ctx.engineContext(speaker, input.topic ?? conversation.topic, signal), scene, sceneStep: step, history, earlierAiLines, facts: known, learnerText: learner.content, correction };
        // No transaction is open here: the engine may take up to its time limit.
        hooks.onStart?.();
        const text = await collect(engine.reply(context), signal, hooks.onToken);

        let reply: MessageRow;
        try {
          reply = await repo.insertMessage(db, { conversationId: conversation.id, userId, sender: 'ai', content: text, replyToId: learner.id, engine: engineName() }, ctx.nowIso());
        } catch (error) {
          // Another attempt at the same message stored its reply first: that one stands.
          if (!isUniqueViolation(error)) throw error;
          const stored = await repo.findReplyTo(db, learner.id);
          if (!stored) throw error;
          const fresh = (await repo.findConversation(db, userId, input.roleId, sceneId)) ?? conversation;
          return replayData(fresh, learner, stored, scene);
        }

        if (scene && step) return chatData(conversation, learner, reply, await advanceScene(scene, step, conversation), false);
        if (input.topic && input.topic !== conversation.topic) {
          await repo.updateConversation(db, conversation.id, { topic: input.topic }, ctx.nowIso());
        }
        return chatData(conversation, learner, reply, { progress: null, summary: null }, false);
      });
    },

    async startChat(userId: number, input: StartChatInput, signal: AbortSignal) {
      const speaker = await ctx.speakerFor(userId, input.roleId, input);
      const scene = ctx.sceneOf(input.sceneId);
      const sceneId = scene?.id ?? FREE_CHAT_SCENE_ID;
      let conversation = await repo.getOrCreateConversation(db, { userId, roleId: input.roleId, sceneId, topic: input.topic ?? null }, ctx.nowIso());
      if (input.restart) {
        await repo.clearConversation(db, conversation.id, ctx.nowIso());
        conversation = (await repo.findConversation(db, userId, input.roleId, sceneId)) ?? conversation;
      } else if (input.topic && input.topic !== conversation.topic) {
        await repo.updateConversation(db, conversation.id, { topic: input.topic }, ctx.nowIso());
        conversation = { ...conversation, topic: input.topic };
      }
      const answer = (message: MessageRow, isNew: boolean) => ({
        conversationId: conversation.id,
        message: ctx.toMessage(message, conversation),
        isNew,
        engine: ctx.engineInfo(),
        sceneProgress: scene ? ctx.progressOf(conversation, scene) : null,
      });

      const latest = await repo.latestAiMessage(db, conversation.id);
      if (latest) return answer(latest, false);

      // One opening per conversation (and per clear): a second request at the same time finds the first.
      const openingId = `opening:${conversation.update_num}`;
      const existing = await repo.findMessageByClientId(db, conversation.id, openingId);
      if (existing) return answer(existing, false);

      return withSlot(userId, async () => {
        const combined = AbortSignal.any([signal, AbortSignal.timeout(deps.engineTimeoutMs + CALL_MARGIN_MS)]);
        const earlierAiLines = await repo.listAiLines(db, conversation.id);
        const context = { ...ctx.engineContext(speaker, input.topic ?? conversation.topic, combined), scene, earlierAiLines };
        const text = await collect(engine.opening(context), combined);
        try {
          const row = await repo.insertMessage(db, { conversationId: conversation.id, userId, sender: 'ai', content: text, clientMessageId: openingId, engine: engineName() }, ctx.nowIso());
          return answer(row, true);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          const row = await repo.findMessageByClientId(db, conversation.id, openingId);
          if (!row) throw error;
          return answer(row, false);
        }
      });
    },
  };
}
