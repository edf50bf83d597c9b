// Rules of the language tools: which engine answers, what a missing word or language pair means
// for the learner, and when an explanation also comes in the learner's native language.
import { ErrCode } from '@parley/contract/envelope';
import { Refusal } from '@parley/contract/refusals';
import type { GrammarIssue, Translation, WordEntry } from '@parley/contract/language';
import { AppError } from '../../platform/app-error';
import type { LanguageEngines } from '../../ai/language/language-engines';
import { TranslationError, UnsupportedLanguagePairError, baseLanguage } from '../../ai/language/translation/index';

/** What the grammar engine gives back (ai/language/grammar). */
export interface GrammarChecker {
  check(text: string): Promise<{ issues: Array<Omit<GrammarIssue, 'explanationNative'>>; corrected: string }>;
}

export interface LanguageServiceDeps {
  engines: LanguageEngines;
  grammar: () => Promise<GrammarChecker> | null;
}

const ENGLISH = 'en';
/** Explanations are a few hundred fixed sentences: their translations are kept, not re-run. */
const EXPLANATION_CACHE_SIZE = 2000;

export function createLanguageService({ engines, grammar }: LanguageServiceDeps) {
  async function translate(text: string, target: string, source = ENGLISH): Promise<Translation> {
    if (baseLanguage(target) === baseLanguage(source)) {
      return { text, kind: 'translation', provider: 'identity', source, target };
    }
    try {
      const result = await engines.translator().translate(text, target, source);
      return { text: result.text, kind: result.kind, provider: result.provider, source, target };
    } catch (error) {
      if (error instanceof UnsupportedLanguagePairError) {
        throw new AppError(ErrCode.EngineUnavailable, `translation: ${error.message}`);
      }
      if (error instanceof TranslationError) {
        throw new AppError(ErrCode.EngineUnavailable, 'translation: the translator did not answer, please retry');
      }
      throw error;
    }
  }

  // A grammar check with a native language used to start one Apertium run per explanation on
  // every call (issue 16): the same sentences, translated again and again.
  const explanationCache = new Map<string, Translation>();

  async function translateExplanation(explanation: string, target: string | null): Promise<Translation | null> {
    if (!target || baseLanguage(target) === ENGLISH) return null;
    const key = `${baseLanguage(target)}\n${explanation}`;
    const cached = explanationCache.get(key);
    if (cached) return cached;
    const result = await translateIfPossible(explanation, target, { wholeSentencesOnly: true });
    if (result) {
      if (explanationCache.size >= EXPLANATION_CACHE_SIZE) explanationCache.delete(explanationCache.keys().next().value!);
      explanationCache.set(key, result);
    }
    return result;
  }

  /** A translation when one can be had, else null: lookups and explanations work without it. */
  async function translateIfPossible(text: string, target: string | null, options: { wholeSentencesOnly: boolean }) {
    if (!target || baseLanguage(target) === ENGLISH) return null;
    try {
      const result = await translate(text, target);
      // A word-by-word gloss of an explanation reads as nonsense; only a real translation helps.
      if (options.wholeSentencesOnly && result.kind !== 'translation') return null;
      return result;
    } catch {
      return null;
    }
  }

  return {
    translate,

    async lookUpWord(word: string, nativeLanguage: string | null): Promise<WordEntry> {
      const entry = await engines.lexicon().lookup(word);
      if (!entry) throw new AppError(ErrCode.NotFound, `word: "${word.slice(0, 64)}" is not in the dictionary`);
      const translation = await translateIfPossible(entry.lemma, nativeLanguage, { wholeSentencesOnly: false });
      return {
        word: entry.word,
        lemma: entry.lemma,
        ipa: entry.ipa,
        partsOfSpeech: entry.partsOfSpeech,
        senses: entry.senses,
        ...(entry.forms ? { forms: Object.fromEntries(Object.entries(entry.forms).filter(([, v]) => typeof v === 'string')) as Record<string, string> } : {}),
        translation,
      };
    },

    phoneticsOf(text: string) {
      const result = engines.phonetics().ipaForText(text);
      if (result.words.length === 0) throw new AppError(ErrCode.InvalidInput, Refusal.nothingToTranscribe);
      return result;
    },

    searchEmoji(keyword: string, limit: number) {
      const list = engines.emoji().search(keyword, limit);
      return { list, total: list.length };
    },

    async checkGrammar(content: string, nativeLanguage: string | null) {
      const checker = grammar();
      if (!checker) throw new AppError(ErrCode.EngineUnavailable, 'grammar: no grammar engine is available');
      const result = await (await checker).check(content);
      const explanations = [...new Set(result.issues.map((i) => i.explanation))];
      const translated = new Map<string, string>();
      await Promise.all(
        explanations.map(async (explanation) => {
          const t = await translateExplanation(explanation, nativeLanguage);
          if (t) translated.set(explanation, t.text);
        }),
      );
      return {
        hasError: result.issues.length > 0,
        issues: result.issues.map((issue) => ({ ...issue, explanationNative: translated.get(issue.explanation) ?? null })),
        corrected: result.corrected,
      };
    },
  };
}

export type LanguageService = ReturnType<typeof createLanguageService>;
