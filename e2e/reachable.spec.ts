// Every control of every screen can be scrolled into view and tapped on the smallest phone the app
// supports (issue 20: three voice-style chips sat under the set-up's fixed button at 360×640 and
// could not be tapped). For each visible, enabled control the page scrolls it as far into view as it
// can, then asks what a tap at its centre would hit: the control itself or something inside it.
// Runs in the 'mobile' project only; its own viewport makes a desktop run pointless.
import { expect, test, type Page } from '@playwright/test';
import { signedInLearner } from './support/session';

const SCREENS = [
  '/chat/switch-roles',
  '/chat/initialization/nativeLanguage',
  '/chat/initialization/experience',
  '/chat/initialization/topic',
  '/chat/home',
  '/chat/exploration',
  '/chat/mine',
  '/chat/setting',
  '/chat/lobby',
  '/chat/chatroom?roleId=1',
];

/** The controls a tap could not reach, described for the failure message. */
async function unreachableControls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const selector = 'button, a[href], input:not([type="hidden"]), textarea, select, [role="radio"], [role="checkbox"], [role="switch"], [role="tab"], [role="menuitem"]';
    const controls = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((el) => {
      const style = getComputedStyle(el);
      return el.getClientRects().length > 0 && style.visibility !== 'hidden' && !(el as HTMLButtonElement).disabled && !el.closest('[aria-hidden="true"], .visually-hidden');
    });
    const blocked: string[] = [];
    const hitAtCentre = async (control: HTMLElement) => {
      control.scrollIntoView({ block: 'center', inline: 'center' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const box = control.getBoundingClientRect();
      return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    };
    const reaches = (control: HTMLElement, hit: Element | null) => Boolean(hit && (hit === control || control.contains(hit) || hit.contains(control)));
    for (const control of controls) {
      let hit = await hitAtCentre(control);
      // Scrolling to the end of a list loads its next page, which moves what comes after it: look
      // again once the page has settled.
      for (let attempt = 0; attempt < 3 && control.isConnected && !reaches(control, hit); attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 400));
        hit = await hitAtCentre(control);
      }
      if (control.isConnected && !reaches(control, hit)) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 40) ?? control.tagName;
        blocked.push(`${control.tagName.toLowerCase()} "${name}" is under ${hit ? `${hit.tagName.toLowerCase()}.${Array.from(hit.classList).join('.')}` : 'nothing on screen'}`);
      }
    }
    return blocked;
  });
}

test.describe('at 360×640', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('every control of every screen can be scrolled into view and tapped', async ({ page, request }) => {
    await signedInLearner(page, request, 'reach');
    for (const screen of SCREENS) {
      await page.goto(screen);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Let the screen's data arrive, so what is checked is the screen a learner sees.
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.adm-dot-loading, [role="status"]:has-text("Loading")')).toHaveCount(0);
      expect(await unreachableControls(page), screen).toEqual([]);
    }
  });
});
