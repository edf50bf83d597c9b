// How the interface looks on this device (issue 20): its language and its colour scheme.
// Kept per device, like a phone's own display settings: one learner may read Spanish on the phone
// and English on a shared laptop.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { isUiLocale, type UiLocale } from '../i18n/locales';

/** 'auto' follows the native language saved at set-up. */
export type UiLanguageChoice = UiLocale | 'auto';
/** 'system' follows the device's light or dark setting. */
export type ColorSchemeChoice = 'system' | 'light' | 'dark';

interface AppearanceState {
  uiLanguage: UiLanguageChoice;
  colorScheme: ColorSchemeChoice;
  setUiLanguage(choice: UiLanguageChoice): void;
  setColorScheme(choice: ColorSchemeChoice): void;
}

const COLOR_SCHEMES: readonly ColorSchemeChoice[] = ['system', 'light', 'dark'];

export const useAppearanceStore = create<AppearanceState>()(
  persist(
    (set) => ({
      uiLanguage: 'auto',
      colorScheme: 'system',
      setUiLanguage: (uiLanguage) => set({ uiLanguage }),
      setColorScheme: (colorScheme) => set({ colorScheme }),
    }),
    {
      name: 'parley.appearance',
      version: 1,
      partialize: ({ uiLanguage, colorScheme }) => ({ uiLanguage, colorScheme }),
      // A stored value this build does not know (an older or newer app) falls back to the default.
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<AppearanceState>;
        return {
          ...current,
          uiLanguage: saved.uiLanguage === 'auto' || isUiLocale(saved.uiLanguage) ? saved.uiLanguage : 'auto',
          colorScheme: COLOR_SCHEMES.includes(saved.colorScheme as ColorSchemeChoice) ? (saved.colorScheme as ColorSchemeChoice) : 'system',
        };
      },
    },
  ),
);
