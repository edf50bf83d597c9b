// `npm run screenshots` (second file): the screens of issue 15 — a corrected message with "Why?",
// the explanation sheet, My mistakes, a conversation report, the review deck (a word and a saved sentence), the progress page and
// the daily goal on home — at 390×844 against the real server, into docs/screenshots/progress-*.png.
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signedInLearner } from './support/session';

const OUT = path.join(import.meta.dirname, '../docs/screenshots');

test.use({ viewport: { width: 390, height: 844 } });

async function shot(page: Page, name: string, ready: Locator): Promise<void> {
  await expect(ready).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.page-loader, .state-block .adm-dot-loading, .adm-skeleton, .adm-toast-mask')).toHaveCount(0);
  // antd-mobile animates popups with JavaScript springs: let them come to rest.
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(OUT, `progress-${name}.png`) });
}

test('capture the progress screens at 390×844', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { token } = await signedInLearner(page, request, 'shots');
  const headers = { token };
  // A few conversations' worth of practice, through the real chat API.
  const sentIds: number[] = [];
  for (const content of ['The museum was so crowded on Sunday.', 'My sister have two children and a dog.', 'Last week we eat pizza every day in Naples.']) {
    for (let i = 0; i < 60; i += 1) {
      const { errCode, data } = (await (await request.post('/api/transform/v1/chatByContext', { headers, data: { roleId: 1, content } })).json()) as { errCode: number; data: { learnerMessage: { id: number } } | null };
      if (data) sentIds.push(data.learnerMessage.id);
      if (errCode !== 503) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  // A saved sentence of the learner's own, practised after the two words (issue 15 §4).
  await request.post('/api/aiTopic/v1/collectChatMessage', { headers, data: { messageId: sentIds[0] } });
  await request.post('/api/userCollect/v1/collectContent', { headers, data: { content: 'crowded', kind: 'word' } });
  await request.post('/api/userCollect/v1/collectContent', { headers, data: { content: 'Could I have the bill, please?', kind: 'phrase' } });

  await page.goto('/chat/chatroom?roleId=1');
  const log = page.getByRole('log');
  await page.getByLabel('Your message').fill('Yesterday I go to the park with my friends.');
  await page.getByLabel('Your message').press('Enter');
  const note = log.getByRole('note', { name: 'Correction' }).last();
  await expect(note).toContainText('past simple', { timeout: 15_000 });
  await shot(page, 'chat-correction', note);
  await note.getByRole('button', { name: 'Why?' }).click();
  await shot(page, 'explanation', page.getByRole('region', { name: 'Explain this correction' }).locator('.drill-item').first());
  await page.keyboard.press('Escape');

  await page.goto('/chat/mine/mistakes');
  await shot(page, 'my-mistakes', page.locator('.mistake-group').first());
  await page.getByRole('button', { name: 'Report of that conversation' }).first().click();
  await shot(page, 'report', page.getByRole('region', { name: 'Goal for next time' }));

  // The saved sentence was saved first, so it comes first: fill the gap, then a word card.
  await page.goto('/chat/mine/review');
  await page.getByRole('textbox', { name: 'The missing word' }).fill('crowed');
  await page.getByRole('button', { name: 'Check' }).click();
  await shot(page, 'review-sentence', page.getByRole('status').filter({ hasText: 'Not quite' }));
  await page.getByRole('button', { name: /^Easy/ }).click();
  await page.getByRole('button', { name: 'Show' }).click();
  await shot(page, 'review', page.getByRole('group', { name: 'How well did you know it?' }));

  await page.goto('/chat/setting');
  await page.getByRole('option', { name: '10 turns' }).click();
  await page.goto('/chat/home');
  await shot(page, 'home-goal', page.getByLabel('Daily goal'));

  await page.goto('/chat/mine/progress');
  await shot(page, 'progress', page.locator('.week-chart canvas').first());
});
