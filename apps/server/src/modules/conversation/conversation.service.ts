// The rules of conversations: who talks (role, style, level, native language), where (free chat
// or a scene), what is stored when, and how engine failures reach the learner. The learner's
// message is stored before the engine is called; no transaction is held across an engine call;
// a retried clientMessageId returns the stored reply instead of a second one.
import { randomUUID } from 'node:crypto';
import { ErrCode } from '@parley/contract/envelope';
import type {
  ChatData,
  ChatMessage,
  EngineInfo,
  HintsData,
  LatestConversation,
  SceneProgress,
  SceneSummary,
  TurnCheck,
} from '@parley/contract/conversation';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../db/database';
import { findBlockedTerm } from '../../ai/conversation/content-check';
import { suggestReplies } from '../../ai/conversation/practice-partner';
import { checkTurn, judgeSceneTurn, sceneSummaryText } from '../../ai/conversation/scene-judge';
import {
  EngineError,
  type ConversationEngine,
  type HistoryTurn,
  type Level,
  type QuestionBankInput,
  type ReplyContext,
  type RoleInput,
  type RoleKind,
  type SceneInput,
  type SceneStep,
} from '../../ai/conversation/types';
import * as repo from './conversation.repository';
import { FREE_CHAT_SCENE_ID, type ConversationRow, type MessageRow } from './conversation.repository';

export interface LearnerProfile {
  level: Level;
  nativeLanguage: string | null;
  roleId: number | null;
  roleStyle: string | null;
  topics: string[];
}

export interface ConversationContent {
  roles(): readonly (RoleInput & { roleType: number })[];
  scene(id: number): (SceneInput & { keyPhrases: Array<{ text: string; meaning: string }> }) | undefined;
  questionBanks(): readonly QuestionBankInput[];
  topicName(tag: string): string | undefined;
}

export interface ConversationServiceDeps {
  db: Db;
  engine: ConversationEngine;
  content: ConversationContent;
  now: () => Date;
  learnerProfile(userId: number): Promise<LearnerProfile | null>;
  /** Chats one user may have waiting on the engine at once. */
  maxParallel: number;
  /** The engine's own time limit; a slot left by a crashed process frees itself after this plus a margin. */
  engineTimeoutMs: number;
  log?: { warn(obj: object, msg: string): void };
}

export interface ChatInput {
  roleId: number;
  content: string;
  clientMessageId?: string | undefined;
  style?: string | undefined;
  level?: Level | undefined;
  nativeLanguage?: string | undefined;
  topic?: string | undefined;
  sceneId?: number | undefined;
  chatNum?: number | undefined;
}

export interface StreamHooks {
  /** Aborted when the learner disconnects: the engine stops and nothing more is stored. */
  signal: AbortSignal;
  /** Called once every check has passed, right before the first piece (the route opens SSE here). */
  onStart?(): void;
  onToken?(piece: string): void;
}

const DEFAULT_LEVEL: Level = 'A1';
const SLOT_MARGIN_MS = 30_000;
const CONTENT_REFUSED = 'content refused: please keep the conversation friendly and safe';

export const engineUnavailable = () =>
  new AppError(ErrCode.EngineUnavailable, 'the conversation engine is unavailable or timed out; your message is saved, please retry');

function roleKindOf(role: { roleType: number; id: number }): RoleKind {
  return role.roleType === 0 || role.id === 1 ? 'teacher' : 'friend';
}

function toMessage(row: MessageRow, conversation: Pick<ConversationRow, 'role_id' | 'scene_id'>): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    roleId: conversation.role_id,
    sceneId: conversation.scene_id === FREE_CHAT_SCENE_ID ? null : conversation.scene_id,
    from: row.sender === 'ai' ? 'ai' : 'learner',
    content: row.content,
    clientMessageId: row.client_message_id,
    replyToId: row.reply_to_id,
    engine: row.engine,
    check: row.check_json ? (JSON.parse(row.check_json) as TurnCheck) : null,
    createdAt: row.created_at,
  };
}

