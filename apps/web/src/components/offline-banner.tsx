// Says plainly when the device is offline (the app shell still opens from the service worker).
import { useSyncExternalStore } from 'react';
import { Trans } from '@lingui/react/macro';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function OfflineBanner() {
  const isOnline = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  if (isOnline) return null;
  return (
    <div className="offline-banner" role="status">
      <Trans>You are offline. Conversations and lookups need the network; Parley reconnects by itself.</Trans>
    </div>
  );
}
