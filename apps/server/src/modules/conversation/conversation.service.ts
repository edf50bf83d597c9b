// The conversation module's service, put together from the parts that serve each group of calls:
// chat turns (chat-turn.service.ts), hints (hint.service.ts), scene progress
// (scene-progress.service.ts) and talk records (talk-record.service.ts). Here: the stored history
// (page, latest, clear), the content check, and what other modules ask of conversations.
import { ErrCode } from '@parley/contract/envelope';
import type { LatestConversation } from '@parley/contract/conversation';
import { AppError } from '../../platform/app-error';
import { findBlockedTerm } from '../../ai/conversation/content-check';
import { CONTENT_REFUSED, createChatTurnService } from './chat-turn.service';
import { createConversationContext, type ConversationServiceDeps } from './conversation-context';
import * as repo from './conversation.repository';
import { FREE_CHAT_SCENE_ID } from './conversation.repository';
import { createHintService } from './hint.service';
import { createLearnerFactsService } from './learner-facts.service';
import { createSceneProgressService } from './scene-progress.service';
import { createTalkRecordService } from './talk-record.service';

export type { ConversationContent, ConversationServiceDeps, LearnerProfile } from './conversation-context';
export { engineUnavailable, type ChatInput, type StreamHooks } from './chat-turn.service';

/** A model's content check gets at most this long: practice must not wait on it. */
const CONTENT_CHECK_TIMEOUT_MS = 10_000;

export function createConversationService(deps: ConversationServiceDeps) {
  const { db, engine, content } = deps;
  const ctx = createConversationContext(deps);
  const facts = createLearnerFactsService({ db, now: deps.now });

  return {
    engineInfo: ctx.engineInfo,
    facts,
    ...createChatTurnService(deps, ctx, facts),
    ...createHintService(deps, ctx, facts),
    ...createSceneProgressService(deps, ctx),
    ...createTalkRecordService(deps),

    async history(userId: number, input: { roleId: number; sceneId?: number | undefined; afterId?: number | undefined; beforeId?: number | undefined; pageSize: number }) {
      ctx.roleOf(input.roleId);
      const scene = ctx.sceneOf(input.sceneId);
      const conversation = await repo.findConversation(db, userId, input.roleId, scene?.id ?? FREE_CHAT_SCENE_ID);
      if (!conversation) {
        return { list: [], total: 0, conversationId: null, updateNum: 0, sceneProgress: scene ? ctx.progressOf(undefined, scene) : null };
      }
      const [rows, total] = await Promise.all([
        repo.listRecentMessages(db, conversation.id, input.pageSize, {
          ...(input.afterId !== undefined ? { afterId: input.afterId } : {}),
          ...(input.beforeId !== undefined ? { beforeId: input.beforeId } : {}),
        }),
        repo.countVisibleMessages(db, conversation.id),
      ]);
      return {
        list: rows.map((r) => ctx.toMessage(r, conversation)),
        total,
        conversationId: conversation.id,
        updateNum: conversation.update_num,
        sceneProgress: scene ? ctx.progressOf(conversation, scene) : null,
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
          lastMessage: ctx.toMessage(message, conversation),
          sceneProgress: scene ? ctx.progressOf(conversation, scene) : null,
        },
      };
    },

    async clear(userId: number, input: { roleId: number; sceneId?: number | undefined }) {
      ctx.roleOf(input.roleId);
      const scene = ctx.sceneOf(input.sceneId);
      const conversation = await repo.findConversation(db, userId, input.roleId, scene?.id ?? FREE_CHAT_SCENE_ID);
      if (!conversation) return { conversationId: null, cleared: 0, updateNum: 0 };
      const cleared = await repo.clearConversation(db, conversation.id, ctx.nowIso());
      // What the partner learned in this conversation goes with it.
      await facts.forgetConversation(conversation.id);
      return { conversationId: conversation.id, cleared, updateNum: conversation.update_num + 1 };
    },

    async checkContent(text: string): Promise<{ passed: true }> {
      if (findBlockedTerm(text)) throw new AppError(ErrCode.ContentRefused, CONTENT_REFUSED);
      if (engine.isUnsafe) {
        let unsafe = false;
        try {
          unsafe = await engine.isUnsafe(text, AbortSignal.timeout(Math.min(deps.engineTimeoutMs, CONTENT_CHECK_TIMEOUT_MS)));
        } catch (error) {
          // The word list has already passed it; a model outage must not block practice.
          deps.log?.warn({ reason: error instanceof Error ? error.message : String(error) }, 'model content check unavailable');
        }
        if (unsafe) throw new AppError(ErrCode.ContentRefused, CONTENT_REFUSED);
      }
      return { passed: true };
    },

    /** For collecting a chat message (modules/collection): a visible message of this user's, or null. */
    async findMessage(userId: number, messageId: number): Promise<{ id: number; text: string } | null> {
      const row = await repo.findUserMessage(db, userId, messageId);
      return row ? { id: row.id, text: row.content } : null;
    },
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;
