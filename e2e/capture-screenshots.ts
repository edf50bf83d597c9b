import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signedInLearner } from './support/session';

const OUT = path.join(import.meta.dirname, '../docs/screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(OUT, `${name}.png`) });

test('capture the main screens at 390×844', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  await page.goto('/chat/intro');
  await expect(page.getByRole('button', { name: 'Get started' })).toBeVisible();
  await shot(page, '01-intro');
  await page.goto('/chat/sign-in');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await shot(page, '02-sign-in');

  const fresh = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await fresh.goto('/chat/switch-roles');
  await expect(fresh.getByRole('radio', { name: /Ms\. Rivera/ })).toBeVisible();
  await fresh.getByRole('radio', { name: /Ms\. Rivera/ }).click();
  await expect(fresh.getByRole('radio', { name: /Sarah/ })).toBeVisible();
  await shot(fresh, '03-switch-roles');
  await fresh.goto('/chat/initialization/experience');
  await shot(fresh, '04-level');
  await fresh.close();

  await signedInLearner(page, request, 'shots');
  await page.goto('/chat/home');
  await expect(page.getByText('turns today')).toBeVisible();
  await expect(page.locator('.scene-card').first()).toBeVisible();
  await shot(page, '05-home');
  await page.goto('/chat/lobby');
  await expect(page.locator('.scene-card').first()).toBeVisible();
  await shot(page, '06-lobby');
  await page.locator('.scene-card').first().click();
  await expect(page.getByRole('button', { name: 'Start with the teacher' })).toBeVisible();
  await shot(page, '07-scene');
  await page.getByRole('button', { name: 'Start with the teacher' }).click();
  await expect(page.getByRole('region', { name: 'Scene' })).toBeVisible();
  await page.getByLabel('Your message').fill('A coffee, please.');
  await page.getByLabel('Your message').press('Enter');
  await expect(page.getByRole('log').locator('.bubble--ai')).toHaveCount(2, { timeout: 15_000 });
  await shot(page, '08-chat-scene');
  await page.goto('/chat/chatroom?roleId=2');
  await page.getByLabel('Your message').fill('Yesterday I go to the cinema with my friends.');
  await page.getByLabel('Your message').press('Enter');
  await expect(page.getByRole('log').locator('.bubble--ai')).toHaveCount(2, { timeout: 15_000 });
  // The learner bubble is replaced by the stored message when the reply is done: open its actions
  // again if the first tap hit the bubble it replaced.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.getByRole('log').locator('.bubble--learner').last().getByRole('button', { name: 'More actions' }).click();
    const item = page.getByText('Check grammar').filter({ visible: true });
    if (await item.isVisible({ timeout: 3000 }).catch(() => false)) {
      await item.click();
      break;
    }
    await page.keyboard.press('Escape');
  }
  await expect(page.getByRole('note', { name: 'Grammar check' })).toBeVisible();
  await expect(page.getByText('Working…')).toBeHidden();
  await shot(page, '09-chat-grammar');
  await page.getByRole('log').locator('.bubble--learner').getByRole('button', { name: 'cinema', exact: true }).click();
  await expect(page.getByRole('dialog', { name: /Word card/ }).getByText(/\/.+\//).first()).toBeVisible();
  await shot(page, '10-word-card');
  await page.goto('/chat/exploration');
  await expect(page.locator('.exploration-row').first()).toBeVisible();
  await shot(page, '11-exploration');
  await page.goto('/chat/mine/collection');
  await shot(page, '12-collection');
  await page.goto('/chat/mine');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await shot(page, '13-me');
  await page.goto('/chat/setting');
  await shot(page, '14-settings');
});
