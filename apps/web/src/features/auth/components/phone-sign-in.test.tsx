import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../constants';
import { useSessionStore } from '../../../stores/session-store';
import { FIRST_LOAD, ServerFailure, fakeServer, renderScreen, type ServerCall } from '../../../test/render-screen';

const PHONE = '+447700900123';
const session = { token: 'new-phone-token', userInfo: { id: 5, email: '', type: 'phone' } };

/** A server whose code check waits until the test lets it answer. */
function phoneServer(authLogin: (call: ServerCall) => unknown = () => session) {
  let release: () => void = () => undefined;
  const checked = new Promise<void>((resolve) => (release = resolve));
  const server = fakeServer({
    '/api/user/v1/sendPhoneCode': () => ({ resendAfter: 60, expiresIn: 600 }),
    '/api/user/v1/checkPhoneCode': async () => {
      await checked;
      return { phoneAccessToken: 'proof-1' };
    },
    '/api/third/v1/authLogin': authLogin,
  });
  return { server, release };
}

/** Opens sign-in, picks the phone tab, asks for a code and types it. */
async function enterCode(server: ReturnType<typeof fakeServer>, { withOldToken = true } = {}) {
  const view = renderScreen('/chat/sign-in', server);
  await view.user.click(await screen.findByRole('tab', { name: 'Phone' }, FIRST_LOAD));
  // A token from an earlier session, which this sign-in replaces. It is stored once the page is
  // open: a learner who is signed in when sign-in opens is sent on instead (sign-in-page.test.tsx).
  if (withOldToken) useSessionStore.getState().setToken('old-token');
  await view.user.type(screen.getByLabelText('Phone number'), '+44 7700 900123');
  await view.user.click(screen.getByRole('button', { name: 'Send me a code' }));
  await view.user.type(await screen.findByLabelText('Code from the text message'), '123456');
  return view;
}

describe('phone sign-in', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: null, isExpired: false, returnPath: null });
  });

  it("makes one attempt at a time: a second tap says 'authorising'", async () => {
    const { server, release } = phoneServer();
    const { user, location } = await enterCode(server);
    const signIn = screen.getByRole('button', { name: 'Sign in with phone' });
    await user.click(signIn);
    await waitFor(() => expect(server.callsTo('/api/user/v1/checkPhoneCode')).toHaveLength(1));
    await user.click(signIn);
    expect(await screen.findByText('authorising')).toBeVisible();
    release();
    expect(await screen.findByText('login successful')).toBeVisible();
    await waitFor(() => expect(location()).toBe('/chat/home'));
    expect(server.callsTo('/api/user/v1/checkPhoneCode')).toHaveLength(1);
    expect(server.callsTo('/api/user/v1/checkPhoneCode')[0]?.body).toEqual({ phone: PHONE, code: '123456' });
    expect(server.callsTo('/api/third/v1/authLogin')).toHaveLength(1);
  });

  it("says 'login successful', keeps the new token and returns to the remembered page", async () => {
    useSessionStore.setState({ token: null, isExpired: true, returnPath: '/chat/mine' });
    const { server, release } = phoneServer();
    release();
    const { user, location } = await enterCode(server, { withOldToken: false });
    await user.click(screen.getByRole('button', { name: 'Sign in with phone' }));
    expect(await screen.findByText('login successful')).toBeVisible();
    await waitFor(() => expect(location()).toBe('/chat/mine'));
    expect(useSessionStore.getState().token).toBe('new-phone-token');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('new-phone-token');
  });

  it("says 'authorisation failed, please retry' and clears the token when refused", async () => {
    const { server, release } = phoneServer(() => {
      throw new ServerFailure('phoneAccessToken: has expired or was already used', 1003);
    });
    release();
    const { user, location } = await enterCode(server);
    await user.click(screen.getByRole('button', { name: 'Sign in with phone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^authorisation failed, please retry/);
    expect(screen.getByRole('alert')).toHaveTextContent('phoneAccessToken: has expired or was already used');
    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(location()).toBe('/chat/sign-in');
    // The attempt is over: the learner may try again.
    await user.click(screen.getByRole('button', { name: 'Sign in with phone' }));
    await waitFor(() => expect(server.callsTo('/api/third/v1/authLogin')).toHaveLength(2));
  });
});
