import { expect, test } from '@playwright/test';
import { apiLearner, signedInLearner } from './support/session';

test('opening / lands on the intro page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/chat\/intro$/);
  await expect(page.getByRole('heading', { name: 'Parley' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get started' })).toBeVisible();
});

test('a tab page shows the tab bar and switching tabs changes page and selection', async ({ page, request }) => {
  await signedInLearner(page, request, 'tabs');
  await page.goto('/chat/home');
  const tabs = page.getByRole('navigation', { name: 'Main' });
  await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Exploration' }).click();
  await expect(page).toHaveURL(/\/chat\/exploration$/);
  await expect(page.getByRole('heading', { name: 'Exploration', exact: true })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Exploration' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  const box = await tabs.boundingBox();
  // 110rpx at a 390px-wide screen: 110 * 390 / 750 = 57.2px.
  expect(box?.height).toBeCloseTo(57.2, 0);
});

test('the tab bar follows 110rpx on phones and stays compact on wide screens', async ({ page, request }) => {
  await signedInLearner(page, request, 'wide');
  await page.goto('/chat/home');
  const tabs = page.getByRole('navigation', { name: 'Main' });
  await expect(tabs).toBeVisible();
  const boxAt = async (width: number) => {
    await page.setViewportSize({ width, height: 844 });
    return tabs.boundingBox();
  };
  // 110rpx (110 * width / 750) between 52px and 64px: a phone's bar, never 18 % of a desktop
  // screen (issue 20: it was 141px at 1280×800).
  expect((await boxAt(360))?.height).toBeCloseTo(52.8, 0);
  expect((await boxAt(430))?.height).toBeCloseTo(63.1, 0);
  expect((await boxAt(720))?.height).toBeCloseTo(64, 0);
  const wide = await boxAt(1280);
  expect(wide?.height).toBeCloseTo(64, 0);
  // Centred in the 960px content column; icons 24px and labels 10px at every width.
  expect(wide?.width).toBeCloseTo(960, 0);
  expect(wide?.x).toBeCloseTo(160, 0);
  const icon = await tabs.getByRole('link', { name: 'Home' }).locator('svg').boundingBox();
  expect([icon?.width, icon?.height]).toEqual([24, 24]);
  await expect(tabs.getByText('Home', { exact: true })).toHaveCSS('font-size', '10px');
});

test('an unknown path shows the page-not-found screen', async ({ page }) => {
  await page.goto('/chat/does-not-exist');
  await expect(page).toHaveURL(/\/chat\/404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' }).first()).toBeVisible();
});

test('a learner without a setup is sent to choose a role first', async ({ page, request }) => {
  // Signed in, with no role chosen on this device. (Signed out, the role list's request is refused and the
  // app goes on to sign-in, so switch-roles showed only for a moment: the check missed it on a busy machine.)
  const { token } = await apiLearner(request, 'no-setup');
  await page.addInitScript((t) => localStorage.setItem('parley.token', t), token);
  await page.goto('/chat/home');
  await expect(page).toHaveURL(/\/chat\/switch-roles$/);
  // And it stays there once the page's requests are answered.
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/chat\/switch-roles$/);
});

test('a signed-out visitor who opens a tab page is sent to sign in and returned after', async ({ page, request }) => {
  const { email } = await signedInLearner(page, request, 'return');
  await page.addInitScript(() => localStorage.removeItem('parley.token'));
  await page.goto('/chat/mine');
  await expect(page).toHaveURL(/\/chat\/sign-in$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('practice makes perfect');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/chat\/mine$/);
});
