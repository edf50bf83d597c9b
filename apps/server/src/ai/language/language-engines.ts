// The language engines of an app: lexicon, phonetics, translation and emoji, each loaded on first
// use (or by warmUpLanguageEngines after listening). ai/engines.ts builds them from the validated
// configuration and shares one set between apps built with the same settings.
import { createEmojiSearch, type EmojiSearch } from './emoji/index';
import { createLexicon, type Lexicon } from './lexicon/index';
import { getPhoneticsEngine, type PhoneticsEngine } from './phonetics/index';
import { createTranslator, type TranslationConfig, type TranslatorChain } from './translation/index';
import type { LanguageModel } from './model-client';
import { lazy, type Lazy } from '../lazy';

export interface LanguageEngines {
  phonetics: Lazy<PhoneticsEngine>;
  lexicon: Lazy<Lexicon>;
  translator: Lazy<TranslatorChain>;
  emoji: Lazy<EmojiSearch>;
}

export function createLanguageEngines(config: TranslationConfig = {}, options: { model?: LanguageModel | null } = {}): LanguageEngines {
  const phonetics = lazy(getPhoneticsEngine);
  const lexicon = lazy(() => createLexicon({ phonetics: phonetics() }));
  return {
    phonetics,
    lexicon,
    translator: lazy(() => createTranslator({ config, model: options.model ?? null, freedict: { lemmatize: (w: string) => lexicon().lemmatize(w), familiarity: (w: string) => lexicon().familiarity(w) } })),
    emoji: lazy(() => createEmojiSearch()),
  };
}

/**
 * Loads every engine's data now rather than on the first request (the first grammar check would
 * otherwise take seconds), and asks a LibreTranslate service which pairs it has. Meant to run in
 * the background after the server listens; a failure only means that engine loads on first use.
 */
export async function warmUpLanguageEngines(engines: LanguageEngines, grammar?: () => Promise<unknown> | null): Promise<void> {
  // Yield first so the caller (listening, answering) is never held up by synchronous loading.
  await new Promise<void>((resolve) => setImmediate(resolve));
  const steps: Array<() => unknown> = [
    () => grammar?.(),
    () => engines.phonetics(),
    () => engines.lexicon(),
    () => engines.emoji(),
    () => {
      const chain = engines.translator();
      const http = chain.providers.find((p) => 'refreshPairs' in p) as { refreshPairs?: () => Promise<unknown> } | undefined;
      return http?.refreshPairs?.();
    },
  ];
  const failures: unknown[] = [];
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      failures.push(error);
    }
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  if (failures.length > 0) throw new AggregateError(failures, 'some language engines could not be loaded at start');
}
