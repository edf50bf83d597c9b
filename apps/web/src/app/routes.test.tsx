import { i18n } from '@lingui/core';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { NavigatorProvider } from '../lib/navigator-context';
import { createNavigator } from '../lib/navigation/navigator';
import { useRoleSetupStore } from '../stores/role-setup-store';
import { useSessionStore } from '../stores/session-store';
import { createTestRouter } from './router';
import { setApiCaller } from '../lib/api';
import { createApiCaller } from '../lib/request/api-caller';
import { createRequestClient } from '../lib/request/request-client';
import { ROUTES, ROUTE_PATHS, TAB_PATHS } from './routes';

function renderAt(path: string) {
  const router = createTestRouter(path);
  const navigator = createNavigator({
    pages: [...ROUTE_PATHS, '/'],
    tabPages: TAB_PATHS,
    navigate: (to, { replace }) => void router.navigate(to, { replace }),
    go: (delta) => void router.navigate(delta),
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NavigatorProvider navigator={navigator}>
        <RouterProvider router={router} />
      </NavigatorProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('every route of spec §2', () => {
  beforeEach(() => {
    // These tests look at the frame of each screen; every call answers "not here" (a stand-in for fetch).
    const client = createRequestClient({
      fetch: async () => new Response(JSON.stringify({ errCode: 404, data: null, message: 'not in this test' }), { status: 200 }),
      getToken: () => null,
      getDeviceId: () => 'test-device',
      onSessionExpired: () => undefined,
      loading: { show: () => undefined, hide: () => undefined },
    });
    setApiCaller(createApiCaller(client), client);
    useRoleSetupStore.setState({
      hasInitSet: true,
      roleInfo: { id: 1, styleList: [{ key: 'patient', selected: true }] },
      initSetting: { nativeLanguage: 'es', experience: { type: 'A1' } },
    });
  });

  it.each(ROUTES.map((r) => [r.path, typeof r.title === 'string' ? r.title : i18n._(r.title)] as const))('%s renders with the title "%s"', async (path, title) => {
    const router = renderAt(path);
    // The intro page greets with the product name; its route title names the page in the tab.
    const visibleTitle = path === '/chat/intro' ? 'Parley' : title;
    const heading = await screen.findByRole('heading', { level: 1, name: visibleTitle }, { timeout: 5000 });
    expect(heading).toBeVisible();
    expect(document.title).toBe(title === 'Parley' ? 'Parley' : `${title} · Parley`);
    expect(router.state.location.pathname).toBe(path);
  });

  it('treats / as an alias of /chat/intro', async () => {
    const router = renderAt('/');
    await screen.findByRole('button', { name: 'Get started' });
    expect(router.state.location.pathname).toBe('/chat/intro');
  });

  it('takes a signed-in learner from / straight to home', async () => {
    useSessionStore.setState({ token: 'a-session' });
    try {
      const router = renderAt('/');
      await waitFor(() => expect(router.state.location.pathname).toBe('/chat/home'));
    } finally {
      useSessionStore.setState({ token: null });
    }
  });

  it('sends unknown paths to /chat/404', async () => {
    const router = renderAt('/chat/nowhere');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(router.state.location.pathname).toBe('/chat/404');
  });

  it('shows the tab bar on the tab pages only', async () => {
    renderAt('/chat/mine');
    await screen.findByRole('heading', { level: 1, name: 'Me' });
    expect(screen.getByRole('link', { name: 'Me' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Exploration', 'Me']);
  });
});
