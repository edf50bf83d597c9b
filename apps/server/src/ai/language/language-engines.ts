// The language engines of this process: lexicon, phonetics, translation, emoji (and grammar when
// present). Shared by every app built in the process — tests build many apps over one set.
import { createEmojiSearch, type EmojiSearch } from './emoji/index';
import { createLexicon, type Lexicon } from './lexicon/index';
import { getPhoneticsEngine, type PhoneticsEngine } from './phonetics/index';
import { createTranslator, type TranslatorChain } from './translation/index';
import type { LanguageModel } from './model-client';
import { lazy, type Lazy } from '../lazy';

export interface LanguageEngines {
  phonetics: Lazy<PhoneticsEngine>;
  lexicon: Lazy<Lexicon>;
  translator: Lazy<TranslatorChain>;
  emoji: Lazy<EmojiSearch>;
}

export function createLanguageEngines(env: Readonly<Record<string, string | undefined>> = process.env, options: { model?: LanguageModel | null } = {}): LanguageEngines {
  const phonetics = lazy(getPhoneticsEngine);
  const lexicon = lazy(() => createLexicon({ phonetics: phonetics() }));
  return {
    phonetics,
    lexicon,
    translator: lazy(() => createTranslator({ env, model: options.model ?? null, freedict: { lemmatize: (w: string) => lexicon().lemmatize(w) } })),
    emoji: lazy(() => createEmojiSearch()),
  };
}

let shared: LanguageEngines | null = null;

/** The process-wide engines (created on first call). */
export function sharedLanguageEngines(): LanguageEngines {
  shared ??= createLanguageEngines();
  return shared;
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
