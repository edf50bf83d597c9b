// Translation by the configured conversation model: first in the chain when a model is set, since
// it handles any pair and reads context better than Apertium or word glosses. Any failure throws so
// the chain falls through to the next provider.
import type { LanguageModel } from '../model-client';
import { MAX_TRANSLATE_CHARS, TranslationError, baseLanguage } from './types';
import type { LanguagePair, TranslationProvider, TranslationResult } from './types';

const NAMES: Readonly<Record<string, string>> = {
  en: 'English', es: 'Spanish', fr: 'French', de: 'German', it: 'Italian', pt: 'Portuguese', zh: 'Chinese', ja: 'Japanese',
  ko: 'Korean', ru: 'Russian', ar: 'Arabic', hi: 'Hindi', tr: 'Turkish', nl: 'Dutch', pl: 'Polish', vi: 'Vietnamese',
  uk: 'Ukrainian', ca: 'Catalan', gl: 'Galician', id: 'Indonesian', th: 'Thai', sv: 'Swedish',
};

const languageName = (code: string) => NAMES[code] ?? code;

export function translationPrompt(source: string, target: string): string {
  return [
    `Translate the user's text from ${languageName(source)} to ${languageName(target)}.`,
    'Answer with the translation only: no commentary, no notes, no quotation marks, no explanation of choices.',
    'Keep the meaning, tone and line breaks.',
  ].join(' ');
}

export function createModelTranslator(model: LanguageModel): TranslationProvider {
  return {
    name: 'model',
    supports: (target, source) => Boolean(baseLanguage(target) && baseLanguage(source ?? 'en')),
    pairs: (): LanguagePair[] => [{ source: '*', target: '*', kind: 'translation' }],
    async translate(text: string, target: string, source?: string): Promise<TranslationResult> {
      const s = baseLanguage(source ?? 'en');
      const t = baseLanguage(target);
      if (text.length > MAX_TRANSLATE_CHARS) throw new TranslationError(`text longer than ${MAX_TRANSLATE_CHARS} characters`, 'TEXT_TOO_LONG');
      let answer: string;
      try {
        answer = await model.complete([
          { role: 'system', content: translationPrompt(s, t) },
          { role: 'user', content: text },
        ], { maxTokens: Math.min(2000, 64 + text.length * 2) });
      } catch (error) {
        throw new TranslationError('the model did not translate', 'PROVIDER_FAILED', { cause: error });
      }
      const cleaned = answer.trim().replace(/^["“]([\s\S]*)["”]$/, '$1').trim();
      if (cleaned === '') throw new TranslationError('the model gave an empty translation', 'PROVIDER_FAILED');
      return { text: cleaned, kind: 'translation', provider: 'model' };
    },
  };
}
