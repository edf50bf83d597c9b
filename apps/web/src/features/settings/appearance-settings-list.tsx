// The interface language and the colour scheme (issue 20), for the Settings screen. Both are kept on
// this device only (stores/appearance-store.ts); the app follows them at once (app/locale-provider.tsx).
import type { ReactNode } from 'react';
import { List, Selector } from 'antd-mobile';
import { useLingui } from '@lingui/react/macro';
import { UI_LOCALES, UI_LOCALE_NAMES } from '../../i18n/locales';
import { useAppearanceStore, type ColorSchemeChoice, type UiLanguageChoice } from '../../stores/appearance-store';

export function AppearanceSettingsList() {
  const { t } = useLingui();
  const uiLanguage = useAppearanceStore((s) => s.uiLanguage);
  const colorScheme = useAppearanceStore((s) => s.colorScheme);
  const setUiLanguage = useAppearanceStore((s) => s.setUiLanguage);
  const setColorScheme = useAppearanceStore((s) => s.setColorScheme);

  // Each language under its own name, marked as that language so a screen reader says it right.
  const languageOptions: Array<{ label: ReactNode; value: UiLanguageChoice }> = [
    { label: t({ comment: 'Interface language: follow the native language chosen at set-up', message: 'Same as my native language' }), value: 'auto' },
    ...UI_LOCALES.map((locale) => ({ label: <span lang={locale}>{UI_LOCALE_NAMES[locale]}</span>, value: locale })),
  ];
  const colorSchemeOptions: Array<{ label: string; value: ColorSchemeChoice }> = [
    { label: t({ comment: 'Appearance: follow the light or dark setting of the device', message: 'System' }), value: 'system' },
    { label: t({ comment: 'Appearance: light colours', message: 'Light' }), value: 'light' },
    { label: t({ comment: 'Appearance: dark colours', message: 'Dark' }), value: 'dark' },
  ];

  return (
    <>
      <List header={t`Language`}>
        <List.Item description={t`The language of the app's menus and explanations. What you practise stays in English.`}>
          <Selector
            aria-label={t`Language`}
            columns={2}
            value={[uiLanguage]}
            options={languageOptions}
            onChange={(values: UiLanguageChoice[]) => {
              if (values[0] !== undefined) setUiLanguage(values[0]);
            }}
          />
        </List.Item>
      </List>
      <List header={t`Appearance`}>
        <List.Item description={t`Light or dark colours on this device. System follows your device's setting.`}>
          <Selector
            aria-label={t`Appearance`}
            columns={3}
            value={[colorScheme]}
            options={colorSchemeOptions}
            onChange={(values: ColorSchemeChoice[]) => {
              if (values[0] !== undefined) setColorScheme(values[0]);
            }}
          />
        </List.Item>
      </List>
    </>
  );
}
