// The interface language at run time (decision 0008): loads one catalogue, the active one, and
// antd-mobile's strings in the same language, and marks the page's language and direction.
import { i18n, type Messages } from '@lingui/core';
import type { Locale as AntdLocale } from 'antd-mobile/es/locales/base';
import { create } from 'zustand';
import { DEFAULT_UI_LOCALE, isRightToLeft, type UiLocale } from './locales';

type CatalogueModule = { messages: Messages };
type AntdLocaleModule = { default: AntdLocale };

// One entry per language, each its own chunk: only the one in use is downloaded.
const CATALOGUES: Record<UiLocale, () => Promise<CatalogueModule>> = {
  en: () => import('../locales/en/messages.po'),
  es: () => import('../locales/es/messages.po'),
  'zh-CN': () => import('../locales/zh-CN/messages.po'),
  ja: () => import('../locales/ja/messages.po'),
  ko: () => import('../locales/ko/messages.po'),
  'pt-BR': () => import('../locales/pt-BR/messages.po'),
  fr: () => import('../locales/fr/messages.po'),
  de: () => import('../locales/de/messages.po'),
  ar: () => import('../locales/ar/messages.po'),
  vi: () => import('../locales/vi/messages.po'),
};

const ANTD_LOCALES: Record<UiLocale, () => Promise<AntdLocaleModule>> = {
  en: () => import('antd-mobile/es/locales/en-US'),
  es: () => import('antd-mobile/es/locales/es-ES'),
  'zh-CN': () => import('antd-mobile/es/locales/zh-CN'),
  ja: () => import('antd-mobile/es/locales/ja-JP'),
  ko: () => import('antd-mobile/es/locales/ko-KR'),
  'pt-BR': () => import('antd-mobile/es/locales/pt-BR'),
  fr: () => import('antd-mobile/es/locales/fr-FR'),
  de: () => import('antd-mobile/es/locales/de-DE'),
  ar: () => import('antd-mobile/es/locales/ar-SA'),
  vi: () => import('antd-mobile/es/locales/vi-VN'),
};

interface ActiveLocaleState {
  /** The language shown; null until the first catalogue has loaded. */
  locale: UiLocale | null;
  /** antd-mobile's own strings (search boxes, pull-to-refresh, dialogs) in that language. */
  antdLocale: AntdLocale | null;
}

/** The language on screen, for the providers in app/ to render with. */
export const useActiveLocale = create<ActiveLocaleState>(() => ({ locale: null, antdLocale: null }));

let requested: UiLocale | null = null;

/**
 * Shows the interface in `locale`: loads its catalogue and antd-mobile's strings, then switches.
 * A request overtaken by a newer one is dropped, so quick changes end on the last choice. A
 * catalogue that cannot load (offline before it was cached) keeps the language already shown, or
 * falls back to English on the first start.
 */
export async function activateLocale(locale: UiLocale): Promise<void> {
  if (requested === locale && useActiveLocale.getState().locale === locale) return;
  requested = locale;
  let loaded: [CatalogueModule, AntdLocaleModule];
  try {
    loaded = await Promise.all([CATALOGUES[locale](), ANTD_LOCALES[locale]()]);
  } catch (error) {
    if (requested !== locale) return;
    if (useActiveLocale.getState().locale === null && locale !== DEFAULT_UI_LOCALE) return activateLocale(DEFAULT_UI_LOCALE);
    if (useActiveLocale.getState().locale === null) throw error;
    return;
  }
  if (requested !== locale) return;
  const [{ messages }, { default: antdLocale }] = loaded;
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  document.documentElement.dir = isRightToLeft(locale) ? 'rtl' : 'ltr';
  useActiveLocale.setState({ locale, antdLocale });
}
