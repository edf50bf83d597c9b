import { expect, test, type Page } from '@playwright/test';
import { signedInLearner } from './support/session';

/** Tabs through the page and records what receives focus and whether the focus is visible. */
async function tabThrough(page: Page, presses: number) {
  const seen: Array<{ name: string; hasVisibleFocus: boolean }> = [];
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('Tab');
    seen.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return { name: '', hasVisibleFocus: false };
        const style = getComputedStyle(el);
        const name = el.getAttribute('aria-label') || el.textContent?.trim() || (el as HTMLInputElement).labels?.[0]?.textContent?.trim() || el.tagName;
        const hasVisibleFocus = (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
        return { name: name.slice(0, 40), hasVisibleFocus };
      }),
    );
  }
  return seen;
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

test('a chat message can be written and sent from the keyboard', async ({ page, request }) => {
  await signedInLearner(page, request, 'keys-chat');
  await page.goto('/chat/chatroom?roleId=1');
  await expect(page.getByRole('log').locator('.bubble--ai').first()).toBeVisible();
  await page.getByLabel('Your message').focus();
  await page.keyboard.type('I like music.');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log').locator('.bubble--learner')).toHaveCount(1);
});
