import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../constants';
import { useSessionStore } from '../../stores/session-store';
import { FIRST_LOAD, ServerFailure, fakeServer, never, renderScreen } from '../../test/render-screen';

const session = { token: 'sso-token', userInfo: { id: 9, email: 'ana@example.com', type: 'oidc' } };

/** The provider sends the browser back here; the page reads the real address bar. */
function returnFromProvider(query: string) {
  const path = `/chat/auth/callback?${query}`;
  window.history.replaceState(null, '', path);
  return path;
}

describe('the single sign-on return page', () => {
  beforeEach(() => useSessionStore.setState({ token: null, isExpired: true, returnPath: '/chat/exploration' }));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('finishes the sign-in through authLogin and returns to the remembered page', async () => {
    const path = returnFromProvider('code=abc&state=xyz');
    const server = fakeServer({ '/api/third/v1/authLogin': () => session });
    const { location } = renderScreen(path, server);
    await waitFor(() => expect(location()).toBe('/chat/exploration'), FIRST_LOAD);
    const calls = server.callsTo('/api/third/v1/authLogin');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ type: 'oidc', callbackUrl: `${window.location.origin}${path}` });
    expect(useSessionStore.getState().token).toBe('sso-token');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('sso-token');
  });

  it('says it is signing in while the server checks', async () => {
    const path = returnFromProvider('code=abc&state=xyz');
    renderScreen(path, fakeServer({ '/api/third/v1/authLogin': never }));
    expect(await screen.findByText('Signing you in…', {}, FIRST_LOAD)).toBeVisible();
  });

  it('shows why the sign-in did not finish, and leads back to sign-in', async () => {
    const path = returnFromProvider('code=abc&state=forged');
    const server = fakeServer({
      '/api/third/v1/authLogin': () => {
        throw new ServerFailure('state: this sign-in has expired or was already used, please start again', 1003);
      },
    });
    const { user, location } = renderScreen(path, server);
    expect(await screen.findByText('Sign-in did not finish', {}, FIRST_LOAD)).toBeVisible();
    expect(screen.getByText('state: this sign-in has expired or was already used, please start again')).toBeVisible();
    expect(useSessionStore.getState().token).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    await waitFor(() => expect(location()).toBe('/chat/sign-in'));
  });

  it('says what the provider error code means without calling the server', async () => {
    const path = returnFromProvider('error=access_denied&error_description=The%20learner%20cancelled');
    const server = fakeServer({ '/api/third/v1/authLogin': () => session });
    renderScreen(path, server);
    expect(await screen.findByText('Sign-in was cancelled or refused at the provider.', {}, FIRST_LOAD)).toBeVisible();
    expect(server.callsTo('/api/third/v1/authLogin')).toHaveLength(0);
  });

  it('never shows text taken from the link (issue 16: a crafted error_description)', async () => {
    const path = returnFromProvider('error=evil&error_description=Call%20%2B1%20555%200100%20to%20restore%20your%20account');
    renderScreen(path, fakeServer({ '/api/third/v1/authLogin': () => session }));
    expect(await screen.findByText('The provider could not sign you in; please try again.', {}, FIRST_LOAD)).toBeVisible();
    expect(screen.queryByText(/555 0100/)).toBeNull();
  });

  it('treats an error code that names a built-in property like any unknown code', async () => {
    const path = returnFromProvider('error=constructor');
    renderScreen(path, fakeServer({ '/api/third/v1/authLogin': () => session }));
    expect(await screen.findByText('The provider could not sign you in; please try again.', {}, FIRST_LOAD)).toBeVisible();
  });
});
