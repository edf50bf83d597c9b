import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signedInLearner } from './support/session';

// Chromium's fake microphone plays this recording (made with Parley's own TTS) in a loop.
const VOICE = path.join(import.meta.dirname, 'fixtures/voice-turn.wav');

test.use({
  permissions: ['microphone'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${VOICE}`,
    ],
  },
});

test('a learner speaks a turn: sees the words, sends them, and gets a pronunciation score', async ({ page, request }) => {
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

  // The recognised words land in the input, editable before sending.
  await expect(page.getByLabel('Your message')).toHaveValue(/coffee/i, { timeout: 20_000 });
  await page.getByLabel('Your message').press('Enter');
  await expect(log.locator('.bubble--learner')).toHaveCount(1);
  await expect(log.getByLabel(/Pronunciation score \d+/)).toBeVisible();
  await expect(log.locator('.bubble--ai')).toHaveCount(2, { timeout: 15_000 });
});
