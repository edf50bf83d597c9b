// Native languages a learner can choose, each under its own name (BCP 47 tags). Each is also named
// in the interface language (a message) and in English (kept for search: a learner may type it).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface NativeLanguage {
  code: string;
  /** The language's name in the interface language: show it with `i18n._(name)`. */
  name: MessageDescriptor;
  englishName: string;
  /** The language's name in itself: not a message. */
  nativeName: string;
}

export const NATIVE_LANGUAGES: readonly NativeLanguage[] = [
  { code: 'zh-CN', name: msg({ comment: 'The name of a language', message: 'Chinese (Simplified)' }), englishName: 'Chinese (Simplified)', nativeName: '简体中文' },
  { code: 'zh-TW', name: msg({ comment: 'The name of a language', message: 'Chinese (Traditional)' }), englishName: 'Chinese (Traditional)', nativeName: '繁體中文' },
  { code: 'es', name: msg({ comment: 'The name of a language', message: 'Spanish' }), englishName: 'Spanish', nativeName: 'Español' },
  { code: 'pt-BR', name: msg({ comment: 'The name of a language', message: 'Portuguese (Brazil)' }), englishName: 'Portuguese (Brazil)', nativeName: 'Português (Brasil)' },
  { code: 'fr', name: msg({ comment: 'The name of a language', message: 'French' }), englishName: 'French', nativeName: 'Français' },
  { code: 'de', name: msg({ comment: 'The name of a language', message: 'German' }), englishName: 'German', nativeName: 'Deutsch' },
  { code: 'it', name: msg({ comment: 'The name of a language', message: 'Italian' }), englishName: 'Italian', nativeName: 'Italiano' },
  { code: 'ja', name: msg({ comment: 'The name of a language', message: 'Japanese' }), englishName: 'Japanese', nativeName: '日本語' },
  { code: 'ko', name: msg({ comment: 'The name of a language', message: 'Korean' }), englishName: 'Korean', nativeName: '한국어' },
  { code: 'ru', name: msg({ comment: 'The name of a language', message: 'Russian' }), englishName: 'Russian', nativeName: 'Русский' },
  { code: 'ar', name: msg({ comment: 'The name of a language', message: 'Arabic' }), englishName: 'Arabic', nativeName: 'العربية' },
  { code: 'hi', name: msg({ comment: 'The name of a language', message: 'Hindi' }), englishName: 'Hindi', nativeName: 'हिन्दी' },
  { code: 'tr', name: msg({ comment: 'The name of a language', message: 'Turkish' }), englishName: 'Turkish', nativeName: 'Türkçe' },
  { code: 'vi', name: msg({ comment: 'The name of a language', message: 'Vietnamese' }), englishName: 'Vietnamese', nativeName: 'Tiếng Việt' },
  { code: 'id', name: msg({ comment: 'The name of a language', message: 'Indonesian' }), englishName: 'Indonesian', nativeName: 'Bahasa Indonesia' },
  { code: 'th', name: msg({ comment: 'The name of a language', message: 'Thai' }), englishName: 'Thai', nativeName: 'ไทย' },
  { code: 'pl', name: msg({ comment: 'The name of a language', message: 'Polish' }), englishName: 'Polish', nativeName: 'Polski' },
  { code: 'nl', name: msg({ comment: 'The name of a language', message: 'Dutch' }), englishName: 'Dutch', nativeName: 'Nederlands' },
  { code: 'sv', name: msg({ comment: 'The name of a language', message: 'Swedish' }), englishName: 'Swedish', nativeName: 'Svenska' },
  { code: 'uk', name: msg({ comment: 'The name of a language', message: 'Ukrainian' }), englishName: 'Ukrainian', nativeName: 'Українська' },
  { code: 'fa', name: msg({ comment: 'The name of a language', message: 'Persian' }), englishName: 'Persian', nativeName: 'فارسی' },
  { code: 'he', name: msg({ comment: 'The name of a language', message: 'Hebrew' }), englishName: 'Hebrew', nativeName: 'עברית' },
  { code: 'ca', name: msg({ comment: 'The name of a language', message: 'Catalan' }), englishName: 'Catalan', nativeName: 'Català' },
  { code: 'bn', name: msg({ comment: 'The name of a language', message: 'Bengali' }), englishName: 'Bengali', nativeName: 'বাংলা' },
];

export function findNativeLanguage(code: string | null | undefined): NativeLanguage | undefined {
  return NATIVE_LANGUAGES.find((l) => l.code === code);
}
