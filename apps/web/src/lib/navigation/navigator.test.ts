import { describe, expect, it, vi } from 'vitest';
import { createNavigator, MISSING_URL_MESSAGE, NavigationError, pathOf, type NavigatorOptions } from './navigator';

const PAGES = ['/', '/chat/intro', '/chat/home', '/chat/exploration', '/chat/mine', '/chat/lobby', '/chat/lobby/topic-info', '/chat/chatroom', '/chat/setting'];
const TABS = ['/chat/home', '/chat/exploration', '/chat/mine'];

/** A navigator over a fake history, starting on /chat/home, with a clock the test moves. */
function setup(overrides: Partial<NavigatorOptions> = {}) {
  const clock = { t: 0 };
  const navigate = vi.fn();
  const go = vi.fn();
  const onLocked = vi.fn();
  const navigator = createNavigator({ pages: PAGES, tabPages: TABS, navigate, go, onLocked, now: () => clock.t, ...overrides });
  navigator.syncLocation('/chat/home');
  /** Moves past the double-tap window. */
  const later = () => (clock.t += 5_000);
  return { navigator, navigate, go, onLocked, clock, later };
}

const failureOf = (promise: Promise<unknown>) => promise.then(() => 'resolved', (error: unknown) => error) as Promise<NavigationError>;

describe('stack operations (spec §4 "Navigation")', () => {
  it('pushes a page with navigateTo, keeping its query as route parameters', async () => {
    const { navigator, navigate } = setup();
    await navigator.navigateTo({ url: '/chat/lobby?type=3' });
    expect(navigate).toHaveBeenLastCalledWith('/chat/lobby?type=3', { replace: false });
    expect(navigator.getStack()).toEqual(['/chat/home', '/chat/lobby?type=3']);
    await navigator.navigateTo({ url: '/chat/lobby/topic-info?id=4' });
    expect(navigator.getStack()).toEqual(['/chat/home', '/chat/lobby?type=3', '/chat/lobby/topic-info?id=4']);
  });

  it('replaces the current page with redirectTo', async () => {
    const { navigator, navigate } = setup();
    await navigator.navigateTo({ url: '/chat/lobby' });
    await navigator.redirectTo({ url: '/chat/chatroom?roleId=1' });
    expect(navigate).toHaveBeenLastCalledWith('/chat/chatroom?roleId=1', { replace: true });
    expect(navigator.getStack()).toEqual(['/chat/home', '/chat/chatroom?roleId=1']);
  });

  it('clears every page with reLaunch', async () => {
    const { navigator, navigate } = setup();
    await navigator.navigateTo({ url: '/chat/lobby' });
    await navigator.navigateTo({ url: '/chat/chatroom' });
    await navigator.reLaunch({ url: '/chat/intro' });
    expect(navigate).toHaveBeenLastCalledWith('/chat/intro', { replace: true });
    expect(navigator.getStack()).toEqual(['/chat/intro']);
  });

  it('may reLaunch to a tab page', async () => {
    const { navigator } = setup();
    await navigator.navigateTo({ url: '/chat/setting' });
    await navigator.reLaunch({ url: '/chat/mine' });
    expect(navigator.getStack()).toEqual(['/chat/mine']);
  });

  it('shows only the tab page after switchTab, dropping the pages above', async () => {
    const { navigator, navigate } = setup();
    await navigator.navigateTo({ url: '/chat/lobby' });
    await navigator.navigateTo({ url: '/chat/chatroom' });
    await navigator.switchTab({ url: '/chat/mine' });
    expect(navigate).toHaveBeenLastCalledWith('/chat/mine', { replace: true });
    expect(navigator.getStack()).toEqual(['/chat/mine']);
    await navigator.switchTab({ url: '/chat/home' });
    expect(navigator.getStack()).toEqual(['/chat/home']);
  });

  it('hands out a copy of the stack', async () => {
    const { navigator } = setup();
    navigator.getStack().push('/chat/lobby');
    expect(navigator.getStack()).toEqual(['/chat/home']);
  });
});

