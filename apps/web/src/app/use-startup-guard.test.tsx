import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Navigator } from '../lib/navigation/navigator';
import { useRoleSetupStore } from '../stores/role-setup-store';
import { useStartupGuard } from './use-startup-guard';

function fakeNavigator() {
  const redirectTo = vi.fn(async (_options: { url: string }) => undefined);
  return { navigator: { redirectTo } as unknown as Navigator, redirectTo };
}

function setVisibility(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

const COMPLETE = {
  hasInitSet: true,
  roleInfo: { id: 1, styleList: [{ key: 'patient', selected: true }] },
  initSetting: { nativeLanguage: 'es', experience: { type: 'A1' } },
};

describe('the start-up guard in the app', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    useRoleSetupStore.setState(COMPLETE);
  });

  it('lets a learner with a complete setup stay where they are', () => {
    const { navigator, redirectTo } = fakeNavigator();
    renderHook(() => useStartupGuard(navigator, () => '/chat/home'));
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('checks again when the app is shown again, and only then', () => {
    const { navigator, redirectTo } = fakeNavigator();
    renderHook(() => useStartupGuard(navigator, () => '/chat/mine'));
    useRoleSetupStore.setState({ initSetting: null });
    setVisibility('hidden');
    expect(redirectTo).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(redirectTo).toHaveBeenCalledWith({ url: '/chat/initialization/nativeLanguage' });
  });

  it('sends a learner without a selected style to switch roles when the app is shown', () => {
    const { navigator, redirectTo } = fakeNavigator();
    renderHook(() => useStartupGuard(navigator, () => '/chat/home'));
    useRoleSetupStore.setState({ roleInfo: { id: 1, styleList: [{ key: 'patient', selected: false }] } });
    setVisibility('visible');
    expect(redirectTo).toHaveBeenCalledWith({ url: '/chat/switch-roles' });
  });

  it('leaves the exempt paths alone on show', () => {
    const { navigator, redirectTo } = fakeNavigator();
    useRoleSetupStore.setState({ hasInitSet: false, roleInfo: null, initSetting: null });
    for (const path of ['/', '/chat/sign-in', '/chat/intro', '/chat/auth/callback']) {
      const { unmount } = renderHook(() => useStartupGuard(navigator, () => path));
      setVisibility('visible');
      unmount();
    }
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('stops listening once the app is gone', () => {
    const { navigator, redirectTo } = fakeNavigator();
    const { unmount } = renderHook(() => useStartupGuard(navigator, () => '/chat/home'));
    unmount();
    useRoleSetupStore.setState({ hasInitSet: false });
    setVisibility('visible');
    expect(redirectTo).not.toHaveBeenCalled();
  });
});
