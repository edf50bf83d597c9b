// Sign in with e-mail and password; links to sign-up and password reset. A learner who is already
// signed in is sent on (home, or the setup step still missing) instead of seeing the form again.
import { useState, type FormEvent } from 'react';
import { Button, Tabs } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import { PhoneSignIn } from '../../features/auth/components/phone-sign-in';
import { startSingleSignOnCall } from '../../api/third';
import { PageFrame } from '../../components/page-frame';
import { TextField } from '../../components/text-field';
import { FormAlert } from '../../components/form-alert';
import { describeError } from '../../lib/request/error-message';
import { useNavigator } from '../../lib/navigator-context';
import { useLogin } from '../../api/user';
import { useFinishSignIn } from '../../features/auth/hooks/use-finish-sign-in';
import { useSignedInRedirect } from '../../features/auth/hooks/use-signed-in-redirect';
import { checkEmail } from '../../features/auth/validation';

export default function SignInPage() {
  const navigator = useNavigator();
  const { t } = useLingui();
  const isLeaving = useSignedInRedirect();
  const login = useLogin();
  const finishSignIn = useFinishSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string | null; password?: string | null }>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [method, setMethod] = useState<'email' | 'phone'>('email');
  if (isLeaving) return null;

  const singleSignOn = async () => {
    setServerMessage(null);
    try {
      const { authorizeUrl } = await startSingleSignOnCall();
      window.location.assign(authorizeUrl);
    } catch (error) {
      setServerMessage(describeError(error));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { email: checkEmail(email), password: password ? null : t`Enter your password.` };
    setErrors(next);
    if (next.email || next.password) return;
    setServerMessage(null);
    try {
      await finishSignIn(await login.mutateAsync({ email, password }));
    } catch (error) {
      setServerMessage(describeError(error));
    }
  };

  return (
    <PageFrame title={t`Login`}>
      <Tabs activeKey={method} onChange={(key: string) => setMethod(key as 'email' | 'phone')}>
        <Tabs.Tab key="email" title={t`E-mail`} />
        <Tabs.Tab key="phone" title={t`Phone`} />
      </Tabs>
      {method === 'phone' ? (
        <PhoneSignIn onSignedIn={finishSignIn} />
      ) : (
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <p className="form__lead">
          <Trans>Welcome back. Sign in to continue practising.</Trans>
        </p>
        <TextField label={t`E-mail`} type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.email} />
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <FormAlert message={serverMessage} />
        <Button block color="primary" size="large" type="submit" loading={login.isPending}>
          <Trans>Sign in</Trans>
        </Button>
        <div className="form__links">
          <button type="button" className="link-button" onClick={() => void navigator.navigateTo({ url: '/chat/sign/forgot' })}>
            <Trans>Forgot your password?</Trans>
          </button>
          <button type="button" className="link-button" onClick={() => void navigator.navigateTo({ url: '/chat/sign-up' })}>
            <Trans>Create an account</Trans>
          </button>
        </div>
        <p className="form__divider">
          <Trans comment="Between the sign-in form and the single sign-on button">or</Trans>
        </p>
        <Button block fill="outline" onClick={() => void singleSignOn()}>
          <Trans>Continue with single sign-on</Trans>
        </Button>
      </form>
      )}
    </PageFrame>
  );
}
