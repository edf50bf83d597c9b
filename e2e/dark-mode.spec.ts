// Dark mode (issue 20): on a device set to dark the app turns dark — antd-mobile's colours and the
// app's own (html[data-prefers-color-scheme="dark"]) — and every main screen still has no serious or
// critical axe violation of WCAG 2.1 A/AA, text contrast included. A choice stored in Settings
// outranks the device. Toasts stay opaque and wrap between words. On a wide screen the tab bar
// stays compact and the chat keeps a readable column of 16px text.
import { expect, test, type Page } from '@playwright/test';
import { checkScreen, withViolations, type Found } from './support/axe';
import { signedInLearner } from './support/session';

/** The appearance stored on this device (stores/appearance-store.ts), in English. */
const appearance = (colorScheme: 'system' | 'light' | 'dark') => JSON.stringify({ state: { uiLanguage: 'en', colorScheme }, version: 1 });

/**
 * Stores a colour scheme before the app first starts in this tab (over the config's storage state),
 * then leaves it to the app: a reload keeps what the app or the test stored since.
 */
async function storeAppearance(page: Page, colorScheme: 'system' | 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e.appearance-stored') !== null) return;
    sessionStorage.setItem('e2e.appearance-stored', '1');
    localStorage.setItem('parley.appearance', value);
  }, appearance(colorScheme));
}

// Controls are found by role, class and the practised English rather than by interface text, so the
// checks hold whatever language the interface speaks.
const messageBox = (page: Page) => page.locator('textarea.chat-input__text');

/** The page is dark, then axe runs as on every screen (support/axe.ts). */
async function check(page: Page, found: Found, name: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color-scheme', 'dark');
  await checkScreen(page, found, name);
}

/**
 * The computed background of the page's body and the app frame: dark surfaces, not white. Waits for
 * the frame first: the html attribute is set before the lazily loaded page mounts its frame.
 */
async function surfaces(page: Page): Promise<string[]> {
  await expect(page.locator('.app-frame')).toBeAttached();
  return page.evaluate(() => [document.body, document.querySelector('.app-frame') ?? document.body].map((e) => getComputedStyle(e).backgroundColor));
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
});

test('the main screens follow a dark device and pass axe, colour contrast included', async ({ page, request }) => {
  // Nine screens and overlays, each analysed by axe (seconds each on a busy 2-core machine).
  test.setTimeout(300_000);
  const found: Found = {};
  await storeAppearance(page, 'system');
  const { token } = await signedInLearner(page, request, 'dark');
  await request.post('/api/userCollect/v1/collectContent', { headers: { token }, data: { kind: 'word', content: 'journey' } });

  await page.goto('/chat/home');
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color-scheme', 'dark');
  expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');
  expect(await page.locator('meta[name="theme-color"]').evaluateAll((tags) => tags.map((t) => t.getAttribute('content')))).toEqual(['#003eb3', '#003eb3']);
  // antd-mobile's dark surface (#1a1a1a) behind the app, the page around it darker still.
  expect(await surfaces(page)).toEqual(['rgb(10, 10, 10)', 'rgb(26, 26, 26)']);

  for (const path of ['/chat/home', '/chat/exploration', '/chat/mine', '/chat/setting', '/chat/mine/collection', '/chat/mine/progress']) {
    await page.goto(path);
    await check(page, found, path);
  }
  await page.goto('/chat/exploration');
  await page.locator('.exploration-row').first().click();
  await expect(page).toHaveURL(/\/chat\/lobby\/exploration-info\?/);
  await check(page, found, '/chat/lobby/exploration-info');

  // The chat room with a conversation: both kinds of bubble, the correction marks, the input.
  await page.goto('/chat/chatroom?roleId=1');
  const log = page.getByRole('log');
  await messageBox(page).fill('Yesterday I go to the park with my friends.');
  await messageBox(page).press('Enter');
  await expect(log.locator('.bubble--ai')).toHaveCount(2, { timeout: 30_000 });
  await check(page, found, '/chat/chatroom');

  // The word card (a sheet on antd-mobile's dark surface), then the toast its save button shows.
  await log.locator('.bubble--learner').getByRole('button', { name: 'park', exact: true }).click();
  const card = page.locator('section.word-card[role="dialog"]');
  await expect(card.getByText('/pɑrk/')).toBeVisible();
  await check(page, found, 'word card');
  // The save star (a toggle button).
  await card.locator('button[aria-pressed="false"]').click();
  const toast = page.locator('.adm-toast-main');
  await expect(toast).toBeVisible();
  const look = await toast.evaluate((e) => {
    const style = getComputedStyle(e);
    return { background: style.backgroundColor, color: style.color, wordBreak: style.wordBreak, overflowWrap: style.overflowWrap, textAlign: style.textAlign };
  });
  // Opaque (no alpha), light on a dark page with dark text, and no break inside a word.
  expect(look).toEqual({ background: 'rgb(240, 240, 240)', color: 'rgb(20, 20, 20)', wordBreak: 'normal', overflowWrap: 'break-word', textAlign: 'center' });
  // Screen readers hear it through the polite live region.
  const toastText = (await toast.textContent())?.trim() ?? '';
  expect(toastText).not.toBe('');
  await expect(page.locator('[data-toast-announcer]')).toHaveText(toastText);

  expect(withViolations(found)).toEqual({});
});

test('a choice stored on the device outranks the system, and "system" follows it live', async ({ page, request }) => {
  await storeAppearance(page, 'light');
  await signedInLearner(page, request, 'dark-choice');
  await page.goto('/chat/mine');
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color-scheme', 'light');
  expect(await surfaces(page)).toEqual(['rgb(245, 246, 248)', 'rgb(255, 255, 255)']);

  // Back to following the system (what the Settings switch stores), which is dark.
  await page.evaluate((value) => localStorage.setItem('parley.appearance', value), appearance('system'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color-scheme', 'dark');
  // The device switching to light while the app is open.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color-scheme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color-scheme', 'dark');
});

test('at 1280×800 the tab bar is compact and the chat a centred column of 16px text, in dark too', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await storeAppearance(page, 'system');
  await signedInLearner(page, request, 'dark-wide');

  await page.goto('/chat/home');
  const tabs = page.locator('nav.tab-bar');
  await expect(tabs).toBeVisible();
  expect((await tabs.boundingBox())?.height).toBeLessThanOrEqual(64);

  await page.goto('/chat/chatroom?roleId=1');
  const log = page.getByRole('log');
  await messageBox(page).fill('I like reading books in the evening.');
  await messageBox(page).press('Enter');
  await expect(log.locator('.bubble--ai')).toHaveCount(2, { timeout: 30_000 });
  const sizes = await log.locator('.bubble__text').evaluateAll((texts) => texts.map((t) => parseFloat(getComputedStyle(t).fontSize)));
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(16);
  const room = await page.locator('.chatroom').boundingBox();
  expect(room?.width).toBeLessThanOrEqual(720);
  // Centred: as much room on the left as on the right (of the page, less any scroll bar).
  const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
  expect(Math.abs((room?.x ?? 0) * 2 + (room?.width ?? 0) - pageWidth)).toBeLessThanOrEqual(2);

  const found: Found = {};
  await check(page, found, '/chat/chatroom (1280×800)');
  expect(withViolations(found)).toEqual({});
});
