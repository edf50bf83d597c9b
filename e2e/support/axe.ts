// axe-core runs shared by the accessibility, dark-mode and language journeys: WCAG 2.1 A/AA, and
// only serious or critical violations count (minor ones are reviewed by hand, not gated).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Violations found per screen name. */
export type Found = Record<string, string[]>;

/** The serious and critical violations on the page as it stands, once its requests are done. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

/** Waits for the screen's own content (its heading, no loader, requests done), then records its violations. */
export async function checkScreen(page: Page, found: Found, name: string): Promise<void> {
  await expect(page.locator('h1, h2, [role="dialog"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.page-loader')).toHaveCount(0);
  await page.waitForTimeout(300); // popups and sheets animate in
  found[name] = await seriousViolations(page);
}

/** Only the screens that have violations, so a failing expectation prints just those. */
export const withViolations = (found: Found) => Object.fromEntries(Object.entries(found).filter(([, v]) => v.length > 0));
