// Renders the app in the interface language (issue 20): chooses it from the learner's choice and
// native language, loads it, and gives it to Lingui and to antd-mobile's own components.
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ConfigProvider } from 'antd-mobile';
import { activateLocale, useActiveLocale } from '../i18n/i18n';
import { chooseUiLocale } from '../i18n/locales';
import { useAppearanceStore } from '../stores/appearance-store';
import { useRoleSetupStore } from '../stores/role-setup-store';

export function useWantedUiLocale() {
  const choice = useAppearanceStore((s) => s.uiLanguage);
  const nativeLanguage = useRoleSetupStore((s) => s.initSetting?.nativeLanguage);
  return chooseUiLocale(choice, nativeLanguage, typeof navigator === 'undefined' ? [] : navigator.languages);
}

export function LocaleProvider({ children }: { children: ReactNode }) {
  const wanted = useWantedUiLocale();
  const { locale, antdLocale } = useActiveLocale();
  useEffect(() => {
    void activateLocale(wanted);
  }, [wanted]);
  // Nothing to show until the first catalogue arrives (one small request, cached offline).
  if (!locale || !antdLocale) return null;
  return (
    <I18nProvider i18n={i18n}>
      <ConfigProvider locale={antdLocale}>{children}</ConfigProvider>
    </I18nProvider>
  );
}
