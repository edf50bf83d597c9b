// The languages the interface speaks (issue 20) and how a learner's native language picks one.
// Plain data with no imports: lingui.config.ts reads it too.

export const UI_LOCALES = ['en', 'es', 'zh-CN', 'ja', 'ko', 'pt-BR', 'fr', 'de', 'ar', 'vi'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];
export const DEFAULT_UI_LOCALE: UiLocale = 'en';

/** Each language under its own name, for the Settings picker. */
export const UI_LOCALE_NAMES: Record<UiLocale, string> = {
  en: 'English',
  es: 'Español',
  'zh-CN': '简体中文',
  ja: '日本語',
  ko: '한국어',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
  de: 'Deutsch',
  ar: 'العربية',
  vi: 'Tiếng Việt',
};

const RIGHT_TO_LEFT: ReadonlySet<UiLocale> = new Set(['ar']);

export function isUiLocale(value: unknown): value is UiLocale {
  return typeof value === 'string' && (UI_LOCALES as readonly string[]).includes(value);
}

export function isRightToLeft(locale: UiLocale): boolean {
  return RIGHT_TO_LEFT.has(locale);
}

/**
 * The interface language for a native language (a BCP 47 tag): the same tag, else the same
 * language (zh-TW reads Simplified Chinese better than English, pt-PT reads Brazilian Portuguese),
 * else English.
 */
export function uiLocaleForNativeLanguage(tag: string | null | undefined): UiLocale {
  if (!tag) return DEFAULT_UI_LOCALE;
  if (isUiLocale(tag)) return tag;
  const language = tag.toLowerCase().split('-')[0];
  return UI_LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language) ?? DEFAULT_UI_LOCALE;
}

/**
 * The interface language to show: the learner's choice in Settings, else the one their native
 * language gives, else the browser's first language we speak (before set-up), else English.
 */
export function chooseUiLocale(choice: UiLocale | 'auto', nativeLanguage: string | null | undefined, browserLanguages: readonly string[]): UiLocale {
  if (choice !== 'auto') return choice;
  if (nativeLanguage) return uiLocaleForNativeLanguage(nativeLanguage);
  for (const tag of browserLanguages) {
    const locale = uiLocaleForNativeLanguage(tag);
    if (locale !== DEFAULT_UI_LOCALE || tag.toLowerCase().startsWith('en')) return locale;
  }
  return DEFAULT_UI_LOCALE;
}
