// The install offer on home, shown once the learner has had a conversation (issue 22: at a sensible
// moment, never on the intro). Chromium: a button that opens the browser's install dialog.
// iPhone/iPad: the two taps Safari needs, since it offers no dialog.
import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { Trans } from '@lingui/react/macro';
import { PRODUCT_NAME } from '../../constants';
import { installOffer, isRunningInstalled, useInstallStore } from './install-store';
import './install.css';

/** `hasConversation`: home's answer shows a conversation of the learner's (false while it loads). */
export function InstallBanner({ hasConversation }: { hasConversation: boolean }) {
  const promptEvent = useInstallStore((s) => s.promptEvent);
  const isInstalled = useInstallStore((s) => s.isInstalled);
  const dismissedAt = useInstallStore((s) => s.dismissedAt);
  const hasConversed = useInstallStore((s) => s.hasConversed);
  const markConversed = useInstallStore((s) => s.markConversed);
  const dismiss = useInstallStore((s) => s.dismiss);
  const install = useInstallStore((s) => s.install);
  useEffect(() => {
    if (hasConversation) markConversed();
  }, [hasConversation, markConversed]);
  // The snooze is counted from when home opened: a dismissal made here is always newer.
  const [openedAt] = useState(() => Date.now());
  const offer = installOffer({ promptEvent, isInstalled, dismissedAt }, { isRunningInstalled: isRunningInstalled(), userAgent: navigator.userAgent, now: openedAt });
  // Whether to offer is decided when home opens, from what is known then (the first conversation
  // remembered, the browser's event already in): shown from the first frame or not at all, it never
  // pushes home down when home's answer or the event comes in (layout shift, issue 20). What comes
  // later is offered on the next visit. Installing or "Not now" still put it away at once.
  const [isOfferedAtOpen] = useState(() => hasConversed && offer !== null);
  if (!offer || !isOfferedAtOpen) return null;

  return (
    <section className="install-banner" aria-labelledby="install-banner-title">
      <h2 id="install-banner-title" className="install-banner__title">
        <Trans>Keep {PRODUCT_NAME} on your home screen</Trans>
      </h2>
      {offer === 'prompt' ? (
        <p className="install-banner__text">
          <Trans>Open it like an app, full screen, with one tap.</Trans>
        </p>
      ) : (
        <p className="install-banner__text">
          <Trans comment="iPhone steps: “Share” and “Add to Home Screen” are Safari’s own button names, as Safari shows them in this language">
            In Safari, tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>.
          </Trans>
        </p>
      )}
      <div className="install-banner__actions">
        {offer === 'prompt' && (
          <Button size="small" color="primary" onClick={() => void install()}>
            <Trans comment="Button: installs the app on the device">Install</Trans>
          </Button>
        )}
        <Button size="small" fill="none" onClick={() => dismiss()}>
          {offer === 'prompt' ? <Trans>Not now</Trans> : <Trans>Got it</Trans>}
        </Button>
      </div>
    </section>
  );
}
