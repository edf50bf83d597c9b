// The session of spec §3/§4: the token (kept under one storage key), the expired flag and the path
// to return to after sign-in. Setting an empty token clears it.
import { create } from 'zustand';
import { TOKEN_STORAGE_KEY } from '../constants';

interface SessionState {
  token: string | null;
  isExpired: boolean;
  returnPath: string | null;
  setToken(token: string | null | undefined): void;
  /**
   * Called on an expiry answer: clears the token and remembers where the learner was.
   * Returns false when the session was already marked expired (so the redirect happens once).
   */
  expire(currentPath: string): boolean;
  takeReturnPath(): string | null;
}

function readStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

function writeStoredToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
    else localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Private mode or a full storage: the session lasts for this tab only.
  }
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  token: readStoredToken(),
  isExpired: false,
  returnPath: null,
  setToken(token) {
    const value = token ? token : null;
    writeStoredToken(value);
    set({ token: value, isExpired: value ? false : get().isExpired });
  },
  expire(currentPath) {
    if (get().isExpired) return false;
    writeStoredToken(null);
    set({ token: null, isExpired: true, returnPath: currentPath });
    return true;
  },
  takeReturnPath() {
    const path = get().returnPath;
    set({ returnPath: null });
    return path;
  },
}));
