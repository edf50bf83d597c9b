import { expect, test } from '@playwright/test';
import { readCode } from './support/mailbox';

test('a learner signs in with a phone number and a text-message code', async ({ page, request }) => {
  const phone = `+4477009${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`;
  await page.goto('/chat/sign-in');
  await page.getByRole('tab', { name: 'Phone' }).click();
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText('Enter your number with the country code')).toBeVisible();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByLabel('Code from the text message').fill(await readCode(request, phone, /SMS/));
  await page.getByRole('button', { name: 'Sign in with phone' }).click();
  // A new phone account goes through onboarding first.
  await expect(page).toHaveURL(/\/chat\/switch-roles$/);
  expect(await page.evaluate(() => localStorage.getItem('parley.token'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
});
