// `npm run screenshots`: one new learner goes through every route of spec §2 (and the chat's
// overlays) at 390×844 against the real server; each screen is captured once its own content is
// on it (a named element visible, data loaded, images decoded, no loader left), into
// docs/screenshots/NN-name.png. The README's "Screens" table shows them.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readCode, RESET_SUBJECT } from './support/mailbox';

const OUT = path.join(import.meta.dirname, '../docs/screenshots');
const PASSWORD = 'practice makes perfect';
const NEW_PASSWORD = 'practice makes progress';

test.use({ viewport: { width: 390, height: 844 } });

/** Waits until the screen shows real content: no pending requests, fonts and visible images loaded, no loader. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.page-loader, .state-block .adm-dot-loading, .adm-skeleton')).toHaveCount(0);
  // Toasts ("Saved to your collection", "Ms. Rivera it is!") last 1.5 s: the shot shows the screen.
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = Array.from(document.images).filter((img) => {
      const box = img.getBoundingClientRect();
      return !img.complete && box.bottom > 0 && box.top < window.innerHeight;
    });
    await Promise.race([
      Promise.all(
        inView.map(
          (img) =>
            new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            }),
        ),
      ),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]);
  });
  // antd-mobile animates popups, tabs and toasts with JavaScript springs: let them come to rest.
  await page.waitForTimeout(450);
}

let count = 0;
/** Captures the screen once `ready` is visible and the page has settled; never a blank page. */
async function shot(page: Page, name: string, ready: Locator): Promise<void> {
  await expect(ready).toBeVisible();
  await settle(page);
  const text = await page.evaluate(() => document.body.innerText.trim());
  expect(text.length, `${name} has no text`).toBeGreaterThan(20);
  count += 1;
  await page.screenshot({ path: path.join(OUT, `${String(count).padStart(2, '0')}-${name}.png`) });
}

