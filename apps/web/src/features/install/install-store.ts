// What the browser lets us offer for installing Parley. Chromium browsers fire
// `beforeinstallprompt` when the app is installable; keeping that event lets the app ask at a
// moment of its choosing (after the first conversation, never on the intro) instead of the
// browser's own mini-bar. iOS Safari has no such event: there the app can only show the steps.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** Chromium's BeforeInstallPromptEvent (not in TypeScript's DOM library). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** After "Not now" the offer stays away this long. */
export const INSTALL_SNOOZE_MS = 30 * 24 * 60 * 60 * 1000;

export type InstallOffer = 'prompt' | 'ios-steps' | null;

interface InstallState {
  promptEvent: InstallPromptEvent | null;
  isInstalled: boolean;
  dismissedAt: number | null;
  /** Whether a learner of this device has had a conversation: the offer waits for the first one. */
  hasConversed: boolean;
  dismiss(now?: number): void;
  markConversed(): void;
  /** Shows the browser's install dialog; answers whether the learner installed. */
  install(): Promise<boolean>;
}

export const useInstallStore = create<InstallState>()(
  persist(
    (set, get) => ({
      promptEvent: null,
      isInstalled: false,
      dismissedAt: null,
      hasConversed: false,
      dismiss: (now = Date.now()) => set({ dismissedAt: now }),
      markConversed: () => set({ hasConversed: true }),
      async install() {
        const event = get().promptEvent;
        if (!event) return false;
        // The event can prompt once; a second offer needs a new event from the browser.
        set({ promptEvent: null });
        await event.prompt();
        const { outcome } = await event.userChoice;
        if (outcome === 'accepted') set({ isInstalled: true });
        else set({ dismissedAt: Date.now() });
        return outcome === 'accepted';
      },
    }),
    { name: 'parley.install', version: 1, partialize: (state) => ({ dismissedAt: state.dismissedAt, hasConversed: state.hasConversed }) },
  ),
);

/** Listens for the browser's install events for the whole life of the page (called once at start,
 * before the browser may fire them). */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    useInstallStore.setState({ promptEvent: event as InstallPromptEvent });
  });
  target.addEventListener('appinstalled', () => useInstallStore.setState({ isInstalled: true, promptEvent: null }));
}

export function isRunningInstalled(target: Window = window): boolean {
  const standalone = (target.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || target.matchMedia?.('(display-mode: standalone)').matches === true;
}

const isAppleMobile = (userAgent: string) => /iPhone|iPad|iPod/.test(userAgent);

/** What to offer now: the browser's dialog, the iOS steps, or nothing. */
export function installOffer(
  state: Pick<InstallState, 'promptEvent' | 'isInstalled' | 'dismissedAt'>,
  env: { isRunningInstalled: boolean; userAgent: string; now: number },
): InstallOffer {
  if (state.isInstalled || env.isRunningInstalled) return null;
  if (state.dismissedAt !== null && env.now - state.dismissedAt < INSTALL_SNOOZE_MS) return null;
  if (state.promptEvent) return 'prompt';
  return isAppleMobile(env.userAgent) ? 'ios-steps' : null;
}
