import { Button, Result } from 'antd-mobile';
import { PageFrame } from '../../components/page-frame';
import { useNavigator } from '../../lib/navigator-context';

export default function PasswordChangedPage() {
  const navigator = useNavigator();
  return (
    <PageFrame title="Password changed" hasBack={false}>
      <Result status="success" title="Password changed" description="Sign in with your new password. Other devices have been signed out." />
      <Button block color="primary" size="large" onClick={() => void navigator.reLaunch({ url: '/chat/sign-in' })}>
        Sign in
      </Button>
    </PageFrame>
  );
}
