// Issue 15 §1 and §3 as a learner meets them: the teacher corrects a message, "Why?" explains the
// rule, the drill is checked by the grammar engine, the conversation's report names it, and the
// mistake is waiting in My mistakes.
import { expect, test } from '@playwright/test';
import { signedInLearner } from './support/session';

test('a corrected message: explain it, practise the rule, see it in the report and in My mistakes', async ({ page, request }) => {
  await signedInLearner(page, request, 'mistakes');
  await page.goto('/chat/chatroom?roleId=1');
  const log = page.getByRole('log');
  await expect(log.locator('.bubble--ai').first()).toBeVisible({ timeout: 15_000 });

  await page.getByLabel('Your message').fill('Yesterday I go to the park with my friends.');
  await page.getByLabel('Your message').press('Enter');
  const note = log.getByRole('note', { name: 'Correction' });
  await expect(note).toContainText('went — past simple for a finished time: yesterday', { timeout: 15_000 });
  await expect(log.locator('.bubble--learner').getByLabel('mistake: go')).toBeVisible();

  await test.step('explain: the rule, more examples and a drill', async () => {
    await note.getByRole('button', { name: 'Why?' }).click();
    const sheet = page.getByRole('region', { name: 'Explain this correction' });
    await expect(sheet.locator('.explain__rule')).toContainText('Rule: Past simple for a finished time');
    await expect(sheet).toContainText('Yesterday I went to the park with my friends.');
    await expect(sheet.getByRole('listitem').filter({ has: page.locator('del') }).first()).toBeVisible();

    const first = sheet.locator('.drill-item').first();
    await first.getByRole('button', { name: 'Check' }).click();
    const result = first.getByRole('status');
    await expect(result).toContainText('Not yet.');
    const model = ((await result.textContent()) ?? '').replace(/^[\s\S]*For example: /, '').trim();
    await first.getByRole('textbox').fill(model);
    await first.getByRole('button', { name: 'Check' }).click();
    await expect(result).toHaveText('Right!');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  });

  await test.step('the report of this conversation: figures, the correction, a goal', async () => {
    await page.getByRole('button', { name: 'Conversation report' }).click();
    await expect(page).toHaveURL(/\/chat\/report\?conversationId=\d+$/);
    await expect(page.getByLabel('Figures')).toContainText('1 (0 spoken, 1 typed)');
    await expect(page.getByRole('region', { name: 'Corrections' })).toContainText('Yesterday I went to the park with my friends.');
    await expect(page.getByRole('region', { name: 'Goal for next time' })).toContainText('past simple for a finished time');
  });

  await test.step('My mistakes: the rule with its count and this week', async () => {
    await page.goto('/chat/mine');
    await page.getByText('My mistakes').click();
    await expect(page).toHaveURL(/\/chat\/mine\/mistakes$/);
    const group = page.getByRole('region', { name: 'Past simple for a finished time' });
    await expect(group).toContainText('once · 1 this week, 0 last week');
    await expect(group).toContainText('Yesterday I go went to the park with my friends.');
    await expect(group.getByLabel('mistake: go')).toBeVisible();
    await expect(group.getByLabel('correction: went')).toBeVisible();
  });
});
