// Password reset, step 2: the mailed code; a correct code leads to choosing a new password.
import { Button, ErrorBlock } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageFrame } from '../../components/page-frame';
import { useNavigator } from '../../lib/navigator-context';
import { CodeStep } from '../../features/auth/components/code-step';
import { useAuthFlowStore } from '../../features/auth/stores/auth-flow-store';

export default function ForgotAuthPage() {
  const navigator = useNavigator();
  const { t } = useLingui();
  const hasEmail = useAuthFlowStore((s) => s.codeType === 'reset' && s.email !== '');

  if (!hasEmail) {
    return (
      <PageFrame title={t`Forgot Auth`}>
        <ErrorBlock status="default" title={t`Start again`} description={t`Enter your e-mail address first.`} />
        <Button block color="primary" onClick={() => void navigator.redirectTo({ url: '/chat/sign/forgot' })}>
          <Trans>Enter e-mail</Trans>
        </Button>
      </PageFrame>
    );
  }

  const toNewPassword = async (authCode: string) => {
    useAuthFlowStore.getState().setAuthCode(authCode);
    await navigator.redirectTo({ url: '/chat/sign/reset-password' });
  };

  return (
    <PageFrame title={t`Forgot Auth`}>
      <CodeStep codeType="reset" submitLabel={t`Continue`} onVerified={toNewPassword} />
    </PageFrame>
  );
}
