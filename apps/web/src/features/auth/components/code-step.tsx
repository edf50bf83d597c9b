// The code screen shared by sign-up and password reset: enter the 6-digit code from the mail,
// or ask for a new one when the countdown ends.
import { useState, type FormEvent } from 'react';
import { Button } from 'antd-mobile';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CodeType } from '@parley/contract/user';
import { TextField } from '../../../components/text-field';
import { FormAlert } from '../../../components/form-alert';
import { describeError } from '../../../lib/request/error-message';
import { checkCode } from '../validation';
import { useCheckEmailVerifyCode } from '../../../api/user';
import { useSendEmailVerifyCode } from '../../../api/user';
import { useCountdown } from '../hooks/use-countdown';
import { useAuthFlowStore } from '../stores/auth-flow-store';
import { ConsoleCodeNotice } from './console-code-notice';

interface CodeStepProps {
  codeType: CodeType;
  onVerified(authCode: string): Promise<void> | void;
  submitLabel: string;
}

export function CodeStep({ codeType, onVerified, submitLabel }: CodeStepProps) {
  const email = useAuthFlowStore((s) => s.email);
  const resendAt = useAuthFlowStore((s) => s.resendAt);
  const secondsLeft = useCountdown(resendAt);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [hasResent, setHasResent] = useState(false);
  const { t } = useLingui();
  const check = useCheckEmailVerifyCode();
  const resend = useSendEmailVerifyCode();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkCode(code);
    setCodeError(problem);
    if (problem) return;
    setServerMessage(null);
    try {
      const { authCode } = await check.mutateAsync({ email, type: codeType, code: code.trim() });
      await onVerified(authCode);
    } catch (error) {
      setServerMessage(describeError(error));
    }
  };

  const resendCode = async () => {
    setServerMessage(null);
    try {
      const { resendAfter } = await resend.mutateAsync({ email, type: codeType });
      useAuthFlowStore.getState().setResendAfter(resendAfter);
      setHasResent(true);
    } catch (error) {
      setServerMessage(describeError(error));
    }
  };

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="form__lead">
        <Trans>
          We sent a 6-digit code to <strong>{email}</strong>. It is valid for 10 minutes.
        </Trans>
      </p>
      <ConsoleCodeNotice channel="mail" />
      <TextField
        label={t`Verification code`}
        value={code}
        onChange={(v) => setCode(v.replace(/\D/g, '').slice(0, 6))}
        error={codeError}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
      />
      <FormAlert message={serverMessage} />
      {hasResent && !serverMessage && (
        <p className="field__hint" role="status">
          <Trans>We sent a new code.</Trans>
        </p>
      )}
      <Button block color="primary" size="large" type="submit" loading={check.isPending}>
        {submitLabel}
      </Button>
      <button type="button" className="link-button" disabled={secondsLeft > 0 || resend.isPending} onClick={() => void resendCode()}>
        {secondsLeft > 0 ? t`${plural(secondsLeft, { one: 'Send a new code in # s', other: 'Send a new code in # s' })}` : t`Send a new code`}
      </button>
    </form>
  );
}
