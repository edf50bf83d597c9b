// The chat room on the smallest phone the app supports (issue 8: 360×640 to desktop). Only the
// 'mobile' project runs this file (the desktop project's testMatch leaves it out): its own viewport
// makes a second run at another size pointless.
import { expect, test } from '@playwright/test';
import { signedInLearner } from './support/session';

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('the chat room fits 360×640 and the input stays in view when the keyboard takes half the screen', async ({ page, request }) => {
    await signedInLearner(page, request, 'small');
    await page.goto('/chat/chatroom?roleId=2');
    const log = page.getByRole('log');
    await expect(log.locator('.bubble--ai').first()).toBeVisible();
    const input = page.getByLabel('Your message');
    await expect(input).toBeInViewport({ ratio: 1 });
    // Nothing sticks out sideways and the page itself does not scroll: only the messages do.
    expect(await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight])).toEqual([360, 640]);

    // The box grows with a longer message, so all of it stays readable (issue 20).
    const oneLine = (await input.boundingBox())?.height ?? 0;
    await input.fill('My sister and I like music and long walks.');
    await expect.poll(async () => (await input.boundingBox())?.height ?? 0).toBeGreaterThan(oneLine * 1.5);
    expect(await input.evaluate((box) => box.scrollHeight <= box.clientHeight)).toBe(true);
    await input.fill('');
    await expect.poll(async () => (await input.boundingBox())?.height ?? 0).toBe(oneLine);
    await input.fill('I like music and films.');
    await expect(page.getByRole('button', { name: 'Send' })).toBeInViewport({ ratio: 1 });
    await page.getByRole('button', { name: 'Send' }).click();
    // The reply's bubble is there from the start (typing, then streaming): wait for the whole reply,
    // since a message sent while it is coming stays in the box until it has come.
    await expect(log.locator('.bubble--ai')).toHaveCount(2, { timeout: 15_000 });
    await expect(log).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
    await expect(log.locator('.bubble--ai').last()).toBeInViewport();

    // The on-screen keyboard: Chrome shrinks the page (interactive-widget=resizes-content).
    await input.focus();
    await page.setViewportSize({ width: 360, height: 330 });
    await expect(input).toBeInViewport({ ratio: 1 });
    await expect(log.locator('.bubble--ai').last()).toBeInViewport();
    await input.fill('What about you?');
    await input.press('Enter');
    await expect(log.locator('.bubble--learner')).toHaveCount(2);
    await expect(log.locator('.bubble--ai')).toHaveCount(3, { timeout: 15_000 });
    await expect(log.locator('.bubble--ai').last()).toBeInViewport();
    await expect(input).toBeInViewport({ ratio: 1 });
  });
});
