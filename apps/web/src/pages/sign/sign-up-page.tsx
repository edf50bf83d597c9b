// Sign-up, step 1: e-mail and password (the draft of spec §3), then a code is mailed.
import { useState, type FormEvent } from 'react';
import { Button } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageFrame } from '../../components/page-frame';
import { TextField } from '../../components/text-field';
import { FormAlert } from '../../components/form-alert';
import { describeError } from '../../lib/request/error-message';
import { useNavigator } from '../../lib/navigator-context';
import { useSendEmailVerifyCode } from '../../api/user';
import { useAuthFlowStore } from '../../features/auth/stores/auth-flow-store';
import { checkEmail, checkPassword, checkRepeat } from '../../features/auth/validation';

export default function SignUpPage() {
  const navigator = useNavigator();
  const { t } = useLingui();
  const sendCode = useSendEmailVerifyCode();
  const [email, setEmail] = useState(useAuthFlowStore.getState().email);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { email: checkEmail(email), password: checkPassword(password), repeat: checkRepeat(password, repeat) };
    setErrors(next);
    if (next.email || next.password || next.repeat) return;
    setServerMessage(null);
    try {
      const normalisedEmail = email.trim().toLowerCase();
      const { resendAfter } = await sendCode.mutateAsync({ email: normalisedEmail, type: 'signup' });
      useAuthFlowStore.getState().startFlow({ email: normalisedEmail, password, codeType: 'signup', resendAfterSeconds: resendAfter });
      await navigator.navigateTo({ url: '/chat/sign/sign-up-auth' });
    } catch (error) {
      setServerMessage(describeError(error));
    }
  };

  return (
    <PageFrame title={t`SignUp`}>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <p className="form__lead">
          <Trans>Create your account. We will mail you a code to confirm your address.</Trans>
        </p>
        <TextField label={t`E-mail`} type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.email} />
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          hint={t`8 to 128 characters.`}
        />
        <TextField
          label={t`Repeat password`}
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={setRepeat}
          error={errors.repeat}
        />
        <FormAlert message={serverMessage} />
        <Button block color="primary" size="large" type="submit" loading={sendCode.isPending}>
          <Trans>Send code</Trans>
        </Button>
        <button type="button" className="link-button" onClick={() => void navigator.redirectTo({ url: '/chat/sign-in' })}>
          <Trans>I already have an account</Trans>
        </button>
      </form>
    </PageFrame>
  );
}
