// The language engines of this process: lexicon, phonetics, translation, emoji (and grammar when
// present). Shared by every app built in the process — tests build many apps over one set.
import { createEmojiSearch, type EmojiSearch } from './emoji/index';
import { createLexicon, type Lexicon } from './lexicon/index';
import { getPhoneticsEngine, type PhoneticsEngine } from './phonetics/index';
import { createTranslator, type TranslatorChain } from './translation/index';
import { lazy, type Lazy } from '../lazy';

export interface LanguageEngines {
  phonetics: Lazy<PhoneticsEngine>;
  lexicon: Lazy<Lexicon>;
  translator: Lazy<TranslatorChain>;
  emoji: Lazy<EmojiSearch>;
}

export function createLanguageEngines(env: Readonly<Record<string, string | undefined>> = process.env): LanguageEngines {
  const phonetics = lazy(getPhoneticsEngine);
  const lexicon = lazy(() => createLexicon({ phonetics: phonetics() }));
  return {
    phonetics,
    lexicon,
    translator: lazy(() => createTranslator({ env, freedict: { lemmatize: (w: string) => lexicon().lemmatize(w) } })),
    emoji: lazy(() => createEmojiSearch()),
  };
}

let shared: LanguageEngines | null = null;

/** The process-wide engines (created on first call). */
export function sharedLanguageEngines(): LanguageEngines {
  shared ??= createLanguageEngines();
  return shared;
}
