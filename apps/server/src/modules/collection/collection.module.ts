// Wires the collection: the service over the database, the dictionary (IPA and meaning of a saved
// word) and the conversation module (a saved chat message), and its routes.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { LanguageEngines } from '../../ai/language/language-engines';
import type { Db } from '../../db/database';
import type { ConversationService } from '../conversation/conversation.service';
import { collectionRoutes } from './collection.routes';
import { createCollectionService } from './collection.service';

export async function registerCollectionModule(
  app: FastifyInstance,
  deps: { db: Db; now: () => Date; language: LanguageEngines; conversations: Pick<ConversationService, 'findMessage'>; requireUser: preHandlerAsyncHookHandler },
): Promise<void> {
  const { language } = deps;
  const service = createCollectionService({
    db: deps.db,
    now: deps.now,
    describeWord: async (word) => {
      const entry = await language.lexicon().lookup(word).catch(() => null);
      return { ipa: entry?.ipa ?? language.phonetics().ipaForWord(word)?.ipa ?? null, meaning: entry?.senses[0]?.definition ?? null };
    },
    findMessage: (userId, messageId) => deps.conversations.findMessage(userId, messageId),
  });
  await app.register(collectionRoutes, { service, requireUser: deps.requireUser });
}
