// Runs the start-up guard on every app show: when the app opens and when it becomes visible again.
import { useEffect } from 'react';
import { useRoleSetupStore } from '../stores/role-setup-store';
import type { Navigator } from '../lib/navigation/navigator';
import { guardRedirect, normaliseGuardPath } from '../lib/navigation/setup-guard';
import { findRoute } from './routes';

export function runStartupGuard(navigator: Navigator, currentPath: () => string): void {
  const path = currentPath();
  // An unknown path is on its way to /chat/404; the guard looks at real pages only.
  if (!findRoute(normaliseGuardPath(path)) && normaliseGuardPath(path) !== '/') return;
  const { hasInitSet, roleInfo, initSetting } = useRoleSetupStore.getState();
  const target = guardRedirect(path, { hasInitSet, roleInfo, initSetting });
  if (target) void navigator.redirectTo({ url: target }).catch(() => undefined);
}

export function useStartupGuard(navigator: Navigator, currentPath: () => string): void {
  useEffect(() => {
    runStartupGuard(navigator, currentPath);
    const onShow = () => {
      if (document.visibilityState === 'visible') runStartupGuard(navigator, currentPath);
    };
    document.addEventListener('visibilitychange', onShow);
    return () => document.removeEventListener('visibilitychange', onShow);
    // The guard runs on app show only, not on every navigation inside the app.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigator]);
}
