// Page-stack navigation with the semantics of spec §4 and the messages of spec §5, over any
// history (React Router's navigate in the app, a fake in tests):
// navigateTo pushes, redirectTo replaces, reLaunch clears, switchTab shows a tab page and drops the
// pages above it, navigateBack goes back by a delta clamped to depth − 1 unless a handler vetoes.
// Every method answers with a Promise; refusals reject with a NavigationError and change nothing.
//
// Choices the spec leaves open:
// - navigateBack from the only page rejects ('there is no page to go back to') and calls nothing:
//   the caller decides where to go instead (e.g. reLaunch the home tab).
// - "The same url twice in a row" is locked when the url equals the last url navigated to, that
//   page is still on top, and less than lockWindowMs (1 s) has passed: a double tap, not a
//   deliberate second visit.

export interface NavigatorOptions {
  /** Known route paths, e.g. '/chat/home'. Query strings carry route parameters. */
  pages: readonly string[];
  tabPages: readonly string[];
  navigate(to: string, options: { replace: boolean }): void;
  go(delta: number): void;
  onLocked?(url: string): void;
  /** How long a repeated navigation to the same url counts as a double tap (ms). */
  lockWindowMs?: number;
  now?(): number;
}

export interface Navigator {
  navigateTo(options: { url: string }): Promise<void>;
  redirectTo(options: { url: string }): Promise<void>;
  reLaunch(options: { url: string }): Promise<void>;
  switchTab(options: { url: string }): Promise<void>;
  navigateBack(options?: { delta?: number }): Promise<void>;
  getStack(): string[];
  /** An on-back-press handler; returning true vetoes navigateBack (the browser's own back button
   * cannot be vetoed: it arrives afterwards through syncLocation). */
  setBackHandler(handler: (() => boolean) | null): void;
  /** Called when the location changed outside the navigator (browser back/forward, first load). */
  syncLocation(url: string): void;
}

export const MISSING_URL_MESSAGE = 'Missing required args: url';
export const NO_PAGE_TO_GO_BACK_MESSAGE = 'there is no page to go back to';
export const BACK_VETOED_MESSAGE = 'navigation vetoed by the page';
export const DEFAULT_LOCK_WINDOW_MS = 1000;
export const pageNotFoundMessage = (path: string) => `page "${path}" is not found`;
export const tabBarPageMessage = (kind: 'navigateTo' | 'redirectTo') => `can not ${kind} a tabbar page`;
export const NOT_A_TAB_PAGE_MESSAGE = 'can not switch to no-tabBar page';
export const lockedMessage = (url: string) => `navigation locked: ${url}`;

export class NavigationError extends Error {
  constructor(
    message: string,
    readonly reason: 'missing-url' | 'not-found' | 'tab-rule' | 'locked' | 'vetoed' | 'no-history',
  ) {
    super(message);
    this.name = 'NavigationError';
  }
}

/** The route path of a url: no query string or hash (they carry route parameters), no trailing '/'. */
export function pathOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function createNavigator(options: NavigatorOptions): Navigator {
  const pages = new Set(options.pages.map(pathOf));
  const tabs = new Set(options.tabPages.map(pathOf));
  const lockWindowMs = options.lockWindowMs ?? DEFAULT_LOCK_WINDOW_MS;
  const now = options.now ?? (() => Date.now());
  let stack: string[] = [];
  let backHandler: (() => boolean) | null = null;
  let last: { url: string; at: number } | null = null;

  const fail = (message: string, reason: NavigationError['reason']) => Promise.reject(new NavigationError(message, reason));

  function check(url: string | undefined, kind: 'navigateTo' | 'redirectTo' | 'reLaunch' | 'switchTab'): NavigationError | null {
    if (!url) return new NavigationError(MISSING_URL_MESSAGE, 'missing-url');
    const path = pathOf(url);
    if (!pages.has(path)) return new NavigationError(pageNotFoundMessage(path), 'not-found');
    if ((kind === 'navigateTo' || kind === 'redirectTo') && tabs.has(path)) {
      return new NavigationError(tabBarPageMessage(kind), 'tab-rule');
    }
    if (kind === 'switchTab' && !tabs.has(path)) return new NavigationError(NOT_A_TAB_PAGE_MESSAGE, 'tab-rule');
    // The same url twice in a row (a double tap) is refused while the first is still on top.
    if (last && last.url === url && stack[stack.length - 1] === url && now() - last.at < lockWindowMs) {
      options.onLocked?.(url);
      return new NavigationError(lockedMessage(url), 'locked');
    }
    return null;
  }

  /** Validates, then moves the history and the stack together (neither moves on a refusal). */
  function open(url: string | undefined, kind: 'navigateTo' | 'redirectTo' | 'reLaunch' | 'switchTab', nextStack: (url: string) => string[]): Promise<void> {
    const error = check(url, kind);
    if (error || !url) return Promise.reject(error ?? new NavigationError(MISSING_URL_MESSAGE, 'missing-url'));
    // The stack moves first: a router that reports the new location synchronously (syncLocation)
    // then finds it already on top.
    const before = { stack, last };
    stack = nextStack(url);
    last = { url, at: now() };
    try {
      options.navigate(url, { replace: kind !== 'navigateTo' });
    } catch (cause) {
      ({ stack, last } = before);
      return Promise.reject(cause instanceof Error ? cause : new Error(String(cause)));
    }
    return Promise.resolve();
  }

  return {
    navigateTo: (args) => open(args?.url, 'navigateTo', (url) => [...stack, url]),
    redirectTo: (args) => open(args?.url, 'redirectTo', (url) => [...stack.slice(0, -1), url]),
    reLaunch: (args) => open(args?.url, 'reLaunch', (url) => [url]),
    // The web has one history, so the other tabs are not kept alive: the tab page is the new root.
    switchTab: (args) => open(args?.url, 'switchTab', (url) => [url]),
    navigateBack(args) {
      const delta = args?.delta ?? 1;
      if (backHandler?.()) return fail(BACK_VETOED_MESSAGE, 'vetoed');
      const wanted = Number.isFinite(delta) ? Math.max(1, Math.floor(delta)) : 1;
      const steps = Math.min(wanted, stack.length - 1);
      if (steps < 1) return fail(NO_PAGE_TO_GO_BACK_MESSAGE, 'no-history');
      const before = { stack, last };
      stack = stack.slice(0, stack.length - steps);
      last = null;
      try {
        options.go(-steps);
      } catch (cause) {
        ({ stack, last } = before);
        return Promise.reject(cause instanceof Error ? cause : new Error(String(cause)));
      }
      return Promise.resolve();
    },
    getStack: () => [...stack],
    setBackHandler(handler) {
      backHandler = handler;
    },
    syncLocation(url) {
      if (stack[stack.length - 1] === url) return;
      // '/' is an alias that the router replaces with /chat/intro: it is not a page of its own.
      if (stack.length === 1 && stack[0] === '/') {
        stack = [url];
        return;
      }
      const index = stack.lastIndexOf(url);
      // Back/forward to a page we know: trim to it. A page we don't know: it becomes the top.
      if (index >= 0) stack = stack.slice(0, index + 1);
      else if (stack.length === 0) stack = [url];
      else stack = [...stack, url];
    },
  };
}
