import { Button, Result } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageFrame } from '../../components/page-frame';
import { useNavigator } from '../../lib/navigator-context';

export default function PasswordChangedPage() {
  const navigator = useNavigator();
  const { t } = useLingui();
  return (
    <PageFrame title={t`Password changed`} hasBack={false}>
      <Result status="success" title={t`Password changed`} description={t`Sign in with your new password. Other devices have been signed out.`} />
      <Button block color="primary" size="large" onClick={() => void navigator.reLaunch({ url: '/chat/sign-in' })}>
        <Trans>Sign in</Trans>
      </Button>
    </PageFrame>
  );
}
