// Wires progress: the stored corrections, the chat-turn grammar check (drill answers), the
// translator (the rule in the learner's language) and the learner's saved native language.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { GrammarEngine } from '../../ai/language/grammar/grammar-types';
import type { LanguageEngines } from '../../ai/language/language-engines';
import { sentenceTranslator } from '../../ai/language/sentence-translation';
import type { Db } from '../../db/database';
import { findSettings } from '../user/user.repository';
import { progressRoutes } from './progress.routes';
import { createProgressService } from './progress.service';

export async function registerProgressModule(
  app: FastifyInstance,
  deps: { db: Db; now: () => Date; grammar: () => Promise<GrammarEngine> | null; language: LanguageEngines; requireUser: preHandlerAsyncHookHandler },
): Promise<void> {
  const service = createProgressService({
    db: deps.db,
    now: deps.now,
    grammar: deps.grammar,
    translate: sentenceTranslator(deps.language),
    nativeLanguageOf: async (userId) => (await findSettings(deps.db, userId))?.native_language ?? null,
    levelOf: async (userId) => (await findSettings(deps.db, userId))?.level ?? null,
  });
  await app.register(progressRoutes, { service, requireUser: deps.requireUser });
}
