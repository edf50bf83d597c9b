import { expect, test } from '@playwright/test';
import { readCode, uniqueEmail } from './support/mailbox';

test('a new learner signs up, sets up, stays after a reload, signs out, resets the password and signs in', async ({ page, request }) => {
  const email = uniqueEmail('journey');
  await page.goto('/');
  await expect(page).toHaveURL(/\/chat\/intro$/);
  await page.getByRole('button', { name: 'Get started' }).click();

  // Inline errors before anything is sent.
  await expect(page).toHaveURL(/\/chat\/sign-up$/);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Enter your e-mail address.')).toBeVisible();

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first password 1');
  await page.getByLabel('Repeat password').fill('first password 1');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/chat\/sign\/sign-up-auth$/);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();

  await page.getByLabel('Verification code').fill(await readCode(request, email));
  await page.getByRole('button', { name: 'Create account' }).click();

  // Onboarding: role and style, voice, native language, level, topics.
  await expect(page).toHaveURL(/\/chat\/switch-roles$/);
  await page.getByRole('radio', { name: /Sam/ }).click();
  await page.getByRole('radio', { name: 'Curious' }).click();
  await expect(page.getByRole('radio', { name: /Sarah/ })).toBeVisible();
  await page.getByRole('button', { name: 'Talk with Sam' }).click();

  await expect(page).toHaveURL(/\/chat\/initialization\/nativeLanguage$/);
  await page.getByPlaceholder('Search languages').fill('span');
  await page.getByRole('radio', { name: /Español/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/chat\/initialization\/experience$/);
  await expect(page.getByRole('radio', { name: /A1 · Beginner/ })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('radio', { name: /B1 · Intermediate/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/chat\/initialization\/topic$/);
  await page.getByRole('button', { name: /Travel/ }).click();
  await page.getByRole('button', { name: /Food/ }).click();
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page).toHaveURL(/\/chat\/home$/);
  await page.reload();
  await expect(page).toHaveURL(/\/chat\/home$/);

  // The Me tab shows what was chosen, from the server.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Me', exact: true }).click();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(/B1 · Intermediate · Spanish/)).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/chat\/intro$/);

  // Password reset.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.waitForTimeout(1100); // the test server allows one code per address per second
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/chat\/sign\/forgot-auth$/);
  await page.getByLabel('Verification code').fill(await readCode(request, email, /reset/i));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/chat\/sign\/reset-password$/);
  await page.getByLabel('New password', { exact: true }).fill('second password 2');
  await page.getByLabel('Repeat new password').fill('second password 2');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/chat\/sign\/password-changed$/);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // The old password no longer works; the new one does, on a "second device" with empty storage.
  await page.evaluate(() => localStorage.clear());
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('first password 1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('wrong e-mail or password');
  await page.getByLabel('Password').fill('second password 2');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/chat\/home$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('parley.role-setup') ?? '{}'));
  expect(stored.state).toMatchObject({ hasInitSet: true, initSetting: { nativeLanguage: 'es', experience: { type: 'B1' } }, roleInfo: { id: 2 } });
});