export function createConversationService(deps: ConversationServiceDeps) {
  const { db, engine, content } = deps;
  const nowIso = () => deps.now().toISOString();
  const engineInfo = (): EngineInfo => engine.describe();

  function roleOf(roleId: number) {
    const role = content.roles().find((r) => r.id === roleId);
    if (!role) throw new AppError(ErrCode.NotFound, `role ${roleId} not found`);
    return role;
  }

  function sceneOf(sceneId: number | undefined) {
    if (sceneId === undefined) return null;
    const scene = content.scene(sceneId);
    if (!scene) throw new AppError(ErrCode.NotFound, `scene ${sceneId} not found`);
    return scene;
  }

  async function speakerFor(userId: number, roleId: number, overrides: { style?: string | undefined; level?: Level | undefined; nativeLanguage?: string | undefined }) {
    const role = roleOf(roleId);
    const profile = await deps.learnerProfile(userId).catch(() => null);
    const styleKey = overrides.style ?? (profile?.roleId === roleId ? profile.roleStyle : null);
    const style = role.styles.find((s) => s.key === styleKey) ?? role.styles[0] ?? null;
    return {
      role,
      roleKind: roleKindOf(role),
      style,
      level: overrides.level ?? profile?.level ?? DEFAULT_LEVEL,
      nativeLanguage: overrides.nativeLanguage ?? profile?.nativeLanguage ?? null,
      learnerTopics: profile?.topics ?? [],
    };
  }

  function progressOf(conversation: ConversationRow | undefined, scene: SceneInput): SceneProgress {
    return {
      sceneId: scene.id,
      turn: conversation?.scene_turn ?? 0,
      turnCount: scene.turns.length,
      completed: conversation?.status === 'completed',
      hintedTurns: conversation?.scene_hinted ?? 0,
    };
  }

  function summaryOf(scene: SceneInput, hintedTurns: number): SceneSummary {
    return {
      sceneId: scene.id,
      title: scene.title,
      turnCount: scene.turns.length,
      hintedTurns,
      keyPhrases: scene.keyPhrases,
      text: sceneSummaryText(scene, hintedTurns),
    };
  }

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

  function replayData(conversation: ConversationRow, learner: MessageRow, reply: MessageRow, scene: SceneInput | null): ChatData {
    return {
      conversationId: conversation.id,
      learnerMessage: toMessage(learner, conversation),
      reply: toMessage(reply, conversation),
      engine: engineInfo(),
      sceneProgress: scene ? progressOf(conversation, scene) : null,
      sceneSummary: scene && conversation.status === 'completed' ? summaryOf(scene, conversation.scene_hinted) : null,
      replayed: true,
    };
  }

  return {
    engineInfo,

    async chat(userId: number, input: ChatInput, hooks: StreamHooks): Promise<ChatData> {
      const speaker = await speakerFor(userId, input.roleId, input);
      const scene = sceneOf(input.sceneId);
      const sceneId = scene?.id ?? FREE_CHAT_SCENE_ID;
      const conversation = await repo.getOrCreateConversation(db, { userId, roleId: input.roleId, sceneId, topic: input.topic ?? null }, nowIso());

      // A retry of a message already answered gets the stored reply, whatever happened since.
      let learner = input.clientMessageId ? await repo.findMessageByClientId(db, conversation.id, input.clientMessageId) : undefined;
      if (learner) {
        const reply = await repo.findReplyTo(db, learner.id);
        if (reply) {
          hooks.onStart?.();
          hooks.onToken?.(reply.content);
          return replayData(conversation, learner, reply, scene);
        }
      }

      if (findBlockedTerm(input.content)) throw new AppError(ErrCode.ContentRefused, CONTENT_REFUSED);
      if (scene && conversation.status === 'completed') {
        throw new AppError(ErrCode.InvalidInput, 'sceneId: this scene is finished; start it again with startChat and restart=true');
      }

      return withSlot(userId, async () => {
        if (!learner) {
          try {
            learner = await repo.insertMessage(
              db,
              { conversationId: conversation.id, userId, sender: 'learner', content: input.content, clientMessageId: input.clientMessageId ?? null },
              nowIso(),
            );
          } catch (error) {
            if (!(input.clientMessageId && repo.isUniqueViolation(error))) throw error;
            learner = await repo.findMessageByClientId(db, conversation.id, input.clientMessageId);
            if (!learner) throw error;
          }
        }
        const learnerMessage = learner;

        let step: SceneStep | null = null;
        if (scene) {
          step = judgeSceneTurn(scene, { turn: conversation.scene_turn, misses: conversation.scene_misses, hintedTurns: conversation.scene_hinted }, learnerMessage.content);
          const check: TurnCheck = {
            fits: step.verdict.fits,
            score: step.verdict.score,
            matchedKeywords: step.verdict.matchedKeywords,
            hint: step.verdict.fits ? null : (scene.turns[step.answeredTurn]?.hint ?? null),
          };
          learnerMessage.check_json = JSON.stringify(check);
          await repo.setMessageCheck(db, learnerMessage.id, learnerMessage.check_json);
        }

        const chatNum = input.chatNum ?? 10;
        const [recent, earlierAiLines] = await Promise.all([
          chatNum > 0 ? repo.listRecentMessages(db, conversation.id, chatNum, { beforeId: learnerMessage.id }) : Promise.resolve([]),
          repo.listAiLines(db, conversation.id),
        ]);
        const history: HistoryTurn[] = recent.map((m) => ({ from: m.sender === 'ai' ? 'ai' : 'learner', text: m.content }));

        const signal = AbortSignal.any([hooks.signal, AbortSignal.timeout(deps.engineTimeoutMs + 5_000)]);
        const context: ReplyContext = {
          role: speaker.role,
          roleKind: speaker.roleKind,
          style: speaker.style,
          level: speaker.level,
          nativeLanguage: speaker.nativeLanguage,
          topic: input.topic ?? conversation.topic,
          scene,
          sceneStep: step,
          history,
          earlierAiLines,
          learnerTopics: speaker.learnerTopics,
          learnerText: learnerMessage.content,
          signal,
        };
        // No transaction is open here: the engine may take up to its time limit.
        hooks.onStart?.();
        const text = await collect(engine.reply(context), signal, hooks.onToken);

        let reply: MessageRow;
        try {
          reply = await repo.insertMessage(
            db,
            { conversationId: conversation.id, userId, sender: 'ai', content: text, replyToId: learnerMessage.id, engine: engine.describe().model ?? engine.describe().engine },
            nowIso(),
          );
        } catch (error) {
          // Another attempt at the same message stored its reply first: that one stands.
          if (!repo.isUniqueViolation(error)) throw error;
          const stored = await repo.findReplyTo(db, learnerMessage.id);
          if (!stored) throw error;
          const fresh = (await repo.findConversation(db, userId, input.roleId, sceneId)) ?? conversation;
          return replayData(fresh, learnerMessage, stored, scene);
        }

        let progress: SceneProgress | null = null;
        let summary: SceneSummary | null = null;
        if (scene && step) {
          const completed = step.completed;
          const patch = {
            scene_turn: step.nextTurn,
            scene_misses: step.misses,
            scene_hinted: step.hintedTurns,
            status: completed ? 'completed' : 'active',
            completed_at: completed ? nowIso() : null,
          };
          await repo.advanceScene(db, conversation.id, conversation.scene_turn, patch, nowIso());
          progress = { sceneId: scene.id, turn: step.nextTurn, turnCount: scene.turns.length, completed, hintedTurns: step.hintedTurns };
          summary = completed ? summaryOf(scene, step.hintedTurns) : null;
        } else if (input.topic && input.topic !== conversation.topic) {
          await repo.updateConversation(db, conversation.id, { topic: input.topic }, nowIso());
        }

        return {
          conversationId: conversation.id,
          learnerMessage: toMessage(learnerMessage, conversation),
          reply: toMessage(reply, conversation),
          engine: engineInfo(),
          sceneProgress: progress,
          sceneSummary: summary,
          replayed: false,
        };
      });
    },

    async startChat(
      userId: number,
      input: { roleId: number; sceneId?: number | undefined; topic?: string | undefined; restart: boolean; style?: string | undefined; level?: Level | undefined; nativeLanguage?: string | undefined },
      signal: AbortSignal,
    ) {
      const speaker = await speakerFor(userId, input.roleId, input);
      const scene = sceneOf(input.sceneId);
      const sceneId = scene?.id ?? FREE_CHAT_SCENE_ID;
      let conversation = await repo.getOrCreateConversation(db, { userId, roleId: input.roleId, sceneId, topic: input.topic ?? null }, nowIso());
      if (input.restart) {
        await repo.clearConversation(db, conversation.id, nowIso());
        conversation = (await repo.findConversation(db, userId, input.roleId, sceneId)) ?? conversation;
      } else if (input.topic && input.topic !== conversation.topic) {
        await repo.updateConversation(db, conversation.id, { topic: input.topic }, nowIso());
        conversation = { ...conversation, topic: input.topic };
      }
      const answer = (message: MessageRow, isNew: boolean) => ({
        conversationId: conversation.id,
        message: toMessage(message, conversation),
        isNew,
        engine: engineInfo(),
        sceneProgress: scene ? progressOf(conversation, scene) : null,
      });

      const latest = await repo.latestAiMessage(db, conversation.id);
      if (latest) return answer(latest, false);

      // One opening per conversation (and per clear): a second request at the same time finds the first.
      const openingId = `opening:${conversation.update_num}`;
      const existing = await repo.findMessageByClientId(db, conversation.id, openingId);
      if (existing) return answer(existing, false);

      return withSlot(userId, async () => {
        const combined = AbortSignal.any([signal, AbortSignal.timeout(deps.engineTimeoutMs + 5_000)]);
        const text = await collect(
          engine.opening({
            role: speaker.role,
            roleKind: speaker.roleKind,
            style: speaker.style,
            level: speaker.level,
            nativeLanguage: speaker.nativeLanguage,
            topic: input.topic ?? conversation.topic,
            scene,
            earlierAiLines: await repo.listAiLines(db, conversation.id),
            learnerTopics: speaker.learnerTopics,
            signal: combined,
          }),
          combined,
        );
        try {
          const row = await repo.insertMessage(
            db,
            { conversationId: conversation.id, userId, sender: 'ai', content: text, clientMessageId: openingId, engine: engine.describe().model ?? engine.describe().engine },
            nowIso(),
          );
          return answer(row, true);
        } catch (error) {
          if (!repo.isUniqueViolation(error)) throw error;
          const row = await repo.findMessageByClientId(db, conversation.id, openingId);
          if (!row) throw error;
          return answer(row, false);
        }
      });
    },

    async history(userId: number, input: { roleId: number; sceneId?: number | undefined; afterId?: number | undefined; beforeId?: number | undefined; pageSize: number }) {
      roleOf(input.roleId);
      const scene = sceneOf(input.sceneId);
      const conversation = await repo.findConversation(db, userId, input.roleId, scene?.id ?? FREE_CHAT_SCENE_ID);
      if (!conversation) {
        return { list: [], total: 0, conversationId: null, updateNum: 0, sceneProgress: scene ? progressOf(undefined, scene) : null };
      }
      const [rows, total] = await Promise.all([
        repo.listRecentMessages(db, conversation.id, input.pageSize, {
          ...(input.afterId !== undefined ? { afterId: input.afterId } : {}),
          ...(input.beforeId !== undefined ? { beforeId: input.beforeId } : {}),
        }),
        repo.countVisibleMessages(db, conversation.id),
      ]);
      return {
        list: rows.map((r) => toMessage(r, conversation)),
        total,
        conversationId: conversation.id,
        updateNum: conversation.update_num,
        sceneProgress: scene ? progressOf(conversation, scene) : null,
      };
    },

    /** Home's "continue": the conversation the learner talked in last, or null before their first. */
    async latest(userId: number): Promise<{ conversation: LatestConversation | null }> {
      const message = await repo.findLatestUserMessage(db, userId);
      const conversation = message ? await repo.findConversationById(db, userId, message.conversation_id) : undefined;
      if (!message || !conversation) return { conversation: null };
      const scene = conversation.scene_id === FREE_CHAT_SCENE_ID ? null : content.scene(conversation.scene_id);
      // A scene taken out of the content pack can no longer be opened.
      if (scene === undefined) return { conversation: null };
      const role = content.roles().find((r) => r.id === conversation.role_id);
      return {
        conversation: {
          conversationId: conversation.id,
          roleId: conversation.role_id,
          roleName: role?.username ?? 'your partner',
          sceneId: scene?.id ?? null,
          sceneTitle: scene?.title ?? null,
          topic: conversation.topic,
          lastMessage: toMessage(message, conversation),
          sceneProgress: scene ? progressOf(conversation, scene) : null,
        },
      };
    },

    async clear(userId: number, input: { roleId: number; sceneId?: number | undefined }) {
      roleOf(input.roleId);
      const scene = sceneOf(input.sceneId);
      const conversation = await repo.findConversation(db, userId, input.roleId, scene?.id ?? FREE_CHAT_SCENE_ID);
      if (!conversation) return { conversationId: null, cleared: 0, updateNum: 0 };
      const cleared = await repo.clearConversation(db, conversation.id, nowIso());
      return { conversationId: conversation.id, cleared, updateNum: conversation.update_num + 1 };
    },

    /** Free-chat hints: what the learner could answer to the AI's last line. */
    async suggestions(userId: number, input: { roleId: number; level?: Level | undefined }): Promise<HintsData> {
      const speaker = await speakerFor(userId, input.roleId, input);
      const conversation = await repo.findConversation(db, userId, input.roleId, FREE_CHAT_SCENE_ID);
      const recent = conversation ? await repo.listRecentMessages(db, conversation.id, 6) : [];
      const history: HistoryTurn[] = recent.map((m) => ({ from: m.sender === 'ai' ? 'ai' : 'learner', text: m.content }));
      const lastAi = [...history].reverse().find((h) => h.from === 'ai')?.text ?? null;
      const fallback = suggestReplies(lastAi, speaker.level);
      let list: string[] = [];
      if (engine.suggest) {
        try {
          list = await engine.suggest({
            role: speaker.role,
            roleKind: speaker.roleKind,
            style: speaker.style,
            level: speaker.level,
            nativeLanguage: speaker.nativeLanguage,
            topic: conversation?.topic ?? null,
            history,
            signal: AbortSignal.timeout(deps.engineTimeoutMs),
          });
        } catch (error) {
          deps.log?.warn({ reason: error instanceof Error ? error.message : String(error) }, 'suggestions fell back to the built-in ones');
        }
      }
      const merged = [...new Set([...list, ...fallback])].slice(0, Math.max(2, Math.min(3, list.length || 3)));
      return { list: merged.map((text) => ({ text })), total: merged.length, tip: null };
    },

    /** Things to say about topics: questions the learner can ask the AI, at their level. */
    async suggestionsByTags(userId: number, input: { roleId: number; tags: string[]; level?: Level | undefined }): Promise<HintsData> {
      const speaker = await speakerFor(userId, input.roleId, input);
      const banks = new Map(content.questionBanks().map((b) => [b.tag, b]));
      const known = input.tags.filter((t) => banks.has(t));
      if (known.length === 0) throw new AppError(ErrCode.NotFound, `no questions for the topics ${input.tags.join(', ')}`);
      const out: string[] = [];
      for (let round = 0; out.length < 3 && round < 3; round += 1) {
        for (const tag of known) {
          const question = banks.get(tag)?.friend[speaker.level]?.[round];
          if (question && out.length < 3) out.push(question);
        }
      }
      if (out.length < 3) {
        const name = content.topicName(known[0]!) ?? known[0]!;
        out.push(speaker.level === 'A1' || speaker.level === 'A2' ? `Can we talk about ${name.toLowerCase()}?` : `I'd like to talk about ${name.toLowerCase()}.`);
      }
      return { list: out.map((text) => ({ text })), total: out.length, tip: null };
    },

    async sceneSuggestions(userId: number, input: { sceneId: number; roleId?: number | undefined }): Promise<HintsData> {
      const scene = sceneOf(input.sceneId)!;
      const roleId = input.roleId ?? (await deps.learnerProfile(userId).catch(() => null))?.roleId ?? 1;
      const conversation = await repo.findConversation(db, userId, roleId, scene.id);
      if (conversation?.status === 'completed') return { list: [], total: 0, tip: 'You finished this scene. Start it again to practise more.' };
      const turn = scene.turns[conversation?.scene_turn ?? 0] ?? scene.turns[0];
      const list = (turn?.expected.examples ?? []).slice(0, 3).map((text) => ({ text }));
      return { list, total: list.length, tip: turn?.hint ?? null };
    },

    async sceneState(userId: number, input: { sceneId: number; roleId?: number | undefined; content?: string | undefined }) {
      const scene = sceneOf(input.sceneId)!;
      const roleId = input.roleId ?? (await deps.learnerProfile(userId).catch(() => null))?.roleId ?? 1;
      const conversation = await repo.findConversation(db, userId, roleId, scene.id);
      const progress = progressOf(conversation, scene);
      const turn = progress.completed ? undefined : scene.turns[progress.turn];
      let check: TurnCheck | null = null;
      if (input.content !== undefined && turn) {
        const verdict = checkTurn(turn.expected, input.content);
        check = { fits: verdict.fits, score: verdict.score, matchedKeywords: verdict.matchedKeywords, hint: verdict.fits ? null : turn.hint };
      }
      return {
        progress,
        expectedLine: turn?.ai ?? null,
        check,
        summary: progress.completed ? summaryOf(scene, progress.hintedTurns) : null,
      };
    },

    async checkContent(text: string): Promise<{ passed: true }> {
      if (findBlockedTerm(text)) throw new AppError(ErrCode.ContentRefused, CONTENT_REFUSED);
      if (engine.isUnsafe) {
        let unsafe = false;
        try {
          unsafe = await engine.isUnsafe(text, AbortSignal.timeout(Math.min(deps.engineTimeoutMs, 10_000)));
        } catch (error) {
          // The word list has already passed it; a model outage must not block practice.
          deps.log?.warn({ reason: error instanceof Error ? error.message : String(error) }, 'model content check unavailable');
        }
        if (unsafe) throw new AppError(ErrCode.ContentRefused, CONTENT_REFUSED);
      }
      return { passed: true };
    },

    async talkTimes(userId: number, input: { days: number; timeZone?: string | undefined }) {
      const timeZone = input.timeZone ?? 'UTC';
      let dayOf: (date: Date) => string;
      try {
        const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
        dayOf = (date) => format.format(date);
      } catch {
        throw new AppError(ErrCode.InvalidInput, 'timeZone: must be an IANA time zone such as Europe/Madrid');
      }
      const now = deps.now();
      const DAY = 86_400_000;
      // Look back a year for the streak; the list shows the last `days` days.
      const lookbackDays = Math.max(input.days, 366) + 1;
      const since = new Date(now.getTime() - lookbackDays * DAY).toISOString();
      const [times, totalTurns] = await Promise.all([repo.learnerMessageTimes(db, userId, since), repo.countLearnerMessages(db, userId)]);
      const perDay = new Map<string, number>();
      for (const t of times) {
        const day = dayOf(new Date(t));
        perDay.set(day, (perDay.get(day) ?? 0) + 1);
      }
      const days: string[] = [];
      // Half-day steps never skip a local date, even across daylight-saving changes; repeats are dropped.
      const todayKey = dayOf(now);
      for (let i = 0; days.length < lookbackDays; i += 1) {
        const key = dayOf(new Date(now.getTime() - (i * DAY) / 2));
        if (days[days.length - 1] !== key) days.push(key);
      }
      const list = days.slice(0, input.days).map((date) => ({ date, count: perDay.get(date) ?? 0 }));
      let streak = 0;
      const start = (perDay.get(todayKey) ?? 0) > 0 ? 0 : 1;
      for (let i = start; i < days.length; i += 1) {
        if ((perDay.get(days[i]!) ?? 0) === 0) break;
        streak += 1;
      }
      return { list, total: list.length, today: perDay.get(todayKey) ?? 0, streak, totalTurns };
    },

    /** For collecting a chat message (modules/collection): a visible message of this user's, or null. */
    async findMessage(userId: number, messageId: number): Promise<{ id: number; text: string } | null> {
      const row = await repo.findUserMessage(db, userId, messageId);
      return row ? { id: row.id, text: row.content } : null;
    },

    completedSceneIds: (userId: number | null) => (userId === null ? Promise.resolve([]) : repo.completedSceneIds(db, userId)),
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;
