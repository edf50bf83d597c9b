// What the sign-up and reset screens hand to each other (spec §3: the sign-up draft and the auth
// code). Kept in memory only: a password never goes to storage.
import { create } from 'zustand';
import type { CodeType } from '@parley/contract/user';

interface AuthFlowState {
  email: string;
  password: string;
  codeType: CodeType;
  authCode: string | null;
  /** When the server allows the next code to be sent (ms since epoch). */
  resendAt: number;
  startFlow(flow: { email: string; password?: string; codeType: CodeType; resendAfterSeconds: number }): void;
  setResendAfter(seconds: number): void;
  setAuthCode(authCode: string | null): void;
  clear(): void;
}

const EMPTY = { email: '', password: '', codeType: 'signup' as CodeType, authCode: null, resendAt: 0 };

export const useAuthFlowStore = create<AuthFlowState>()((set) => ({
  ...EMPTY,
  startFlow: ({ email, password = '', codeType, resendAfterSeconds }) =>
    set({ email, password, codeType, authCode: null, resendAt: Date.now() + resendAfterSeconds * 1000 }),
  setResendAfter: (seconds) => set({ resendAt: Date.now() + seconds * 1000 }),
  setAuthCode: (authCode) => set({ authCode }),
  clear: () => set(EMPTY),
}));
