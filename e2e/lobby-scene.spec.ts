import { expect, test } from '@playwright/test';
import { signedInLearner } from './support/session';

test('a learner finds a scene in the lobby, plays it, collects a word and finds it in the collection', async ({ page, request }) => {
  await signedInLearner(page, request, 'lobby');
  await page.goto('/chat/home');
  await expect(page.getByText('turns today')).toBeVisible();
  await page.getByRole('button', { name: 'All scenes' }).click();

  await expect(page).toHaveURL(/\/chat\/lobby$/);
  await page.getByRole('group', { name: 'Level' }).getByRole('button', { name: 'A1', exact: true }).click();
  await page.getByRole('group', { name: 'Topic' }).getByRole('button', { name: /Food & drink/ }).click();
  await page.getByRole('button', { name: /Ordering coffee/ }).click();

  await expect(page).toHaveURL(/\/chat\/lobby\/topic-info\?id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Ordering coffee' })).toBeVisible();
  await page.getByRole('button', { name: 'Save croissant to collection' }).click();
  await expect(page.getByRole('button', { name: 'Remove croissant from collection' })).toBeVisible();

  await page.getByRole('button', { name: 'Start with the friend' }).click();
  await expect(page).toHaveURL(/\/chat\/chatroom\?sceneId=\d+&roleId=2$/);
  const scene = page.getByRole('region', { name: 'Scene' });
  await expect(scene).toContainText('Order a drink');
  await expect(scene).toContainText('Step 1 of');
  await page.getByLabel('Your message').fill('A latte, please.');
  await page.getByLabel('Your message').press('Enter');
  await expect(scene).toContainText('Step 2 of', { timeout: 15_000 });

  await page.goto('/chat/mine/collection');
  await expect(page.getByText('croissant', { exact: false }).first()).toBeVisible();
});
