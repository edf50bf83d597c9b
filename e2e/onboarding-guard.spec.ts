// The start-up guard of spec §4 in real Chromium, and the setup kept on the server (issue 4 "Done
// when"): removing each piece of the stored setup sends a set-up learner to the right screen, the
// guard runs again when the app is shown again, and a second browser signing in with the same
// account gets the same role setup and settings.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readCode, uniqueEmail } from './support/mailbox';
import { COMPLETE_SETUP } from './support/setup-state';

const PASSWORD = 'practice makes perfect';
const SETUP_KEY = 'parley.role-setup';

type StoredSetup = (typeof COMPLETE_SETUP)['state'];

/** A learner created through the real API with their language and level saved on the server. */
async function createLearner(request: APIRequestContext, label: string): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(label);
  await request.post('/api/user/sendEmailVerifyCode', { data: { email, type: 'signup' } });
  const code = await readCode(request, email);
  const checked = await (await request.post('/api/user/checkEmailVerifyCode', { data: { email, type: 'signup', code } })).json();
  const created = await (await request.post('/api/user/signup', { data: { email, password: PASSWORD, authCode: checked.data.authCode } })).json();
  const token = created.data.token as string;
  await request.post('/api/user/v1/updateUserLanguageAndLevel', { headers: { token }, data: { nativeLanguage: 'es', level: 'A2', topics: ['travel'] } });
  await request.post('/api/user/v1/updateUserSettings', { headers: { token }, data: { roleId: 1, roleStyle: 'patient' } });
  return { email, token };
}

/**
 * Stores the token and a setup once (not on every load, unlike an init script), so that a reload
 * shows the app what the test left in storage.
 */
async function storeSession(page: Page, token: string, setup: object | null = COMPLETE_SETUP) {
  await page.goto('/chat/intro');
  await page.evaluate(
    ({ token, setup, key }) => {
      localStorage.setItem('parley.token', token);
      if (setup) localStorage.setItem(key, JSON.stringify(setup));
      else localStorage.removeItem(key);
    },
    { token, setup, key: SETUP_KEY },
  );
}

/** The complete setup with one change, as the browser would hold it. */
function setupWith(change: (state: StoredSetup) => Record<string, unknown>) {
  return { ...COMPLETE_SETUP, state: change(structuredClone(COMPLETE_SETUP.state)) };
}

const withoutKey = (state: StoredSetup, key: keyof StoredSetup) => {
  const copy: Record<string, unknown> = { ...state };
  delete copy[key];
  return copy;
};

const SWITCH_ROLES = /\/chat\/switch-roles$/;
const NATIVE_LANGUAGE = /\/chat\/initialization\/nativeLanguage$/;

test.describe('the start-up guard', () => {
  test('a set-up learner stays; each missing piece of stored setup sends them to its screen, in the spec order', async ({ page, request }) => {
    const { token } = await createLearner(request, 'guard');
    await storeSession(page, token);
    await page.goto('/chat/home');
    await expect(page.getByText('turns today')).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/chat\/home$/);
    await expect(page.getByText('turns today')).toBeVisible();

    const cases: Array<[string, object | null, RegExp]> = [
      ['roleInfo missing', setupWith((s) => withoutKey(s, 'roleInfo')), SWITCH_ROLES],
      ['roleInfo without an id', setupWith((s) => ({ ...s, roleInfo: { styleList: s.roleInfo.styleList } })), SWITCH_ROLES],
      ['an empty styleList', setupWith((s) => ({ ...s, roleInfo: { id: 1, styleList: [] } })), SWITCH_ROLES],
      ['no selected style', setupWith((s) => ({ ...s, roleInfo: { id: 1, styleList: s.roleInfo.styleList.map((style) => ({ ...style, selected: false })) } })), SWITCH_ROLES],
      ['initSetting without nativeLanguage', setupWith((s) => ({ ...s, initSetting: { experience: { type: 'A2' } } })), NATIVE_LANGUAGE],
      ['initSetting missing', setupWith((s) => withoutKey(s, 'initSetting')), NATIVE_LANGUAGE],
      ['hasInitSet missing', setupWith((s) => withoutKey(s, 'hasInitSet')), SWITCH_ROLES],
      // Spec §4 order: the role is checked before the native language.
      ['hasInitSet and nativeLanguage both missing', setupWith((s) => ({ ...withoutKey(s, 'hasInitSet'), initSetting: { experience: { type: 'A2' } } })), SWITCH_ROLES],
      ['no stored setup at all', null, SWITCH_ROLES],
    ];
    for (const [name, setup, screen] of cases) {
      await test.step(name, async () => {
        await storeSession(page, token, COMPLETE_SETUP);
        await page.goto('/chat/mine');
        await expect(page.getByRole('heading', { name: 'Me', level: 1 })).toBeVisible();
        await page.evaluate(
          ({ setup, key }) => {
            if (setup) localStorage.setItem(key, JSON.stringify(setup));
            else localStorage.removeItem(key);
          },
          { setup, key: SETUP_KEY },
        );
        await page.reload();
        await expect(page).toHaveURL(screen);
      });
    }
  });

  test('runs again when the app is shown again', async ({ page, request }) => {
    const { token } = await createLearner(request, 'show');
    // Everything but the native language is stored: the guard lets them onto that step.
    await storeSession(page, token, setupWith((s) => withoutKey(s, 'initSetting')));
    await page.goto('/chat/initialization/nativeLanguage');
    await expect(page.getByText('Step 1 of 3')).toBeVisible();
    // Back from the first page of the app goes home inside the app: no start-up, so no guard yet.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/chat\/home$/);
    await expect(page.getByText('turns today')).toBeVisible();

    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((state) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await setVisibility('hidden');
    await expect(page).toHaveURL(/\/chat\/home$/);
    await setVisibility('visible');
    await expect(page).toHaveURL(NATIVE_LANGUAGE);
  });
});

