// Wires the app's singletons: the router, the navigator over it, and the request client whose
// session expiry sends the learner to sign-in once (spec §4 "Session", §8).
import { i18n } from '@lingui/core';
import { clearToasts, showToast } from './overlays';
import { t } from '@lingui/core/macro';
import { createNavigator, type Navigator } from '../lib/navigation/navigator';
import { createRequestClient, type RequestClient } from '../lib/request/request-client';
import { createApiCaller, type ApiCaller } from '../lib/request/api-caller';
import { SIGN_IN_PATH } from '../constants';
import { setApiCaller } from '../lib/api';
import { useDeviceStore } from '../stores/device-store';
import { useSessionStore } from '../stores/session-store';
import { createAppRouter, type AppRouter } from './router';
import { ROUTE_PATHS, TAB_PATHS } from './routes';

export interface AppServices {
  router: AppRouter;
  navigator: Navigator;
  client: RequestClient;
  api: ApiCaller;
}

let services: AppServices | null = null;

function currentPath(router: AppRouter): string {
  const { pathname, search } = router.state.location;
  return pathname + search;
}

export function createAppServices(router: AppRouter = createAppRouter()): AppServices {
  const navigator = createNavigator({
    pages: [...ROUTE_PATHS, '/'],
    tabPages: TAB_PATHS,
    navigate: (to, { replace }) => void router.navigate(to, { replace }),
    go: (delta) => void router.navigate(delta),
  });
  const client = createRequestClient({
    getToken: () => useSessionStore.getState().token,
    getDeviceId: () => useDeviceStore.getState().info.deviceId,
    onSessionExpired: (message) => {
      const isFirst = useSessionStore.getState().expire(currentPath(router));
      if (!isFirst) return;
      // The server's words in English (spec §8); in another language, the catalogue's.
      showToast({ content: i18n.locale === 'en' && message ? message : t`Please sign in again` });
      void navigator.reLaunch({ url: SIGN_IN_PATH }).catch(() => undefined);
    },
    loading: {
      show: () => showToast({ icon: 'loading', content: t`Loading…`, duration: 0, maskClickable: true }),
      hide: () => clearToasts(),
    },
  });
  const api = createApiCaller(client);
  setApiCaller(api, client);
  return { router, navigator, client, api };
}

/** The services of the running app (created once in main.tsx). */
export function getAppServices(): AppServices {
  if (!services) services = createAppServices();
  return services;
}