describe('refusals (spec §5)', () => {
  it.each(['navigateTo', 'redirectTo', 'reLaunch', 'switchTab'] as const)('%s rejects a missing url', async (method) => {
    const { navigator, navigate } = setup();
    const error = await failureOf(navigator[method]({ url: '' }));
    expect(error).toBeInstanceOf(NavigationError);
    expect(error).toMatchObject({ message: 'Missing required args: url', reason: 'missing-url' });
    expect(MISSING_URL_MESSAGE).toBe('Missing required args: url');
    await expect(navigator[method](undefined as unknown as { url: string })).rejects.toThrow(MISSING_URL_MESSAGE);
    expect(navigate).not.toHaveBeenCalled();
    expect(navigator.getStack()).toEqual(['/chat/home']);
  });

  it.each(['navigateTo', 'redirectTo', 'reLaunch', 'switchTab'] as const)('%s rejects a page that does not exist', async (method) => {
    const { navigator, navigate } = setup();
    const error = await failureOf(navigator[method]({ url: '/chat/nowhere?x=1' }));
    expect(error).toMatchObject({ message: 'page "/chat/nowhere" is not found', reason: 'not-found' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('matches pages on their path alone', async () => {
    const { navigator } = setup();
    await navigator.navigateTo({ url: '/chat/lobby/?type=1#top' });
    expect(navigator.getStack()).toEqual(['/chat/home', '/chat/lobby/?type=1#top']);
    expect(pathOf('/chat/lobby/?type=1#top')).toBe('/chat/lobby');
    expect(pathOf('/?a=1')).toBe('/');
  });

  it('refuses to push or redirect to a tab page', async () => {
    const { navigator, navigate } = setup();
    await expect(navigator.navigateTo({ url: '/chat/mine' })).rejects.toThrow('can not navigateTo a tabbar page');
    await expect(navigator.redirectTo({ url: '/chat/mine?from=x' })).rejects.toThrow('can not redirectTo a tabbar page');
    expect(navigate).not.toHaveBeenCalled();
    expect(navigator.getStack()).toEqual(['/chat/home']);
  });

  it('refuses a tab switch to a page without the tab bar', async () => {
    const { navigator, navigate } = setup();
    await expect(navigator.switchTab({ url: '/chat/lobby' })).rejects.toThrow('can not switch to no-tabBar page');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the stack when the router itself fails', async () => {
    const { navigator } = setup({
      navigate: () => {
        throw new Error('router not ready');
      },
    });
    await expect(navigator.navigateTo({ url: '/chat/lobby' })).rejects.toThrow('router not ready');
    expect(navigator.getStack()).toEqual(['/chat/home']);
  });
});

describe('the double-tap lock (spec §4)', () => {
  it('locks the same url navigated to twice in a row', async () => {
    const { navigator, navigate, onLocked, clock } = setup();
    await navigator.navigateTo({ url: '/chat/lobby' });
    clock.t += 100;
    const error = await failureOf(navigator.navigateTo({ url: '/chat/lobby' }));
    expect(error).toMatchObject({ message: 'navigation locked: /chat/lobby', reason: 'locked' });
    expect(onLocked).toHaveBeenCalledExactlyOnceWith('/chat/lobby');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigator.getStack()).toEqual(['/chat/home', '/chat/lobby']);
  });

  it('locks repeated redirects, relaunches and tab switches too', async () => {
    const { navigator, onLocked } = setup();
    await navigator.redirectTo({ url: '/chat/setting' });
    await expect(navigator.redirectTo({ url: '/chat/setting' })).rejects.toThrow('navigation locked: /chat/setting');
    await navigator.reLaunch({ url: '/chat/intro' });
    await expect(navigator.reLaunch({ url: '/chat/intro' })).rejects.toThrow('navigation locked: /chat/intro');
    await navigator.switchTab({ url: '/chat/mine' });
    await expect(navigator.switchTab({ url: '/chat/mine' })).rejects.toThrow('navigation locked: /chat/mine');
    expect(onLocked).toHaveBeenCalledTimes(3);
  });

  it('lets the same page open with other parameters', async () => {
    const { navigator, onLocked } = setup();
    await navigator.navigateTo({ url: '/chat/lobby/topic-info?id=1' });
    await navigator.navigateTo({ url: '/chat/lobby/topic-info?id=2' });
    expect(navigator.getStack()).toHaveLength(3);
    expect(onLocked).not.toHaveBeenCalled();
  });

  it('unlocks once the lock window has passed', async () => {
    const { navigator, later } = setup();
    await navigator.navigateTo({ url: '/chat/lobby' });
    later();
    await navigator.navigateTo({ url: '/chat/lobby' });
    expect(navigator.getStack()).toEqual(['/chat/home', '/chat/lobby', '/chat/lobby']);
  });

  it('unlocks once the page is no longer on top', async () => {
    const { navigator, onLocked } = setup();
    await navigator.navigateTo({ url: '/chat/lobby' });
    await navigator.navigateBack();
    await navigator.navigateTo({ url: '/chat/lobby' });
    navigator.syncLocation('/chat/home'); // the browser's back button
    await navigator.navigateTo({ url: '/chat/lobby' });
    expect(onLocked).not.toHaveBeenCalled();
    expect(navigator.getStack()).toEqual(['/chat/home', '/chat/lobby']);
  });

  it('does not call onLocked for other refusals', async () => {
    const { navigator, onLocked } = setup();
    await failureOf(navigator.navigateTo({ url: '/chat/nowhere' }));
    await failureOf(navigator.navigateTo({ url: '/chat/home' }));
    expect(onLocked).not.toHaveBeenCalled();
  });
});

describe('going back', () => {
  async function threeDeep() {
    const ctx = setup();
    await ctx.navigator.navigateTo({ url: '/chat/lobby' });
    await ctx.navigator.navigateTo({ url: '/chat/lobby/topic-info?id=1' });
    await ctx.navigator.navigateTo({ url: '/chat/chatroom' });
    return ctx;
  }

  it('goes back one page by default', async () => {
    const { navigator, go } = await threeDeep();
    await navigator.navigateBack();
    expect(go).toHaveBeenLastCalledWith(-1);
    expect(navigator.getStack()).toEqual(['/chat/home', '/chat/lobby', '/chat/lobby/topic-info?id=1']);
  });

  it('goes back by a delta', async () => {
    const { navigator, go } = await threeDeep();
    await navigator.navigateBack({ delta: 2 });
    expect(go).toHaveBeenLastCalledWith(-2);
    expect(navigator.getStack()).toEqual(['/chat/home', '/chat/lobby']);
  });

  it('clamps the delta to the stack depth minus one', async () => {
    const { navigator, go } = await threeDeep();
    await navigator.navigateBack({ delta: 10 });
    expect(go).toHaveBeenLastCalledWith(-3);
    expect(navigator.getStack()).toEqual(['/chat/home']);
  });

  it('treats a delta below one, or not a number, as one', async () => {
    const { navigator, go } = await threeDeep();
    await navigator.navigateBack({ delta: 0 });
    await navigator.navigateBack({ delta: Number.NaN });
    expect(go.mock.calls).toEqual([[-1], [-1]]);
    expect(navigator.getStack()).toEqual(['/chat/home', '/chat/lobby']);
  });

  it('rejects going back from the only page and leaves the history alone', async () => {
    const { navigator, go } = setup();
    const error = await failureOf(navigator.navigateBack({ delta: 3 }));
    expect(error).toMatchObject({ message: 'there is no page to go back to', reason: 'no-history' });
    expect(go).not.toHaveBeenCalled();
    expect(navigator.getStack()).toEqual(['/chat/home']);
  });

  it('lets an on-back-press handler veto going back', async () => {
    const { navigator, go } = setup();
    await navigator.navigateTo({ url: '/chat/lobby' });
    const handler = vi.fn(() => true);
    navigator.setBackHandler(handler);
    await expect(navigator.navigateBack()).rejects.toMatchObject({ message: 'navigation vetoed by the page', reason: 'vetoed' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(go).not.toHaveBeenCalled();
    expect(navigator.getStack()).toEqual(['/chat/home', '/chat/lobby']);
  });

  it('goes back when the handler lets it, or once it is removed', async () => {
    const { navigator, go } = await threeDeep();
    navigator.setBackHandler(() => false);
    await navigator.navigateBack();
    navigator.setBackHandler(null);
    await navigator.navigateBack();
    expect(go.mock.calls).toEqual([[-1], [-1]]);
    expect(navigator.getStack()).toEqual(['/chat/home', '/chat/lobby']);
  });
});

describe('following the browser (syncLocation)', () => {
  it('starts the stack with the first location', () => {
    const navigator = createNavigator({ pages: PAGES, tabPages: TABS, navigate: vi.fn(), go: vi.fn() });
    expect(navigator.getStack()).toEqual([]);
    navigator.syncLocation('/chat/lobby?type=1');
    expect(navigator.getStack()).toEqual(['/chat/lobby?type=1']);
  });

  it('trims the stack to a page the back button returns to', async () => {
    const { navigator } = setup();
    await navigator.navigateTo({ url: '/chat/lobby' });
    await navigator.navigateTo({ url: '/chat/chatroom' });
    navigator.syncLocation('/chat/lobby');
    expect(navigator.getStack()).toEqual(['/chat/home', '/chat/lobby']);
  });

  it('ignores the location the navigator has just moved to', async () => {
    const { navigator } = setup();
    await navigator.navigateTo({ url: '/chat/lobby' });
    navigator.syncLocation('/chat/lobby');
    expect(navigator.getStack()).toEqual(['/chat/home', '/chat/lobby']);
  });

  it('copes with a router that reports the new location at once', async () => {
    const history: { sync?: (url: string) => void } = {};
    const navigator = createNavigator({ pages: PAGES, tabPages: TABS, navigate: (to) => history.sync?.(to), go: vi.fn() });
    history.sync = (url) => navigator.syncLocation(url);
    navigator.syncLocation('/chat/home');
    await navigator.navigateTo({ url: '/chat/lobby' });
    expect(navigator.getStack()).toEqual(['/chat/home', '/chat/lobby']);
  });

  it('puts a page it did not open on top', () => {
    const { navigator } = setup();
    navigator.syncLocation('/chat/setting');
    expect(navigator.getStack()).toEqual(['/chat/home', '/chat/setting']);
  });

  it("replaces the '/' alias with the page the router redirects to", () => {
    const navigator = createNavigator({ pages: PAGES, tabPages: TABS, navigate: vi.fn(), go: vi.fn() });
    navigator.syncLocation('/');
    navigator.syncLocation('/chat/intro');
    expect(navigator.getStack()).toEqual(['/chat/intro']);
  });
});