test('capture every screen at 390×844', async ({ page, request }) => {
  test.setTimeout(240_000);
  // Only this script's own numbered shots: the progress and language scripts write theirs beside them.
  for (const file of fs.readdirSync(OUT)) if (/^\d{2}-.*\.png$/.test(file)) fs.rmSync(path.join(OUT, file));
  const email = `maya.${Date.now().toString(36)}@example.com`;
  const log = page.getByRole('log');

  // Intro and sign-up.
  await page.goto('/');
  await shot(page, 'intro', page.getByRole('button', { name: 'Get started' }));
  await page.getByRole('button', { name: 'Get started' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat password').fill(PASSWORD);
  await shot(page, 'sign-up', page.getByRole('heading', { name: 'SignUp' }));
  await page.getByRole('button', { name: 'Send code' }).click();
  await shot(page, 'sign-up-auth', page.getByText(email));
  await page.getByLabel('Verification code').fill(await readCode(request, email));
  await page.getByRole('button', { name: 'Create account' }).click();

  // Onboarding.
  await expect(page).toHaveURL(/\/chat\/switch-roles$/);
  await page.getByRole('radio', { name: /Ms\. Rivera/ }).click();
  await shot(page, 'switch-roles', page.getByRole('radio', { name: /Sarah/ }));
  await page.getByRole('button', { name: /^Talk with/ }).click();
  await expect(page).toHaveURL(/\/chat\/initialization\/nativeLanguage$/);
  await page.getByRole('radio', { name: /Español/ }).click();
  await shot(page, 'native-language', page.getByRole('radio', { name: /Español/ }));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/chat\/initialization\/experience$/);
  await page.getByRole('radio', { name: /A2/ }).click();
  await shot(page, 'level', page.getByRole('radio', { name: /B1 · Intermediate/ }));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/chat\/initialization\/topic$/);
  await page.getByRole('button', { name: /Travel/ }).click();
  await page.getByRole('button', { name: /Food/ }).click();
  await shot(page, 'topics', page.getByRole('button', { name: 'Finish' }));
  await page.getByRole('button', { name: 'Finish' }).click();

  // Home, the lobby, a scene and its conversation.
  await expect(page).toHaveURL(/\/chat\/home$/);
  await expect(page.getByText('turns today')).toBeVisible();
  await shot(page, 'home', page.locator('.scene-card').first());
  await page.getByRole('button', { name: 'All scenes' }).click();
  await shot(page, 'lobby', page.locator('.scene-card').first());
  await page.getByRole('button', { name: /Ordering coffee/ }).click();
  await page.getByRole('button', { name: 'Save croissant to collection' }).click();
  await expect(page.getByRole('button', { name: 'Remove croissant from collection' })).toBeVisible();
  await scrollToTop(page); // saving the word scrolled down to it
  await shot(page, 'topic-info', page.getByRole('heading', { name: 'Ordering coffee' }));
  await page.getByRole('button', { name: 'Start with the teacher' }).click();
  await expect(page.getByRole('region', { name: 'Scene' })).toBeVisible();
  await page.getByLabel('Your message').fill('A coffee, please.');
  await page.getByLabel('Your message').press('Enter');
  await expect(log.locator('.bubble--ai')).toHaveCount(2, { timeout: 15_000 });
  await shot(page, 'chat-scene', page.getByRole('region', { name: 'Scene' }));
  await page.getByRole('button', { name: 'Hints: what could I say?' }).click();
  await shot(page, 'chat-hints', page.getByRole('region', { name: 'Hints' }).locator('.hint-button').first());
  await page.keyboard.press('Escape');
  await page.locator('.adm-mask').filter({ visible: true }).first().click({ position: { x: 10, y: 10 }, timeout: 2000 }).catch(() => undefined);
  await expect(page.getByRole('region', { name: 'Hints' })).toBeHidden();

  // A free chat: grammar check, a word card, the message menu; the word and the reply are saved.
  await page.goto('/chat/chatroom?roleId=2');
  await expect(log.locator('.bubble--ai').first()).toBeVisible();
  await page.getByLabel('Your message').fill('Yesterday I go to the cinema with my friends.');
  await page.getByLabel('Your message').press('Enter');
  await expect(log.locator('.bubble--ai')).toHaveCount(2, { timeout: 15_000 });
  await openMessageAction(page, log.locator('.bubble--learner').last(), 'Check grammar');
  await expect(log.getByRole('note', { name: 'Grammar check' })).toBeVisible();
  await expect(page.getByText('Working…')).toBeHidden();
  await shot(page, 'chat-grammar', log.getByRole('note', { name: 'Grammar check' }));
  await log.locator('.bubble--learner').getByRole('button', { name: 'cinema', exact: true }).click();
  const card = page.getByRole('dialog', { name: 'Word card: cinema' });
  await card.getByRole('button', { name: 'Save to collection' }).click();
  await expect(card.getByRole('button', { name: 'Remove from collection' })).toBeVisible();
  await shot(page, 'word-card', card.getByText(/^\/.+\/$/).first());
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(card).toBeHidden();
  const replyActions = log.locator('.bubble--ai').last().getByRole('toolbar', { name: 'Message actions' });
  await shot(page, 'message-actions', replyActions);
  // (Its "Saved to your collection" toast is closed at once by the action's loading toast: wait for the call.)
  const collected = page.waitForResponse((r) => r.url().includes('/collectChatMessage') && r.ok());
  await replyActions.getByRole('button', { name: 'Save' }).click();
  await collected;
  await page.getByRole('button', { name: 'Chat settings' }).click();
  await expect(page).toHaveURL(/\/chat\/chatroom\/personal/);
  await shot(page, 'chat-settings', page.getByRole('switch').first());

  // The tabs, the collection, settings and the other Me pages.
  await page.goto('/chat/exploration');
  await shot(page, 'exploration', page.locator('.exploration-row').first());
  await page.locator('.exploration-row').first().click();
  await expect(page).toHaveURL(/\/chat\/lobby\/exploration-info/);
  await shot(page, 'exploration-info', page.getByRole('heading', { level: 2 }).first());
  await page.goto('/chat/mine');
  await shot(page, 'me', page.getByText(email));
  await page.getByRole('button', { name: 'My collection' }).click();
  await expect(page.getByRole('list', { name: 'Words' }).getByRole('article', { name: 'croissant' })).toBeVisible();
  await shot(page, 'collection', page.getByRole('list', { name: 'Words' }).getByRole('article', { name: 'cinema' }));
  await page.getByRole('tab', { name: 'Messages' }).click();
  await shot(page, 'collection-messages', page.getByRole('list', { name: 'Messages' }).getByRole('article').first());
  await page.goto('/chat/setting');
  await shot(page, 'settings', page.getByRole('switch', { name: 'Blur reply text' }));
  await page.goto('/chat/mine/contact-us');
  await shot(page, 'contact-us', page.getByRole('heading', { name: 'Contact us' }));
  await page.goto('/chat/no-such-page');
  await expect(page).toHaveURL(/\/chat\/404/);
  await shot(page, 'not-found', page.getByRole('heading', { name: 'Page not found' }));
  await page.goto('/chat/auth/callback?error=access_denied&error_description=The%20sign-in%20was%20cancelled.');
  await shot(page, 'auth-callback', page.getByText('Sign-in did not finish'));

  // Sign out, then sign in and the password reset.
  await page.goto('/chat/mine');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/chat\/intro$/);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('E-mail').fill(email);
  await shot(page, 'sign-in', page.getByRole('heading', { name: 'Login' }));
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel('E-mail').fill(email);
  await shot(page, 'forgot', page.getByRole('heading', { name: 'Forgot your password' }));
  await page.getByRole('button', { name: 'Send code' }).click();
  await shot(page, 'forgot-auth', page.getByText(email));
  await page.getByLabel('Verification code').fill(await readCode(request, email, RESET_SUBJECT));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat new password').fill(NEW_PASSWORD);
  await shot(page, 'reset-password', page.getByRole('heading', { name: 'Reset your password' }));
  await page.getByRole('button', { name: 'Save new password' }).click();
  await shot(page, 'password-changed', page.getByRole('heading', { name: 'Password changed' }));
});

/** Scrolls the page and every scrolled container back to the top. */
async function scrollToTop(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const el of [document.scrollingElement, ...Array.from(document.querySelectorAll('*'))]) if (el && el.scrollTop > 0) el.scrollTop = 0;
  });
}

/** Runs one of a bubble's actions; the bubble may be replaced by the stored message once, so retry. */
async function openMessageAction(page: Page, bubble: Locator, action: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const button = bubble.getByRole('toolbar', { name: 'Message actions' }).getByRole('button', { name: action });
    if (await button.isVisible({ timeout: 3000 }).catch(() => false)) {
      await button.click();
      return;
    }
  }
  throw new Error(`no "${action}" among the message's actions`);
}
