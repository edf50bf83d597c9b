// Password reset, step 1: the e-mail address to send a reset code to.
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
import { checkEmail } from '../../features/auth/validation';

export default function ForgotPage() {
  const navigator = useNavigator();
  const { t } = useLingui();
  const sendCode = useSendEmailVerifyCode();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkEmail(email);
    setEmailError(problem);
    if (problem) return;
    setServerMessage(null);
    try {
      const normalisedEmail = email.trim().toLowerCase();
      const { resendAfter } = await sendCode.mutateAsync({ email: normalisedEmail, type: 'reset' });
      useAuthFlowStore.getState().startFlow({ email: normalisedEmail, codeType: 'reset', resendAfterSeconds: resendAfter });
      await navigator.navigateTo({ url: '/chat/sign/forgot-auth' });
    } catch (error) {
      setServerMessage(describeError(error));
    }
  };

  return (
    <PageFrame title={t`Forgot your password`}>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <p className="form__lead">
          <Trans>Enter the e-mail address of your account. If it has one, we will mail you a code.</Trans>
        </p>
        <TextField label={t`E-mail`} type="email" autoComplete="email" value={email} onChange={setEmail} error={emailError} />
        <FormAlert message={serverMessage} />
        <Button block color="primary" size="large" type="submit" loading={sendCode.isPending}>
          <Trans>Send code</Trans>
        </Button>
      </form>
    </PageFrame>
  );
}