test('a second browser signing in with the same account gets the same role setup and settings', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(90_000);
  const { email, token } = await createLearner(request, 'second');
  await storeSession(page, token);

  let voiceName = '';
  await test.step('first device: the friend in a sarcastic style, another voice and voice style', async () => {
    await page.goto('/chat/switch-roles');
    await page.getByRole('radio', { name: /Sam/ }).click();
    await page.getByRole('radiogroup', { name: 'Style' }).getByRole('radio', { name: 'Sarcastic' }).click();
    const voiceChoices = page.getByRole('radiogroup', { name: 'Voice', exact: true }).getByRole('radio');
    await expect(voiceChoices.nth(1)).toBeVisible();
    const voice = voiceChoices.nth(1);
    voiceName = (await voice.locator('.choice__title').textContent()) ?? '';
    await voice.click();
    await page.getByRole('radiogroup', { name: 'Voice style' }).getByRole('radio').nth(1).click();
    const voiceStyleName = await page.getByRole('radiogroup', { name: 'Voice style' }).getByRole('radio', { checked: true }).textContent();
    const saved = page.waitForResponse((r) => r.url().includes('/updateUserSettings') && r.ok());
    await page.getByRole('button', { name: 'Talk with Sam' }).click();
    await saved;
    await expect(page).toHaveURL(/\/chat\/home$/);

    // Coming back shows what was saved, so saving again would keep it.
    await page.goto('/chat/switch-roles');
    await expect(page.getByRole('radio', { name: new RegExp(voiceName) })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('radiogroup', { name: 'Voice style' }).getByRole('radio', { checked: true })).toHaveText(voiceStyleName ?? '');
  });

  await test.step('first device: every setting changed', async () => {
    await page.goto('/chat/setting');
    for (const name of ['Play replies aloud', 'Blur reply text', 'Score my pronunciation']) {
      const saved = page.waitForResponse((r) => r.url().includes('/updateUserSettings') && r.ok());
      await page.getByRole('switch', { name }).click();
      await saved;
    }
    const saved = page.waitForResponse((r) => r.url().includes('/updateUserSettings') && r.ok());
    await page.getByRole('option', { name: '1.2×' }).click();
    await saved;
  });

  const secondContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 390, height: 844 }, hasTouch: true });
  try {
    const second = await secondContext.newPage();
    await test.step('second device: sign in lands home with the same setup stored', async () => {
      await second.goto('/chat/sign-in');
      await second.getByLabel('E-mail').fill(email);
      await second.getByLabel('Password').fill(PASSWORD);
      await second.getByRole('button', { name: 'Sign in' }).click();
      await expect(second).toHaveURL(/\/chat\/home$/);
      const stored = await second.evaluate(() => ({
        setup: JSON.parse(localStorage.getItem('parley.role-setup') ?? '{}').state,
        settings: JSON.parse(localStorage.getItem('parley.settings') ?? '{}').state,
      }));
      expect(stored.setup).toMatchObject({
        hasInitSet: true,
        initSetting: { nativeLanguage: 'es', experience: { type: 'A2' } },
        topics: ['travel'],
        // The role's whole style list (spec §3), with the chosen one selected.
        roleInfo: {
          id: 2,
          styleList: [
            { key: 'casual', selected: false },
            { key: 'cheerful', selected: false },
            { key: 'curious', selected: false },
            { key: 'sarcastic', selected: true },
          ],
        },
      });
      expect(stored.settings).toEqual({ autoPlayVoice: false, autoBlurText: true, autoSpeechAssessment: true, playbackRate: 1.2, correctionLevel: null, dailyGoalTurns: null });
    });

    await test.step('second device: settings and roles show the same choices', async () => {
      await second.goto('/chat/setting');
      await expect(second.getByRole('switch', { name: 'Play replies aloud' })).toHaveAttribute('aria-checked', 'false');
      await expect(second.getByRole('switch', { name: 'Blur reply text' })).toHaveAttribute('aria-checked', 'true');
      await expect(second.getByRole('switch', { name: 'Score my pronunciation' })).toHaveAttribute('aria-checked', 'true');
      await expect(second.getByRole('option', { name: '1.2×' })).toHaveAttribute('aria-selected', 'true');

      await second.goto('/chat/switch-roles');
      await expect(second.getByRole('radio', { name: /Sam/ })).toHaveAttribute('aria-checked', 'true');
      await expect(second.getByRole('radiogroup', { name: 'Style' }).getByRole('radio', { name: 'Sarcastic' })).toHaveAttribute('aria-checked', 'true');
      await expect(second.getByRole('radio', { name: new RegExp(voiceName) })).toHaveAttribute('aria-checked', 'true');

      await second.goto('/chat/mine');
      await expect(second.getByRole('button', { name: /^Partner/ })).toContainText('Sam · Sarcastic');
      await expect(second.getByRole('button', { name: /^Voice/ })).toContainText(voiceName);
    });
  } finally {
    await secondContext.close();
  }
});
