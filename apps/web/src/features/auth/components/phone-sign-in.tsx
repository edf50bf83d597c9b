// Sign in with a phone number and a 6-digit text-message code (spec §4 "Phone authorisation":
// one attempt at a time; a second tap says it is authorising; §8 messages).
import { useRef, useState, type FormEvent } from 'react';
import { Button, DotLoading, Toast } from 'antd-mobile';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SessionData } from '@parley/contract/user';
import { TextField } from '../../../components/text-field';
import { FormAlert } from '../../../components/form-alert';
import { describeError } from '../../../lib/request/error-message';
import { useSessionStore } from '../../../stores/session-store';
import { checkPhoneCodeCall, phoneLoginCall, sendPhoneCodeCall } from '../../../api/third';
import { useCountdown } from '../hooks/use-countdown';
import { ConsoleCodeNotice } from './console-code-notice';

const PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;

export function PhoneSignIn({ onSignedIn }: { onSignedIn(session: SessionData): Promise<void> }) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [resendAt, setResendAt] = useState(0);
  const [hasCode, setHasCode] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const secondsLeft = useCountdown(resendAt);
  const isAuthorising = useRef(false);
  const [busy, setBusy] = useState(false);
  const normalised = phone.replace(/[\s.()-]/g, '');
  const { t } = useLingui();

  const sendCode = async () => {
    if (!PHONE_PATTERN.test(normalised)) {
      setFieldError(t`Enter your number with the country code, e.g. +44 7700 900123.`);
      return;
    }
    setFieldError(null);
    setServerMessage(null);
    try {
      const { resendAfter } = await sendPhoneCodeCall(normalised);
      setResendAt(Date.now() + resendAfter * 1000);
      setHasCode(true);
    } catch (error) {
      setServerMessage(describeError(error));
    }
  };

  const authorise = async (event: FormEvent) => {
    event.preventDefault();
    if (isAuthorising.current) {
      Toast.show({ content: t`authorising` });
      return;
    }
    if (!/^\d{6}$/.test(code.trim())) {
      setFieldError(t`Enter the 6-digit code.`);
      return;
    }
    isAuthorising.current = true;
    setBusy(true);
    setFieldError(null);
    try {
      const { phoneAccessToken } = await checkPhoneCodeCall(normalised, code.trim());
      const session = await phoneLoginCall(phoneAccessToken);
      Toast.show({ content: t`login successful` });
      await onSignedIn(session);
    } catch (error) {
      useSessionStore.getState().setToken(null);
      const reason = describeError(error);
      setServerMessage(t`authorisation failed, please retry (${reason})`);
    } finally {
      isAuthorising.current = false;
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={(event) => void authorise(event)} noValidate aria-label={t`Sign in with your phone`}>
      <TextField label={t`Phone number`} type="tel" autoComplete="tel" inputMode="tel" value={phone} onChange={setPhone} error={hasCode ? null : fieldError} hint={t`With the country code, e.g. +44 7700 900123.`} />
      <button type="button" className="link-button" disabled={secondsLeft > 0} onClick={() => void sendCode()}>
        {secondsLeft > 0
          ? t`${plural(secondsLeft, { one: 'Send a new code in # s', other: 'Send a new code in # s' })}`
          : hasCode
            ? t`Send a new code`
            : t`Send me a code`}
      </button>
      {hasCode && <ConsoleCodeNotice channel="sms" />}
      {hasCode && <TextField label={t`Code from the text message`} value={code} onChange={(v) => setCode(v.replace(/\D/g, '').slice(0, 6))} inputMode="numeric" autoComplete="one-time-code" error={fieldError} />}
      <FormAlert message={serverMessage} />
      {/* Not disabled while busy: a second tap must be able to say 'authorising' (spec §8). */}
      <Button block color="primary" size="large" type="submit" disabled={!hasCode} aria-busy={busy}>
        {busy && <DotLoading color="currentColor" />} <Trans>Sign in with phone</Trans>
      </Button>
    </form>
  );
}
