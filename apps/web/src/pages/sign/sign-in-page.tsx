// Sign in with e-mail and password; links to sign-up and password reset.
import { useState, type FormEvent } from 'react';
import { Button, Tabs } from 'antd-mobile';
import { PhoneSignIn } from '../../features/auth/components/phone-sign-in';
import { startSingleSignOnCall } from '../../api/third';
import { PageFrame } from '../../components/page-frame';
import { TextField } from '../../components/text-field';
import { FormAlert } from '../../components/form-alert';
import { useNavigator } from '../../lib/navigator-context';
import { useLogin } from '../../api/user';
import { useFinishSignIn } from '../../features/auth/hooks/use-finish-sign-in';
import { checkEmail } from '../../features/auth/validation';

export default function SignInPage() {
  const navigator = useNavigator();
  const login = useLogin();
  const finishSignIn = useFinishSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string | null; password?: string | null }>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [method, setMethod] = useState<'email' | 'phone'>('email');

  const singleSignOn = async () => {
    setServerMessage(null);
    try {
      const { authorizeUrl } = await startSingleSignOnCall();
      window.location.assign(authorizeUrl);
    } catch (error) {
      setServerMessage((error as Error).message);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { email: checkEmail(email), password: password ? null : 'Enter your password.' };
    setErrors(next);
    if (next.email || next.password) return;
    setServerMessage(null);
    try {
      await finishSignIn(await login.mutateAsync({ email, password }));
    } catch (error) {
      setServerMessage((error as Error).message);
    }
  };

  return (
    <PageFrame title="Login">
      <Tabs activeKey={method} onChange={(key: string) => setMethod(key as 'email' | 'phone')}>
        <Tabs.Tab key="email" title="E-mail" />
        <Tabs.Tab key="phone" title="Phone" />
      </Tabs>
      {method === 'phone' ? (
        <PhoneSignIn onSignedIn={finishSignIn} />
      ) : (
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <p className="form__lead">Welcome back. Sign in to continue practising.</p>
        <TextField label="E-mail" type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.email} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <FormAlert message={serverMessage} />
        <Button block color="primary" size="large" type="submit" loading={login.isPending}>
          Sign in
        </Button>
        <div className="form__links">
          <button type="button" className="link-button" onClick={() => void navigator.navigateTo({ url: '/chat/sign/forgot' })}>
            Forgot your password?
          </button>
          <button type="button" className="link-button" onClick={() => void navigator.navigateTo({ url: '/chat/sign-up' })}>
            Create an account
          </button>
        </div>
        <p className="form__divider">or</p>
        <Button block fill="outline" onClick={() => void singleSignOn()}>
          Continue with single sign-on
        </Button>
      </form>
      )}
    </PageFrame>
  );
}
