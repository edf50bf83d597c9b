// Signing out: the server revokes the token, the app forgets it and returns to the intro page.
// The local token is cleared even when the server cannot be reached.
import { useState } from 'react';
import { useNavigator } from '../../../lib/navigator-context';
import { useSessionStore } from '../../../stores/session-store';
import { INTRO_PATH } from '../../../constants';
import { logoutCall } from '../../../api/user';
import { forgetReviewOnThisDevice } from '../../../api/review';

export function useSignOut() {
  const navigator = useNavigator();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const signOut = async () => {
    setIsSigningOut(true);
    try {
      await logoutCall();
    } catch {
      // Already signed out on the server, or offline: forgetting the token locally still signs out.
    } finally {
      useSessionStore.getState().setToken(null);
      forgetReviewOnThisDevice();
      setIsSigningOut(false);
      void navigator.reLaunch({ url: INTRO_PATH });
    }
  };
  return { signOut, isSigningOut };
}
