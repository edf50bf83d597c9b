// Thin routes over the language tools (spec §7 "Transform": grammar, word lookup, phonetics,
// translation, emoji). The learner's native language comes from the request or their settings.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  checkGrammar,
  getPhoneticSymbol,
  learnAboutWord,
  searchEmoji,
  simpleCheckGrammar,
  translateText,
  translateWithNativeLanguage,
} from '@parley/contract/language';
import { ErrCode } from '@parley/contract/envelope';
import { Refusal } from '@parley/contract/refusals';
import { AppError } from '../../platform/app-error';
import { limitPerCaller } from '../../platform/rate-limit';
import { registerEndpoint } from '../../platform/route';
import type { LanguageService } from './language.service';

export interface LanguageRoutesDeps {
  service: LanguageService;
  /** The signed-in learner's saved native language, if any. */
  savedNativeLanguage(request: FastifyRequest): Promise<string | null>;
  optionalUser?: preHandlerAsyncHookHandler;
  /** Calls per minute per caller over all these routes (ENGINE_REQUESTS_PER_MINUTE). */
  requestsPerMinute?: number;
}

export async function languageRoutes(app: FastifyInstance, { service, savedNativeLanguage, optionalUser, requestsPerMinute = 120 }: LanguageRoutesDeps): Promise<void> {
  if (optionalUser) app.addHook('preHandler', optionalUser);
  // After optionalUser: a signed-in learner has an allowance of their own (issue 16).
  app.addHook('preHandler', limitPerCaller(app, { name: 'language', max: requestsPerMinute, windowMs: 60_000 }));
  const nativeLanguageFor = async (request: FastifyRequest, explicit: string | undefined) =>
    explicit ?? (await savedNativeLanguage(request));

  registerEndpoint(app, learnAboutWord, async ({ word, nativeLanguage }, request) =>
    service.lookUpWord(word, await nativeLanguageFor(request, nativeLanguage)),
  );

  registerEndpoint(app, getPhoneticSymbol, async ({ text }) => service.phoneticsOf(text));

  registerEndpoint(app, translateText, async ({ text, target, source }) => service.translate(text, target, source));

  registerEndpoint(app, translateWithNativeLanguage, async ({ text, nativeLanguage }, request) => {
    const target = await nativeLanguageFor(request, nativeLanguage);
    if (!target) throw new AppError(ErrCode.InvalidInput, Refusal.nativeLanguageMissing);
    return service.translate(text, target);
  });

  registerEndpoint(app, searchEmoji, async ({ keyword, limit }) => service.searchEmoji(keyword, limit));

  registerEndpoint(app, checkGrammar, async ({ content, nativeLanguage }, request) =>
    service.checkGrammar(content, await nativeLanguageFor(request, nativeLanguage)),
  );

  registerEndpoint(app, simpleCheckGrammar, async ({ content }) => {
    const { hasError, corrected } = await service.checkGrammar(content, null);
    return { hasError, corrected };
  });
}
