import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRoleSetupStore, type RoleInfo } from '../../stores/role-setup-store';
import { useSessionStore } from '../../stores/session-store';
import { FIRST_LOAD, fakeServer, renderScreen } from '../../test/render-screen';

const ROLE: RoleInfo = { id: 1, styleList: [{ key: 'patient', selected: true }] };

/**
 * Opens a page as a learner who is signed in, with the setup given (the complete one by default).
 * The app starts on the not-found page, which the start-up guard leaves alone, so that what is
 * checked is the page's own decision and not the guard's.
 */
function openSignedIn(path: string, setup?: Partial<ReturnType<typeof useRoleSetupStore.getState>>) {
  useSessionStore.setState({ token: 'a-session', isExpired: false, returnPath: null });
  const view = renderScreen('/chat/404', fakeServer({}));
  if (setup) useRoleSetupStore.setState(setup);
  act(() => void view.router.navigate(path));
  return view;
}

describe('the intro screen', () => {
  afterEach(() => useSessionStore.setState({ token: null, isExpired: false, returnPath: null }));

  it('says what Parley does in two lines and offers to get started or sign in', async () => {
    renderScreen('/chat/intro', fakeServer({}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Parley' }, FIRST_LOAD)).toBeVisible();
    expect(screen.getByText(/Practise real conversations with a patient teacher/)).toBeVisible();
    expect(screen.getByText(/Speak or type, hear every reply/)).toBeVisible();
  });

  it('is also the page at /', async () => {
    const { location } = renderScreen('/', fakeServer({}));
    expect(await screen.findByRole('button', { name: 'Get started' }, FIRST_LOAD)).toBeVisible();
    expect(location()).toBe('/chat/intro');
  });

  it('leads to sign-up with Get started and to sign-in with Sign in', async () => {
    const first = renderScreen('/chat/intro', fakeServer({}));
    await first.user.click(await screen.findByRole('button', { name: 'Get started' }, FIRST_LOAD));
    await waitFor(() => expect(first.location()).toBe('/chat/sign-up'));
    first.view.unmount();

    const second = renderScreen('/chat/intro', fakeServer({}));
    await second.user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(second.location()).toBe('/chat/sign-in'));
  });

  it('is open to a visitor without any setup: the start-up guard leaves it alone', async () => {
    const { location } = renderScreen('/chat/intro', fakeServer({}));
    useRoleSetupStore.setState({ hasInitSet: false, roleInfo: null, initSetting: null });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByRole('button', { name: 'Get started' }, FIRST_LOAD)).toBeVisible();
    expect(location()).toBe('/chat/intro');
  });

  describe('for a learner who is already signed in', () => {
    it('goes straight home when the setup is done, replacing the intro', async () => {
      const { router, location } = openSignedIn('/chat/intro');
      await waitFor(() => expect(location()).toBe('/chat/home'), FIRST_LOAD);
      expect(router.state.historyAction).toBe('REPLACE');
      expect(screen.queryByRole('button', { name: 'Get started' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    });

    it('goes straight home from / as well', async () => {
      useSessionStore.setState({ token: 'a-session' });
      const { location } = renderScreen('/', fakeServer({}));
      await waitFor(() => expect(location()).toBe('/chat/home'), FIRST_LOAD);
      expect(screen.queryByRole('button', { name: 'Get started' })).toBeNull();
    });

    it('goes to choose a role when none is chosen yet, as the start-up guard would', async () => {
      const { router, location } = openSignedIn('/chat/intro', { hasInitSet: false, roleInfo: null, initSetting: null });
      await waitFor(() => expect(location()).toBe('/chat/switch-roles'), FIRST_LOAD);
      expect(router.state.historyAction).toBe('REPLACE');
    });

    it('goes to the native-language step when the role is chosen but the setup is not finished', async () => {
      const { location } = openSignedIn('/chat/intro', { hasInitSet: true, roleInfo: ROLE, initSetting: null });
      await waitFor(() => expect(location()).toBe('/chat/initialization/nativeLanguage'), FIRST_LOAD);
    });
  });
});
