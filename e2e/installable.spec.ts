import { expect, test } from '@playwright/test';

test('Parley is installable and opens offline with a clear offline state', async ({ page, context }) => {
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ short_name: 'Parley', display: 'standalone', start_url: '/chat/home' });
  expect((await page.request.get('/icon-512.png')).headers()['content-type']).toBe('image/png');

  // The build lists its app shell for the service worker.
  const precache = await (await page.request.get('/sw-precache.js')).text();
  expect(precache).toMatch(/self\.PARLEY_PRECACHE = \{"version":"\w+","files":\["\/assets\//);
  expect(precache).toMatch(/\/assets\/sign-up-page-[\w-]+\.js/);

  await page.goto('/chat/intro');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Chromium's own installability check (the one Lighthouse's installable-manifest audit reported
  // before Lighthouse 12 dropped its PWA category): no errors means the browser offers installing.
  // Playwright's contexts are incognito, where Chromium never installs: that one error is the test
  // browser's, not the app's, and every other one would be ours.
  const devtools = await context.newCDPSession(page);
  const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  await devtools.detach();
  // Second load: the service worker now controls the page and has the shell.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Get started' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Get started' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();

  // Pages never opened before come from the pre-cached shell too, with the same offline state.
  await page.goto('/chat/sign-up');
  await expect(page.getByRole('heading', { name: 'SignUp' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await page.goto('/chat/sign/forgot');
  await expect(page.getByRole('heading', { name: 'Forgot your password' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
});
