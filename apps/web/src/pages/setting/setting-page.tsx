// Settings: playback and practice preferences that change at once, the interface language and the
// colour scheme of this device, signing out, and the learner's own data: export it, or delete the
// account (then signed out to the intro).
import { useState } from 'react';
import { Button, Dialog } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageFrame } from '../../components/page-frame';
import { DeleteAccountSheet } from '../../features/account-data/components/delete-account-sheet';
import { ExportDataButton } from '../../features/account-data/components/export-data-button';
import { ConsoleCodeNotice } from '../../features/auth/components/console-code-notice';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { AppearanceSettingsList } from '../../features/settings/appearance-settings-list';
import { PracticeSettingsList } from '../../features/settings/practice-settings-list';
import { INTRO_PATH } from '../../constants';
import { useNavigator } from '../../lib/navigator-context';
import { useSessionStore } from '../../stores/session-store';
import { forgetReviewOnThisDevice } from '../../api/review';

export default function SettingPage() {
  const { t } = useLingui();
  const { signOut, isSigningOut } = useSignOut();
  const navigator = useNavigator();
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);

  const confirmSignOut = async () => {
    const isConfirmed = await Dialog.confirm({ content: t`Sign out of Parley on this device?`, confirmText: t`Sign out`, cancelText: t`Cancel` });
    if (isConfirmed) await signOut();
  };

  // The server has already ended every session: only this device's token is left to forget.
  const afterDeletion = () => {
    setIsDeleteOpen(false);
    useSessionStore.getState().setToken(null);
    forgetReviewOnThisDevice();
    void navigator.reLaunch({ url: INTRO_PATH });
  };

  return (
    <PageFrame title={t`Settings`}>
      <PracticeSettingsList />
      <AppearanceSettingsList />
      <div className="settings-actions">
        <Button block color="danger" fill="outline" size="large" loading={isSigningOut} onClick={() => void confirmSignOut()}>
          <Trans>Sign out</Trans>
        </Button>
      </div>
      <section className="account-data" aria-label={t`Your data`}>
        <h2 className="link-list__header">
          <Trans>Your data</Trans>
        </h2>
        <ExportDataButton />
        <div className="account-data__action">
          <Button block color="danger" fill="none" size="large" onClick={() => setIsDeleteOpen(true)}>
            <Trans>Delete my account</Trans>
          </Button>
        </div>
      </section>
      <DeleteAccountSheet isOpen={isDeleteOpen} onClose={() => setIsDeleteOpen(false)} onDeleted={afterDeletion} codeNotice={<ConsoleCodeNotice channel="mail" />} />
    </PageFrame>
  );
}
