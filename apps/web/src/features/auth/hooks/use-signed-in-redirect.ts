// The intro and sign-in pages are for a visitor who is signed out. A learner who is signed in and
// opens one of them (a bookmark, the browser's back button, typing the address) goes on instead:
// to home when the setup is done, else to the setup step the start-up guard would send them to.
import { useEffect, useState } from 'react';
import { useNavigator } from '../../../lib/navigator-context';
import { missingSetupStep } from '../../../lib/navigation/setup-guard';
import { useRoleSetupStore } from '../../../stores/role-setup-store';
import { useSessionStore } from '../../../stores/session-store';
import { FALLBACK_PATH } from '../../../constants';

/** Where a signed-in learner belongs instead of a signed-out page, or null when signed out. */
export function signedInDestination(): string | null {
  if (!useSessionStore.getState().token) return null;
  return missingSetupStep(useRoleSetupStore.getState()) ?? FALLBACK_PATH;
}

/**
 * Sends a signed-in learner on with a replace navigation (the page they left is not kept to go
 * back to). Decided once, when the page opens: signing in on the page itself sets a token too, and
 * then the sign-in flow decides where to go. Returns true while leaving: render nothing then.
 */
export function useSignedInRedirect(): boolean {
  const navigator = useNavigator();
  const [destination] = useState(signedInDestination);
  useEffect(() => {
    if (destination) void navigator.reLaunch({ url: destination }).catch(() => undefined);
  }, [navigator, destination]);
  return destination !== null;
}
