// When Parley offers installing: never when already installed or running installed, not for 30
// days after "Not now", the browser's dialog where the browser offers one, the steps on iOS.
import { describe, expect, it } from 'vitest';
import { INSTALL_SNOOZE_MS, installOffer, type InstallPromptEvent } from './install-store';

const NOW = Date.UTC(2026, 10, 23, 12);
const promptEvent = new Event('beforeinstallprompt') as InstallPromptEvent;
const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const fresh = { promptEvent: null, isInstalled: false, dismissedAt: null };
const env = (userAgent: string, isRunningInstalled = false) => ({ userAgent, isRunningInstalled, now: NOW });

describe('installOffer', () => {
  it("offers the browser's dialog once the browser has offered installing", () => {
    expect(installOffer({ ...fresh, promptEvent }, env(android))).toBe('prompt');
    expect(installOffer(fresh, env(android))).toBeNull();
  });

  it('shows the Share → Add to Home Screen steps on an iPhone, which has no install event', () => {
    expect(installOffer(fresh, env(iphone))).toBe('ios-steps');
  });

  it('offers nothing when installed or already running as the installed app', () => {
    expect(installOffer({ ...fresh, promptEvent, isInstalled: true }, env(android))).toBeNull();
    expect(installOffer({ ...fresh, promptEvent }, env(android, true))).toBeNull();
    expect(installOffer(fresh, env(iphone, true))).toBeNull();
  });

  it('stays away for 30 days after "Not now", then offers again', () => {
    expect(installOffer({ ...fresh, promptEvent, dismissedAt: NOW - INSTALL_SNOOZE_MS + 60_000 }, env(android))).toBeNull();
    expect(installOffer({ ...fresh, promptEvent, dismissedAt: NOW - INSTALL_SNOOZE_MS }, env(android))).toBe('prompt');
  });
});
