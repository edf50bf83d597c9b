// Password reset, step 3: the new password. Every session of the account is signed out.
import { useState, type FormEvent } from 'react';
import { Button, ErrorBlock } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageFrame } from '../../components/page-frame';
import { TextField } from '../../components/text-field';
import { FormAlert } from '../../components/form-alert';
import { describeError } from '../../lib/request/error-message';
import { useNavigator } from '../../lib/navigator-context';
import { useSessionStore } from '../../stores/session-store';
import { useResetPassword } from '../../api/user';
import { useAuthFlowStore } from '../../features/auth/stores/auth-flow-store';
import { checkPassword, checkRepeat } from '../../features/auth/validation';

export default function ResetPasswordPage() {
  const navigator = useNavigator();
  const { t } = useLingui();
  const reset = useResetPassword();
  const { email, authCode } = useAuthFlowStore();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  if (!authCode) {
    return (
      <PageFrame title={t`Reset your password`}>
        <ErrorBlock status="default" title={t`Confirm your e-mail first`} description={t`Ask for a reset code to choose a new password.`} />
        <Button block color="primary" onClick={() => void navigator.redirectTo({ url: '/chat/sign/forgot' })}>
          <Trans>Ask for a code</Trans>
        </Button>
      </PageFrame>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { password: checkPassword(password), repeat: checkRepeat(password, repeat) };
    setErrors(next);
    if (next.password || next.repeat) return;
    setServerMessage(null);
    try {
      await reset.mutateAsync({ email, password, authCode });
      useSessionStore.getState().setToken(null);
      useAuthFlowStore.getState().clear();
      await navigator.reLaunch({ url: '/chat/sign/password-changed' });
    } catch (error) {
      setServerMessage(describeError(error));
    }
  };

  return (
    <PageFrame title={t`Reset your password`}>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <p className="form__lead">
          <Trans>Choose a new password for {email}. You will be signed out everywhere.</Trans>
        </p>
        <TextField label={t`New password`} type="password" autoComplete="new-password" value={password} onChange={setPassword} error={errors.password} hint={t`8 to 128 characters.`} />
        <TextField label={t`Repeat new password`} type="password" autoComplete="new-password" value={repeat} onChange={setRepeat} error={errors.repeat} />
        <FormAlert message={serverMessage} />
        <Button block color="primary" size="large" type="submit" loading={reset.isPending}>
          <Trans>Save new password</Trans>
        </Button>
      </form>
    </PageFrame>
  );
}
