// Wires conversations: the service over the database, the conversation engine, the content pack
// (roles, scenes, question banks, topic tags) and the learner's saved settings, and its routes.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ConversationEngine } from '../../ai/conversation/types';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { ContentPack } from '../content/content-pack';
import type { UserService } from '../user/user.service';
import { conversationRoutes } from './conversation.routes';
import type { ConversationServiceDeps } from './conversation-context';
import { createConversationService, type ConversationService } from './conversation.service';

export async function registerConversationModule(
  app: FastifyInstance,
  deps: { config: Config; db: Db; now: () => Date; engine: ConversationEngine; grammar?: ConversationServiceDeps['grammar']; pack: ContentPack; users: UserService; requireUser: preHandlerAsyncHookHandler; onStreamError?: (errCode: number) => void },
): Promise<ConversationService> {
  const { pack, users } = deps;
  const service = createConversationService({
    db: deps.db,
    engine: deps.engine,
    grammar: deps.grammar,
    now: deps.now,
    maxParallel: deps.config.CHAT_MAX_PARALLEL,
    dailyLimit: deps.config.CHAT_DAILY_LIMIT,
    engineTimeoutMs: deps.config.LLM_TIMEOUT_MS,
    log: app.log,
    content: {
      roles: () => pack.roles,
      scene: (id) => pack.scenes.find((s) => s.id === id),
      questionBanks: () => pack.questionBanks,
      topicTagName: (tag) => pack.topicTags.find((t) => t.key === tag)?.name,
    },
    learnerProfile: async (userId) => {
      const settings = await users.getSettings(userId);
      return { level: settings.level, nativeLanguage: settings.nativeLanguage, roleId: settings.roleId, roleStyle: settings.roleStyle, topicTags: settings.topics, correctionLevel: settings.correctionLevel };
    },
  });
  await app.register(conversationRoutes, { service, requireUser: deps.requireUser, ...(deps.onStreamError ? { onStreamError: deps.onStreamError } : {}) });
  return service;
}
