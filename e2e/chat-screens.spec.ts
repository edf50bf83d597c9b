// Screenshots of the chat room's states at 390×844 for the closing note of the chat room issue,
// saved to test-results/chat-screens/. Each state's content is checked before its picture is taken.
import path from 'node:path';
import { fakeMicrophone } from './support/fake-microphone';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signedInLearner } from './support/session';

const SHOTS = path.join(import.meta.dirname, '../test-results/chat-screens');

test.use({
  viewport: { width: 390, height: 844 },
  ...fakeMicrophone,
});

/** Waits for a sheet to finish sliding in (it takes taps only then), so the picture is not mid-slide. */
async function settled(sheet: Locator) {
  await expect(sheet.locator('xpath=ancestor::div[contains(@class, "adm-popup-body")]')).toHaveCSS('pointer-events', 'auto');
}

const shoot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });

test('chat room screens for the closing note', async ({ page, request }) => {
  await signedInLearner(page, request, 'screens');
  await page.addInitScript(() => {
    localStorage.setItem('parley.settings', JSON.stringify({ state: { autoPlayVoice: false, autoBlurText: false, autoSpeechAssessment: true, playbackRate: 1 }, version: 1 }));
  });
  await page.goto('/chat/chatroom?roleId=1');
  const log = page.getByRole('log');
  const input = page.getByLabel('Your message');
  await expect(page.getByText('Answered by: Offline practice partner')).toBeVisible();

  await test.step('a streamed reply', async () => {
    await input.fill('Yesterday I go to the park with my friends.');
    await input.press('Enter');
    await expect(log.locator('.bubble--ai')).toHaveCount(2, { timeout: 15_000 });
    await expect(log.locator('.bubble--ai').last().getByRole('button', { name: 'Play' })).toBeVisible();
    // The learner's own message shows the teacher's correction on it: "go" struck through, "went" added.
    await expect(log.locator('.bubble--learner .bubble__text del')).toHaveText('go');
    await expect(log.locator('.bubble--learner .bubble__text ins')).toHaveText('went');
    await shoot(page, 'chat-01-streamed-reply');
  });

  await test.step('a grammar correction shown inline', async () => {
    await log.locator('.bubble--learner').getByRole('toolbar', { name: 'Message actions' }).getByRole('button', { name: 'Check grammar' }).click();
    const grammar = log.getByRole('note', { name: 'Grammar check' });
    await expect(grammar).toContainText('Yesterday I went to the park with my friends.', { timeout: 15_000 });
    await grammar.scrollIntoViewIfNeeded();
    await shoot(page, 'chat-02-grammar-inline');
  });

  await test.step('a word card', async () => {
    await log.locator('.bubble--learner').getByRole('button', { name: 'park', exact: true }).click();
    const card = page.getByRole('dialog', { name: 'Word card: park' });
    await expect(card.getByText('/pɑrk/')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Save to collection' })).toBeVisible();
    await settled(card);
    await shoot(page, 'chat-03-word-card');
    await card.getByRole('button', { name: 'Close' }).click();
    await expect(card).toBeHidden();
  });

  await test.step('the hints sheet', async () => {
    await page.getByRole('button', { name: 'Hints: what could I say?' }).click();
    const hints = page.getByRole('region', { name: 'Hints' });
    await expect(hints.locator('.hint-button').nth(1)).toBeVisible();
    await settled(hints);
    await shoot(page, 'chat-04-hints');
    const hint = (await hints.locator('.hint-button').first().textContent()) ?? '';
    await hints.locator('.hint-button').first().click();
    await expect(input).toHaveValue(hint.slice(0, 140));
    await input.fill('');
  });

  await test.step('the emoji picker', async () => {
    await page.getByRole('button', { name: 'Emoji' }).click();
    const picker = page.getByRole('region', { name: 'Emoji' });
    await picker.getByPlaceholder('Search emoji').fill('coffee');
    const cup = picker.locator('.emoji-button', { hasText: '☕' });
    await expect(cup).toBeVisible();
    await settled(picker);
    await shoot(page, 'chat-05-emoji-picker');
    await cup.click();
    await expect(input).toHaveValue('☕');
    await input.fill('');
  });

  await test.step('a voice turn with its pronunciation score', async () => {
    await page.getByRole('button', { name: 'Hold to talk, or tap to start recording' }).click();
    await expect(page.getByRole('button', { name: 'Stop recording' })).toBeVisible();
    await page.waitForTimeout(4200);
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await expect(input).toHaveValue(/coffee/i, { timeout: 20_000 });
    await input.press('Enter');
    const score = log.locator('.bubble--learner').last().getByRole('group', { name: /Pronunciation score \d+/ });
    await expect(score).toBeVisible();
    await expect(score.locator('.score-word__ipa').first()).toBeVisible();
    await expect(log.locator('.bubble--ai')).toHaveCount(3, { timeout: 15_000 });
    await score.scrollIntoViewIfNeeded();
    await shoot(page, 'chat-06-voice-score');
  });

  await test.step('the personal settings', async () => {
    await page.getByRole('button', { name: 'Chat settings' }).click();
    await expect(page.getByRole('heading', { name: 'Parley Setting' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Score my pronunciation' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Clear this conversation' })).toBeVisible();
    await shoot(page, 'chat-07-personal-settings');
  });
});
