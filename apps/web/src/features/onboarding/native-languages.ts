// Native languages a learner can choose, each under its own name (BCP 47 tags).
export interface NativeLanguage {
  code: string;
  englishName: string;
  nativeName: string;
}

export const NATIVE_LANGUAGES: readonly NativeLanguage[] = [
  { code: 'zh-CN', englishName: 'Chinese (Simplified)', nativeName: '简体中文' },
  { code: 'zh-TW', englishName: 'Chinese (Traditional)', nativeName: '繁體中文' },
  { code: 'es', englishName: 'Spanish', nativeName: 'Español' },
  { code: 'pt-BR', englishName: 'Portuguese (Brazil)', nativeName: 'Português (Brasil)' },
  { code: 'fr', englishName: 'French', nativeName: 'Français' },
  { code: 'de', englishName: 'German', nativeName: 'Deutsch' },
  { code: 'it', englishName: 'Italian', nativeName: 'Italiano' },
  { code: 'ja', englishName: 'Japanese', nativeName: '日本語' },
  { code: 'ko', englishName: 'Korean', nativeName: '한국어' },
  { code: 'ru', englishName: 'Russian', nativeName: 'Русский' },
  { code: 'ar', englishName: 'Arabic', nativeName: 'العربية' },
  { code: 'hi', englishName: 'Hindi', nativeName: 'हिन्दी' },
  { code: 'tr', englishName: 'Turkish', nativeName: 'Türkçe' },
  { code: 'vi', englishName: 'Vietnamese', nativeName: 'Tiếng Việt' },
  { code: 'id', englishName: 'Indonesian', nativeName: 'Bahasa Indonesia' },
  { code: 'th', englishName: 'Thai', nativeName: 'ไทย' },
  { code: 'pl', englishName: 'Polish', nativeName: 'Polski' },
  { code: 'nl', englishName: 'Dutch', nativeName: 'Nederlands' },
  { code: 'sv', englishName: 'Swedish', nativeName: 'Svenska' },
  { code: 'uk', englishName: 'Ukrainian', nativeName: 'Українська' },
  { code: 'fa', englishName: 'Persian', nativeName: 'فارسی' },
  { code: 'he', englishName: 'Hebrew', nativeName: 'עברית' },
  { code: 'ca', englishName: 'Catalan', nativeName: 'Català' },
  { code: 'bn', englishName: 'Bengali', nativeName: 'বাংলা' },
];

export function findNativeLanguage(code: string | null | undefined): NativeLanguage | undefined {
  return NATIVE_LANGUAGES.find((l) => l.code === code);
}
