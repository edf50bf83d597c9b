// A learner's own data (issue 17 §5) as the learner meets it in Settings: "Export my data" saves a
// JSON file of everything stored about them; "Delete my account" sends a code by mail (here read
// from the development mailbox), deletes the account with it and signs out to the intro.
import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DELETE_SUBJECT, readCode } from './support/mailbox';
import { LEARNER_PASSWORD, signedInLearner } from './support/session';

/** Posts until the server stops shedding load (errCode 503 while it warms its engines just after start). */
async function postWhenReady(request: APIRequestContext, url: string, token: string, data: object): Promise<number> {
  for (let i = 0; i < 60; i += 1) {
    const { errCode } = (await (await request.post(url, { headers: { token }, data })).json()) as { errCode: number };
    if (errCode !== 503) return errCode;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return 503;
}

test('a learner exports their data, then deletes their account with the mailed code', async ({ page, request }) => {
  const { email, token } = await signedInLearner(page, request, 'own-data');
  const said = 'My name is Ana and I love pizza.';
  expect(await postWhenReady(request, '/api/transform/v1/chatByContext', token, { roleId: 2, content: said })).toBe(0);
  expect(await postWhenReady(request, '/api/userCollect/v1/collectContent', token, { content: 'Nice to meet you', kind: 'phrase' })).toBe(0);

  await test.step('export: a JSON file with the chat and the saved phrase, without secrets', async () => {
    await page.goto('/chat/setting');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^parley-data-\d{4}-\d{2}-\d{2}\.json$/);
    const text = fs.readFileSync(await download.path(), 'utf8');
    const data = JSON.parse(text) as { tables: Record<string, Array<Record<string, unknown>>> };
    expect(data.tables.app_user?.[0]?.email).toBe(email);
    expect(data.tables.chat_message?.map((m) => m.content)).toContain(said);
    expect(data.tables.collection_item?.map((m) => m.content)).toContain('Nice to meet you');
    expect(text).not.toMatch(/password_hash|token_hash/);
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  });

  await test.step('delete: the sheet, the code, then signed out to the intro', async () => {
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const sheet = page.getByRole('region', { name: 'Delete my account' });
    await expect(sheet.getByText(/deleted for good/)).toBeVisible();
    await sheet.getByRole('button', { name: 'Send me a code to confirm' }).click();
    await expect(sheet.getByText(`${email.slice(0, 1)}***@example.com`)).toBeVisible();
    await sheet.getByLabel('Confirmation code').fill(await readCode(request, email, DELETE_SUBJECT));
    await sheet.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(page).toHaveURL(/\/chat\/intro$/);
  });

  await test.step('the account is gone: its token and its password no longer sign in', async () => {
    expect((await (await request.get('/api/user/v1/getUserInfo', { headers: { token } })).json()).errCode).toBe(600);
    expect((await (await request.post('/api/user/login', { data: { email, password: LEARNER_PASSWORD } })).json()).errCode).toBe(1001);
  });
});
