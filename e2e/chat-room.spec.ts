import { expect, test } from '@playwright/test';
import { signedInLearner } from './support/session';

test('a learner chats with the teacher: streamed reply, playback, grammar check, translation, word card, collect, hint', async ({ page, request }) => {
  await signedInLearner(page, request, 'chat');
  await page.goto('/chat/chatroom?roleId=1');
  await expect(page.getByText('Answered by: Offline practice partner')).toBeVisible();
  const log = page.getByRole('log');
  await expect(log.locator('.bubble--ai').first()).toBeVisible();

  // Send a message with a mistake; the reply streams in and is stored.
  await page.getByLabel('Your message').fill('Yesterday I go to the park with my friends.');
  await expect(page.getByText('43/140')).toBeVisible();
  await page.getByLabel('Your message').press('Enter');
  await expect(log.locator('.bubble--learner')).toHaveCount(1);
  await expect(log.locator('.bubble--ai')).toHaveCount(2, { timeout: 15_000 });

  // Play the reply.
  await log.locator('.bubble--ai').last().getByRole('button', { name: 'Play' }).click();
  await expect(log.locator('.bubble--ai').last().getByRole('button', { name: /Stop|Play/ })).toBeVisible();

  // Grammar check of the learner's own message, corrections inline with the rule explained.
  await log.locator('.bubble--learner').getByRole('button', { name: 'More actions' }).click();
  await page.getByText('Check grammar').filter({ visible: true }).click();
  const grammar = log.getByRole('note', { name: 'Grammar check' });
  await expect(grammar).toContainText('Yesterday I went to the park with my friends.', { timeout: 15_000 });
  await expect(grammar).toContainText(/past simple/);

  // Translate the reply from its actions menu (Spanish through Apertium, or a word gloss), once the
  // previous menu has finished closing.
  await expect(page.locator('.adm-action-sheet-button-item-name').filter({ visible: true })).toHaveCount(0);
  await log.locator('.bubble--ai').last().getByRole('button', { name: 'More actions' }).click();
  await page.getByText('Translate', { exact: true }).filter({ visible: true }).click();
  await expect(log.locator('.bubble__translation')).toBeVisible({ timeout: 15_000 });

  // Word card with IPA, then collect the word.
  await log.locator('.bubble--learner').getByRole('button', { name: 'park', exact: true }).click();
  const card = page.getByRole('dialog', { name: 'Word card: park' });
  await expect(card.getByText('/pɑrk/')).toBeVisible();
  await card.getByRole('button', { name: 'Save to collection' }).click();
  await expect(card.getByRole('button', { name: 'Remove from collection' })).toBeVisible();
  await card.getByRole('button', { name: 'Close' }).click();

  // A hint fills the input.
  await page.getByRole('button', { name: 'Hints: what could I say?' }).click();
  const firstHint = page.getByRole('region', { name: 'Hints' }).locator('.hint-button').first();
  const hintText = (await firstHint.textContent()) ?? '';
  await firstHint.click();
  await expect(page.getByLabel('Your message')).toHaveValue(hintText.slice(0, 140));

  // History survives a reload.
  await page.reload();
  await expect(log.locator('.bubble--learner')).toHaveCount(1);

  // The collected word is in the collection.
  const collection = await request.post('/api/userCollect/v1/getMyCollection', {
    headers: { token: await page.evaluate(() => localStorage.getItem('parley.token') ?? '') },
    data: { kind: 'word' },
  });
  expect((await collection.json()).data.list.map((i: { content: string }) => i.content)).toContain('park');
});
