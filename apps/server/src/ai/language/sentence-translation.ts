// A whole-sentence translation from English, or null: what a learner-facing feature may show as
// "the same in your language". A word-by-word gloss (the translator's fallback when no engine knows
// the pair) or an unchanged text would mislead, so neither is passed on. Used by progress (a rule
// in the learner's language) and review (a saved sentence to translate back).
import type { LanguageEngines } from './language-engines';

export function sentenceTranslator(language: LanguageEngines) {
  return async (text: string, target: string): Promise<string | null> => {
    const result = await language.translator().translate(text, target, 'en');
    const translated = result.kind === 'translation' ? result.text.trim() : '';
    return translated && translated !== text ? translated : null;
  };
}
