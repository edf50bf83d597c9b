// Wraps every screen: keeps the document title and the navigator's page stack in step with the
// location (the browser's own back and forward buttons change it too).
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useLingui } from '@lingui/react';
import { PRODUCT_NAME } from '../constants';
import { useNavigator } from '../lib/navigator-context';
import { findRoute } from './routes';
import { useStartupGuard } from './use-startup-guard';
import { useDeviceRefresh } from './use-device-refresh';
import { clearDialogs } from './overlays';
import { OfflineBanner } from '../components/offline-banner';

export function RootLayout() {
  const { pathname, search } = useLocation();
  const navigator = useNavigator();
  const { i18n } = useLingui();
  // The tab's title is said again in a newly chosen language.
  const locale = i18n.locale;
  useStartupGuard(navigator, () => window.location.pathname + window.location.search);
  useDeviceRefresh();

  // A confirmation left open when the page changes (the phone's back button) would sit over the
  // next page and act on the one that is gone.
  useEffect(() => () => clearDialogs(), [pathname]);

  useEffect(() => {
    const route = findRoute(pathname);
    document.title = route && route.title !== PRODUCT_NAME ? `${i18n._(route.title)} · ${PRODUCT_NAME}` : PRODUCT_NAME;
    navigator.syncLocation(pathname + search);
  }, [pathname, search, navigator, i18n, locale]);

  return (
    <div className="app-frame">
      <OfflineBanner />
      <Outlet />
    </div>
  );
}
