// Settings: playback and practice preferences that change at once, and signing out.
import { Button, Dialog } from 'antd-mobile';
import { PageFrame } from '../../components/page-frame';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { PracticeSettingsList } from '../../features/settings/practice-settings-list';

export default function SettingPage() {
  const { signOut, isSigningOut } = useSignOut();

  const confirmSignOut = async () => {
    const isConfirmed = await Dialog.confirm({ content: 'Sign out of Parley on this device?', confirmText: 'Sign out', cancelText: 'Cancel' });
    if (isConfirmed) await signOut();
  };

  return (
    <PageFrame title="Settings">
      <PracticeSettingsList />
      <div className="settings-actions">
        <Button block color="danger" fill="outline" size="large" loading={isSigningOut} onClick={() => void confirmSignOut()}>
          Sign out
        </Button>
      </div>
    </PageFrame>
  );
}
