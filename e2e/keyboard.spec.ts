import { expect, test, type Page } from '@playwright/test';
import { signedInLearner } from './support/session';

/** The focused element's accessible name (roughly) and whether its focus is visible. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: '', hasVisibleFocus: false };
    const style = getComputedStyle(el);
    const name = el.getAttribute('aria-label') || el.textContent?.trim() || (el as HTMLInputElement).labels?.[0]?.textContent?.trim() || el.tagName;
    const hasVisibleFocus = (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
    return { name: name.slice(0, 60), hasVisibleFocus };
  });

/** Tabs through the page and records what receives focus and whether the focus is visible. */
async function tabThrough(page: Page, presses: number) {
  const seen: Array<{ name: string; hasVisibleFocus: boolean }> = [];
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('Tab');
    seen.push(await focused(page));
  }
  return seen;
}

/** Presses Tab until the focused element's name matches (failing after maxPresses); returns whether its focus is visible. */
async function tabTo(page: Page, name: RegExp, maxPresses = 60): Promise<boolean> {
  const passed: string[] = [];
  for (let i = 0; i < maxPresses; i += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (name.test(now.name)) return now.hasVisibleFocus;
    passed.push(now.name);
  }
  throw new Error(`Tab never reached ${name}; it went through: ${passed.join(' → ')}`);
}

test('the sign-in form and the tab bar work from the keyboard with a visible focus', async ({ page, request }) => {
  await page.goto('/chat/sign-in');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  const signIn = await tabThrough(page, 10);
  const names = signIn.map((s) => s.name);
  expect(names).toEqual(expect.arrayContaining(['Back', 'E-mail', 'Password', 'Sign in']));
  expect(signIn.filter((s) => s.name && !s.hasVisibleFocus)).toEqual([]);

  await signedInLearner(page, request, 'keys');
  await page.goto('/chat/home');
  await expect(page.getByText('turns today')).toBeVisible();
  await page.getByRole('link', { name: 'Exploration' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chat\/exploration$/);
});

test('lobby filter chips and a scene’s play and save buttons are reachable by Tab with a visible focus', async ({ page, request }) => {
  await signedInLearner(page, request, 'keys-lobby');
  await page.goto('/chat/lobby');
  const level = page.getByRole('group', { name: 'Level' });
  await expect(level.getByRole('button', { name: 'A1', exact: true })).toBeVisible();
  expect(await tabTo(page, /^A1$/)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(level.getByRole('button', { name: 'A1', exact: true })).toHaveAttribute('aria-pressed', 'true');
  expect(await tabTo(page, /Food & drink/)).toBe(true);
  await page.keyboard.press('Space');
  await expect(page.getByRole('group', { name: 'Topic' }).getByRole('button', { name: /Food & drink/ })).toHaveAttribute('aria-pressed', 'true');
  expect(await tabTo(page, /Ordering coffee/)).toBe(true);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/chat\/lobby\/topic-info\?id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Ordering coffee' })).toBeVisible();
  expect(await tabTo(page, /^Play /)).toBe(true);
  expect(await tabTo(page, /^Save croissant to collection$/)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove croissant from collection' })).toBeFocused();
});

test('a chat message can be written and sent from the keyboard, and its word card and menu used from it', async ({ page, request }) => {
  await signedInLearner(page, request, 'keys-chat');
  await page.goto('/chat/chatroom?roleId=1');
  const log = page.getByRole('log');
  await expect(log.locator('.bubble--ai').first()).toBeVisible();
  await page.getByLabel('Your message').focus();
  await page.keyboard.type('I like music.');
  await page.keyboard.press('Enter');
  await expect(log.locator('.bubble--learner')).toHaveCount(1);
  await expect(log.locator('.bubble--ai')).toHaveCount(2, { timeout: 15_000 });

  // The words of a message are buttons but one tab stop: Tab reaches the message's first word and
  // the arrow keys the others (issue 20). Enter opens the word card, whose controls take the focus.
  await log.locator('.bubble--learner .word-button').first().focus();
  await expect(log.locator('.bubble--learner .word-button[tabindex="0"]')).toHaveCount(1);
  await expect(log.locator('.bubble--learner .word-button[tabindex="-1"]')).toHaveCount(2);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  expect(await focused(page)).toEqual({ name: 'music', hasVisibleFocus: true });
  await page.keyboard.press('Enter');
  const card = page.getByRole('dialog', { name: 'Word card: music' });
  await expect(card.getByRole('button', { name: 'Save to collection' })).toBeVisible();
  expect(await tabTo(page, /^Play music$/)).toBe(true);
  expect(await tabTo(page, /^Save to collection$/)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: 'Remove from collection' })).toBeVisible();
  expect(await tabTo(page, /^Close$/)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(card).toBeHidden();

  // A message's actions are one tab stop (its toolbar); the arrow keys move between them and Enter
  // runs one.
  await log.focus();
  expect(await tabTo(page, /^Play$/)).toBe(true);
  expect((await focused(page)).hasVisibleFocus).toBe(true);
  await page.keyboard.press('ArrowRight');
  expect((await focused(page)).name).toBe('Translate');
  await page.keyboard.press('Enter');
  await expect(log.locator('.bubble__translation').first()).toBeVisible({ timeout: 15_000 });

  // The saved word's controls in the collection.
  await page.goto('/chat/mine/collection');
  await expect(page.getByRole('list', { name: 'Words' }).getByRole('article', { name: 'music' })).toBeVisible();
  expect(await tabTo(page, /^Play “music”$/)).toBe(true);
  expect(await tabTo(page, /^Add a note for “music”$/)).toBe(true);
  expect(await tabTo(page, /^Remove “music”$/)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toContainText('Remove from your collection?');
});
