import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signedInLearner } from './support/session';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

test('the main screens have no serious or critical accessibility violations', async ({ page, request }) => {
  test.setTimeout(120_000);
  const found: Record<string, string[]> = {};
  for (const path of ['/chat/intro', '/chat/sign-in', '/chat/sign-up']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    found[path] = await seriousViolations(page);
  }
  await signedInLearner(page, request, 'a11y');
  for (const path of ['/chat/home', '/chat/exploration', '/chat/mine', '/chat/lobby', '/chat/lobby/topic-info?id=1', '/chat/chatroom?roleId=1', '/chat/mine/collection', '/chat/setting', '/chat/switch-roles', '/chat/initialization/nativeLanguage', '/chat/initialization/experience', '/chat/initialization/topic', '/chat/mine/contact-us', '/chat/404']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    found[path] = await seriousViolations(page);
  }
  expect(Object.fromEntries(Object.entries(found).filter(([, v]) => v.length > 0))).toEqual({});
});
