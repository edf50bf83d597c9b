// `npm run screenshots` (with the other capture scripts): the signed-in screens in Spanish, in
// Arabic (right to left) and in dark mode, at 390×844 against the real server, into
// docs/screenshots/<variant>-<screen>.png, so the README shows them beside the English ones.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signedInLearner } from './support/session';
import { COMPLETE_SETUP } from './support/setup-state';

const OUT = path.join(import.meta.dirname, '../docs/screenshots');

test.use({ viewport: { width: 390, height: 844 } });

interface Variant {
  name: string;
  nativeLanguage: string;
  uiLanguage: string;
  colorScheme: 'light' | 'dark';
}

const VARIANTS: Variant[] = [
  { name: 'es', nativeLanguage: 'es', uiLanguage: 'auto', colorScheme: 'light' },
  { name: 'ar', nativeLanguage: 'ar', uiLanguage: 'auto', colorScheme: 'light' },
  { name: 'dark', nativeLanguage: 'es', uiLanguage: 'en', colorScheme: 'dark' },
];

const SCREENS: Array<{ name: string; path: string }> = [
  { name: 'home', path: '/chat/home' },
  { name: 'chat', path: '/chat/chatroom?roleId=1' },
  { name: 'exploration', path: '/chat/exploration' },
  { name: 'lobby', path: '/chat/lobby' },
  { name: 'me', path: '/chat/mine' },
  { name: 'collection', path: '/chat/mine/collection' },
  { name: 'progress', path: '/chat/mine/progress' },
  { name: 'settings', path: '/chat/setting' },
  { name: 'switch-roles', path: '/chat/switch-roles' },
  { name: 'level', path: '/chat/initialization/experience' },
];

async function shot(page: Page, name: string): Promise<void> {
  await expect(page.locator('h1, h2').first()).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.page-loader, .state-block .adm-dot-loading, .adm-skeleton, .adm-toast-mask')).toHaveCount(0);
  // antd-mobile animates with JavaScript springs: let them come to rest.
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(OUT, `${name}.png`) });
}

for (const variant of VARIANTS) {
  test(`capture the signed-in screens: ${variant.name}`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const { token } = await signedInLearner(page, request, `shots-${variant.name}`);
    const setup = { ...COMPLETE_SETUP, state: { ...COMPLETE_SETUP.state, initSetting: { ...COMPLETE_SETUP.state.initSetting, nativeLanguage: variant.nativeLanguage } } };
    await page.addInitScript(
      ({ setup: stored, appearance }) => {
        localStorage.setItem('parley.role-setup', JSON.stringify(stored));
        localStorage.setItem('parley.appearance', JSON.stringify({ state: appearance, version: 1 }));
      },
      { setup, appearance: { uiLanguage: variant.uiLanguage, colorScheme: variant.colorScheme } },
    );
    await page.emulateMedia({ colorScheme: variant.colorScheme });
    await request.post('/api/userCollect/v1/collectContent', { headers: { token }, data: { kind: 'word', content: 'journey' } });
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      if (screen.name === 'chat') {
        // One exchange, so the shot shows a learner's message with its actions and a reply.
        await page.locator('.bubble--ai').first().waitFor();
        const box = page.locator('textarea').first();
        await box.fill('Yesterday I go to the park with my friends.');
        await box.press('Enter');
        await expect(page.locator('.bubble--ai')).toHaveCount(2, { timeout: 20_000 });
      }
      await shot(page, `${variant.name}-${screen.name}`);
    }
  });
}
