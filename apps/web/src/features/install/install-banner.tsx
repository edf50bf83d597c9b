// The install offer on home, shown once the learner has had a conversation (issue 22: at a sensible
// moment, never on the intro). Chromium: a button that opens the browser's install dialog.
// iPhone/iPad: the two taps Safari needs, since it offers no dialog.
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { Trans } from '@lingui/react/macro';
import { PRODUCT_NAME } from '../../constants';
import { installOffer, isRunningInstalled, useInstallStore } from './install-store';
import './install.css';

export function InstallBanner() {
  const promptEvent = useInstallStore((s) => s.promptEvent);
  const isInstalled = useInstallStore((s) => s.isInstalled);
  const dismissedAt = useInstallStore((s) => s.dismissedAt);
  const dismiss = useInstallStore((s) => s.dismiss);
  const install = useInstallStore((s) => s.install);
  // The snooze is counted from when home opened: a dismissal made here is always newer.
  const [openedAt] = useState(() => Date.now());
  const offer = installOffer({ promptEvent, isInstalled, dismissedAt }, { isRunningInstalled: isRunningInstalled(), userAgent: navigator.userAgent, now: openedAt });
  if (!offer) return null;

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
