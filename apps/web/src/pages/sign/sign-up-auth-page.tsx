// Sign-up, step 2: the mailed code; a correct code creates the account and signs in.
import { ErrorBlock, Button } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageFrame } from '../../components/page-frame';
import { useNavigator } from '../../lib/navigator-context';
import { CodeStep } from '../../features/auth/components/code-step';
import { useSignup } from '../../api/user';
import { useFinishSignIn } from '../../features/auth/hooks/use-finish-sign-in';
import { useAuthFlowStore } from '../../features/auth/stores/auth-flow-store';

export default function SignUpAuthPage() {
  const navigator = useNavigator();
  const { t } = useLingui();
  const signup = useSignup();
  const finishSignIn = useFinishSignIn();
  const hasDraft = useAuthFlowStore((s) => s.codeType === 'signup' && s.email !== '' && s.password !== '');

  if (!hasDraft) {
    return (
      <PageFrame title={t`Sign Up Auth`}>
        <ErrorBlock status="default" title={t`Start from the sign-up form`} description={t`Your e-mail and password are not here any more.`} />
        <Button block color="primary" onClick={() => void navigator.redirectTo({ url: '/chat/sign-up' })}>
          <Trans>Go to sign-up</Trans>
        </Button>
      </PageFrame>
    );
  }

  const createAccount = async (authCode: string) => {
    const { email, password } = useAuthFlowStore.getState();
    await finishSignIn(await signup.mutateAsync({ email, password, authCode }));
  };

  return (
    <PageFrame title={t`Sign Up Auth`}>
      <CodeStep codeType="signup" submitLabel={t`Create account`} onVerified={createAccount} />
    </PageFrame>
  );
}
