import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrCode } from '@parley/contract/envelope';
import { useRoleSetupStore, type RoleInfo } from '../../stores/role-setup-store';
import { useSessionStore } from '../../stores/session-store';
import { FIRST_LOAD, ServerFailure, fakeServer, renderScreen, type FakeServer } from '../../test/render-screen';

const LOGIN = '/api/user/login';
const session = { token: 'new-token', userInfo: { id: 3, email: 'ana@example.com', type: 'email' }, deviceToken: 'device-token-1' };
const ROLE: RoleInfo = { id: 1, styleList: [{ key: 'patient', selected: true }] };

/**
 * Opens sign-in as a learner who is signed in, with the setup given (the complete one by default).
 * The app starts on the not-found page, which the start-up guard leaves alone, so that what is
 * checked is the sign-in page's own decision and not the guard's.
 */
function openSignedIn(setup?: Partial<ReturnType<typeof useRoleSetupStore.getState>>) {
  useSessionStore.setState({ token: 'a-session', isExpired: false, returnPath: null });
  const view = renderScreen('/chat/404', fakeServer({}));
  if (setup) useRoleSetupStore.setState(setup);
  act(() => void view.router.navigate('/chat/sign-in'));
  return view;
}

async function openSignedOut(server: FakeServer = fakeServer({})) {
  const view = renderScreen('/chat/sign-in', server);
  await screen.findByRole('heading', { level: 1, name: 'Login' }, FIRST_LOAD);
  return view;
}

describe('the sign-in screen', () => {
  afterEach(() => useSessionStore.setState({ token: null, isExpired: false, returnPath: null }));

  it('checks the fields before sending, in whole sentences', async () => {
    const server = fakeServer({ [LOGIN]: () => session });
    const { user } = await openSignedOut(server);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    await user.type(screen.getByLabelText('E-mail'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail must be a valid e-mail address.');
    expect(server.callsTo(LOGIN)).toHaveLength(0);
  });

  it("shows why the server refused, in the server's words for an English interface", async () => {
    const server = fakeServer({
      [LOGIN]: () => {
        throw new ServerFailure('Wrong e-mail or password.', ErrCode.WrongCredentials);
      },
    });
    const { user, location } = await openSignedOut(server);
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'not the password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password.');
    expect(location()).toBe('/chat/sign-in');
  });

  it('signs in and returns to the remembered page: the new token does not send the learner home', async () => {
    useSessionStore.setState({ token: null, isExpired: true, returnPath: '/chat/mine' });
    const { user, location } = await openSignedOut(fakeServer({ [LOGIN]: () => session }));
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe('/chat/mine'));
    expect(useSessionStore.getState().token).toBe('new-token');
  });

  it("sends back the device's token for that account at the next sign-in, so guesses elsewhere cannot lock it out", async () => {
    localStorage.clear();
    let issued = 0;
    const server = fakeServer({ [LOGIN]: () => ({ ...session, deviceToken: `device-token-${++issued}` }) });
    for (const typed of ['ana@example.com', ' Ana@Example.com']) {
      useSessionStore.setState({ token: null, isExpired: false, returnPath: null });
      const { user, location, view } = await openSignedOut(server);
      await user.type(screen.getByLabelText('E-mail'), typed);
      await user.type(screen.getByLabelText('Password'), 'long enough password');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(location()).not.toBe('/chat/sign-in'));
      view.unmount();
    }
    const [first, second] = server.callsTo(LOGIN);
    expect(first?.body).not.toHaveProperty('deviceToken');
    expect(second?.body).toMatchObject({ deviceToken: 'device-token-1' });
  });

  describe('for a learner who is already signed in', () => {
    it('goes straight home when the setup is done, replacing sign-in, without showing the form', async () => {
      const { router, location } = openSignedIn();
      await waitFor(() => expect(location()).toBe('/chat/home'), FIRST_LOAD);
      expect(router.state.historyAction).toBe('REPLACE');
      expect(screen.queryByLabelText('Password')).toBeNull();
      expect(useSessionStore.getState().token).toBe('a-session');
    });

    it('goes to choose a role when none is chosen yet, as the start-up guard would', async () => {
      const { location } = openSignedIn({ hasInitSet: false, roleInfo: null, initSetting: null });
      await waitFor(() => expect(location()).toBe('/chat/switch-roles'), FIRST_LOAD);
    });

    it('goes to the native-language step when the role is chosen but the setup is not finished', async () => {
      const { location } = openSignedIn({ hasInitSet: true, roleInfo: ROLE, initSetting: null });
      await waitFor(() => expect(location()).toBe('/chat/initialization/nativeLanguage'), FIRST_LOAD);
    });
  });
});
