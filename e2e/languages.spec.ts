// The interface in the learner's own language (issue 20): a Spanish speaker gets the app in
// Spanish from the moment they say so, an Arabic speaker gets it right to left, antd-mobile's own
// words follow, and Settings can switch back to English. The words on screen are looked up in the
// catalogues the app is built from (support/catalogue.ts). Runs at 390×844 and at 1280×800.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { tr } from './support/catalogue';
import { signedInLearner } from './support/session';
import { COMPLETE_SETUP } from './support/setup-state';

// No interface language chosen on this device: the app follows the native language.
test.use({ storageState: { cookies: [], origins: [] } });

const withNativeLanguage = (nativeLanguage: string) => ({
  ...COMPLETE_SETUP,
  state: { ...COMPLETE_SETUP.state, initSetting: { ...COMPLETE_SETUP.state.initSetting, nativeLanguage } },
});

async function learnerWhoSpeaks(page: Page, request: Parameters<typeof signedInLearner>[1], nativeLanguage: string) {
  const learner = await signedInLearner(page, request, `lang-${nativeLanguage}`);
  await page.addInitScript((setup) => localStorage.setItem('parley.role-setup', JSON.stringify(setup)), withNativeLanguage(nativeLanguage));
  return learner;
}

const CJK = /[\u3040-\u30ff\u4e00-\u9fff]/;

test('a Spanish speaker reads the whole app in Spanish, chats, and switches to English in Settings', async ({ page, request }) => {
  test.setTimeout(120_000);
  await learnerWhoSpeaks(page, request, 'es');
  await page.goto('/chat/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const tabs = page.getByRole('navigation', { name: tr('es', 'Main') });
  await expect(tabs.getByRole('link', { name: tr('es', 'Home'), exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Parley');
  expect(await seriousViolations(page)).toEqual([]);

  // The chat room: labels in Spanish, the conversation itself in English.
  await page.goto('/chat/chatroom?roleId=1');
  const message = page.getByLabel(tr('es', 'Your message'));
  await message.fill('I like to cook pasta on Sundays.');
  await page.getByRole('button', { name: tr('es', 'Send') }).click();
  const log = page.getByRole('log');
  await expect(log.locator('.bubble--ai')).toHaveCount(2, { timeout: 20_000 });
  await expect(log.locator('.bubble--learner').getByRole('toolbar', { name: tr('es', 'Message actions') }).getByRole('button', { name: tr('es', 'Check grammar') })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Topic names are interface words too: the lobby's scene topics and the topics picked at set-up.
  await page.goto('/chat/lobby');
  await expect(page.getByRole('group', { name: tr('es', 'Topic') }).getByRole('button', { name: new RegExp(tr('es', 'Food & drink')) })).toBeVisible();
  await page.goto('/chat/initialization/topic');
  await expect(page.getByRole('button', { name: tr('es', 'Family & friends') })).toBeVisible();

  // antd-mobile's own words (pull to refresh, search boxes) are no longer its default Chinese.
  for (const path of ['/chat/exploration', '/chat/mine', '/chat/mine/collection', '/chat/setting']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Language names written in their own language (the Settings picker) are marked with lang=.
    const text = await page.locator('body').evaluate((body) => {
      const copy = body.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[lang]:not([lang^="es"]):not([lang^="en"])').forEach((el) => el.remove());
      const labels = Array.from(copy.querySelectorAll('[aria-label], [placeholder]')).map((e) => `${e.getAttribute('aria-label') ?? ''} ${e.getAttribute('placeholder') ?? ''}`);
      return `${copy.textContent ?? ''} ${labels.join(' ')}`;
    });
    expect(text, path).not.toMatch(CJK);
  }
  await expect(page).toHaveTitle(`${tr('es', 'Settings')} · Parley`);

  // Settings: English, at once and after a reload.
  await page.getByText('English', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Settings · Parley');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/chat/home');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
});

test('an Arabic speaker gets the app right to left, in Arabic, with no serious accessibility violation', async ({ page, request }) => {
  test.setTimeout(120_000);
  await learnerWhoSpeaks(page, request, 'ar');
  await page.goto('/chat/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const tabs = page.getByRole('navigation', { name: tr('ar', 'Main') });
  const home = tabs.getByRole('link', { name: tr('ar', 'Home'), exact: true });
  const me = tabs.getByRole('link', { name: tr('ar', 'Me'), exact: true });
  await expect(home).toBeVisible();
  // Right to left: the first tab (Home) is on the right, the last (Me) on the left.
  const [homeBox, meBox] = [await home.boundingBox(), await me.boundingBox()];
  expect(homeBox!.x).toBeGreaterThan(meBox!.x);
  expect(await seriousViolations(page)).toEqual([]);
  // A scene's English title and goal keep their own direction (the full stop stays on the right).
  const goal = page.locator('.scene-card__goal').first();
  await expect(goal).toBeVisible();
  expect(await goal.evaluate((el) => getComputedStyle(el).unicodeBidi)).toBe('plaintext');

  for (const path of ['/chat/mine', '/chat/setting', '/chat/chatroom?roleId=1']) {
    await page.goto(path);
    await expect(page.locator('h1, h2').first()).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  // The English the learner practises stays left to right inside the right-to-left page.
  const firstReply = page.getByRole('log').locator('.bubble--ai .bubble__text').first();
  await expect(firstReply).toBeVisible();
  expect(await firstReply.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
});
