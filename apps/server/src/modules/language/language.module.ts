// Wires the language tools: the service over the app's language engines and grammar check, and its
// routes, which fall back to the learner's saved native language.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Engines } from '../../ai/engines';
import type { Accounts } from '../user/user.module';
import { languageRoutes } from './language.routes';
import { createLanguageService } from './language.service';

export async function registerLanguageModule(
  app: FastifyInstance,
  deps: { engines: Pick<Engines, 'language' | 'grammar'>; accounts: Pick<Accounts, 'savedSettings'>; optionalUser: preHandlerAsyncHookHandler; requestsPerMinute: number },
): Promise<void> {
  const service = createLanguageService({ engines: deps.engines.language, grammar: deps.engines.grammar });
  await app.register(languageRoutes, {
    service,
    optionalUser: deps.optionalUser,
    requestsPerMinute: deps.requestsPerMinute,
    savedNativeLanguage: async (request) => (await deps.accounts.savedSettings(request))?.nativeLanguage ?? null,
  });
}
