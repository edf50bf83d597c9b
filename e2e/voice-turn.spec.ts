import { fakeMicrophone } from './support/fake-microphone';
import { expect, test } from '@playwright/test';
import { signedInLearner } from './support/session';


test.use({
  ...fakeMicrophone,
});

test('a learner speaks a turn by tap and by hold: edits the words, sends them, and gets a pronunciation score', async ({ page, request }) => {
  // Two recordings recognised and scored: past the 60 s default on a busy 2-core machine.
  test.setTimeout(120_000);
  await signedInLearner(page, request, 'voice');
  await page.addInitScript(() => {
    localStorage.setItem('parley.settings', JSON.stringify({ state: { autoPlayVoice: false, autoBlurText: false, autoSpeechAssessment: true, playbackRate: 1 }, version: 1 }));
  });
  await page.goto('/chat/chatroom?roleId=2');
  const log = page.getByRole('log');
  await expect(log.locator('.bubble--ai').first()).toBeVisible();

  // Tap to start, let the fake microphone play the sentence, tap to stop.
  const mic = page.getByRole('button', { name: 'Hold to talk, or tap to start recording' });
  await mic.click();
  await expect(page.getByRole('button', { name: 'Stop recording' })).toBeVisible();
  await page.waitForTimeout(4200);
  await page.getByRole('button', { name: 'Stop recording' }).click();

  // The recognised words land in the input, and the learner edits them before sending: the
  // recording is then scored against what they meant to say.
  const input = page.getByLabel('Your message');
  await expect(input).toHaveValue(/coffee/i, { timeout: 20_000 });
  const recognised = await input.inputValue();
  await input.press('End');
  await input.pressSequentially(' please');
  const rescored = page.waitForResponse((r) => r.url().includes('/api/transform/v1/voiceRecognizeByUrl'));
  await input.press('Enter');
  await expect(log.locator('.bubble--learner')).toHaveCount(1);
  await expect(log.locator('.bubble--learner .bubble__text')).toHaveText(`${recognised} please`);
  expect((await rescored).request().postDataJSON()).toMatchObject({ expectedText: `${recognised} please` });
  await expect(log.locator('.bubble--learner').getByLabel(/Pronunciation score \d+/)).toBeVisible({ timeout: 20_000 });
  await expect(log.locator('.bubble--ai')).toHaveCount(2, { timeout: 15_000 });

  // Hold to talk: press, speak, release.
  await page.getByRole('button', { name: 'Hold to talk, or tap to start recording' }).hover();
  await page.mouse.down();
  await expect(page.getByRole('button', { name: 'Stop recording' })).toBeVisible();
  await page.waitForTimeout(4200);
  await page.mouse.up();
  await expect(page.getByRole('button', { name: 'Stop recording' })).toHaveCount(0);
  await expect(input).toHaveValue(/coffee/i, { timeout: 20_000 });
  await input.press('Enter');
  await expect(log.locator('.bubble--learner')).toHaveCount(2);
  await expect(log.locator('.bubble--learner').last().getByLabel(/Pronunciation score \d+/)).toBeVisible();
  await expect(log.locator('.bubble--ai')).toHaveCount(3, { timeout: 15_000 });
});

test("a learner practises saying the partner's line aloud and sees it scored against that line, not sent", async ({ page, request }) => {
  await signedInLearner(page, request, 'practise');
  await page.goto('/chat/chatroom?roleId=2');
  const log = page.getByRole('log');
  const partner = log.locator('.bubble--ai').first();
  await expect(partner).toBeVisible();
  const line = (await partner.locator('.bubble__text').innerText()).replace(/\s+/g, ' ').trim();
  await partner.getByRole('toolbar', { name: 'Message actions' }).getByRole('button', { name: 'Practise this' }).click();

  const sheet = page.getByRole('region', { name: 'Practise this' });
  await expect(sheet.locator('.practise__sentence')).toHaveText(line);
  await sheet.getByRole('button', { name: 'Say it' }).click();
  // The fake microphone plays its recording (a coffee order, not this line).
  await expect(sheet.getByRole('button', { name: 'Stop and score' })).toBeVisible();
  await page.waitForTimeout(4200);
  await sheet.getByRole('button', { name: 'Stop and score' }).click();
  // Scored against the partner's line: a score, or, as here, "did not sound like the sentence".
  await expect(sheet.getByRole('group', { name: /^Pronunciation/ })).toBeVisible({ timeout: 20_000 });
  await expect(sheet.getByRole('button', { name: 'Say it' })).toBeEnabled();
  await expect(log.locator('.bubble--learner')).toHaveCount(0);
});
