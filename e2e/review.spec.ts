// Issue 15 §4 as a learner meets it: a word saved from a chat is due on home, reviewed on its card
// (meaning, the learner's own sentence), graded, and scheduled for later by FSRS on the server.
import { expect, test } from '@playwright/test';
import { signedInLearner } from './support/session';

test('a saved word comes back for review: home shows it due, the card is graded and leaves the due list', async ({ page, request }) => {
  const { token } = await signedInLearner(page, request, 'review');
  const headers = { token };
  // The learner used the word in a chat and saved it.
  for (let i = 0; i < 60; i += 1) {
    const { errCode } = (await (await request.post('/api/transform/v1/chatByContext', { headers, data: { roleId: 2, content: 'The bus was really crowded today.' } })).json()) as { errCode: number };
    if (errCode !== 503) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  expect((await (await request.post('/api/userCollect/v1/collectContent', { headers, data: { content: 'crowded', kind: 'word' } })).json()).errCode).toBe(0);

  await page.goto('/chat/home');
  await page.getByRole('button', { name: '1 card to review' }).click();
  await expect(page).toHaveURL(/\/chat\/mine\/review$/);
  const card = page.getByRole('region', { name: 'Review card' });
  await expect(card).toContainText('crowded');
  await card.getByRole('button', { name: 'Show' }).click();
  await expect(card).toContainText('You said: The bus was really crowded today.');
  await card.getByRole('button', { name: /^Good/ }).click();
  await expect(page.getByText('Done! 1 reviewed.')).toBeVisible();
  await expect(page.getByText(/^Next review:/)).toBeVisible();

  await page.goto('/chat/home');
  await expect(page.getByRole('button', { name: 'Review: nothing due' })).toBeVisible();
});
