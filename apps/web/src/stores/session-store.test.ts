import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../constants';
import { useSessionStore } from './session-store';

describe('the session store', () => {
  beforeEach(() => useSessionStore.setState({ token: null, isExpired: false, returnPath: null }));

  it('keeps the token under one storage key', () => {
    useSessionStore.getState().setToken('tok-1');
    expect(useSessionStore.getState().token).toBe('tok-1');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-1');
    expect(Object.keys(localStorage)).toEqual([TOKEN_STORAGE_KEY]);
  });

  it.each([[''], [null], [undefined]])('clears the token when set to %j', (empty) => {
    useSessionStore.getState().setToken('tok-1');
    useSessionStore.getState().setToken(empty);
    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('starts with the stored token, and treats a stored empty one as none', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'saved-token');
    vi.resetModules();
    expect((await import('./session-store')).useSessionStore.getState().token).toBe('saved-token');
    localStorage.setItem(TOKEN_STORAGE_KEY, '');
    vi.resetModules();
    expect((await import('./session-store')).useSessionStore.getState().token).toBeNull();
  });

  it('on expiry clears the token and remembers the page once, until a new token arrives', () => {
    const { setToken, expire, takeReturnPath } = useSessionStore.getState();
    setToken('tok-1');
    expect(expire('/chat/mine?tab=2')).toBe(true);
    expect(useSessionStore.getState()).toMatchObject({ token: null, isExpired: true, returnPath: '/chat/mine?tab=2' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(expire('/chat/home')).toBe(false);
    expect(takeReturnPath()).toBe('/chat/mine?tab=2');
    expect(takeReturnPath()).toBeNull();

    // An empty token is not a sign-in: still expired.
    setToken('');
    expect(useSessionStore.getState().isExpired).toBe(true);
    setToken('tok-2');
    expect(useSessionStore.getState().isExpired).toBe(false);
    expect(expire('/chat/home')).toBe(true);
  });

  it('keeps working when storage is unavailable', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota exceeded', 'QuotaExceededError');
    });
    useSessionStore.getState().setToken('tok-1');
    expect(useSessionStore.getState().token).toBe('tok-1');
    setItem.mockRestore();
  });
});
