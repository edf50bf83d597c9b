// Stored state a returning learner has, for tests that start past onboarding.
import type { Page } from '@playwright/test';

export const COMPLETE_SETUP = {
  state: {
    initSetting: { nativeLanguage: 'es', experience: { type: 'A2' } },
    roleInfo: { id: 1, styleList: [{ key: 'patient', selected: true }, { key: 'strict', selected: false }] },
    hasInitSet: true,
    topics: ['travel'],
  },
  version: 1,
};

export async function useCompletedSetup(page: Page): Promise<void> {
  await page.addInitScript((setup) => {
    localStorage.setItem('parley.role-setup', JSON.stringify(setup));
  }, COMPLETE_SETUP);
}
