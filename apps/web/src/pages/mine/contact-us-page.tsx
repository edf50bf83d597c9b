// Contact us: a message to support, with length limits and a confirmation.
import { useState, type FormEvent } from 'react';
import { Button, Result } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX } from '@parley/contract/feedback';
import { PageFrame } from '../../components/page-frame';
import { TextField } from '../../components/text-field';
import { FormAlert } from '../../components/form-alert';
import { useNavigator } from '../../lib/navigator-context';
import { describeError } from '../../lib/request/error-message';
import { useContactUs } from '../../api/feedback';
import { useUserInfo } from '../../api/user';
import { checkEmail } from '../../features/auth/validation';

export default function ContactUsPage() {
  const navigator = useNavigator();
  const { t } = useLingui();
  const userInfo = useUserInfo();
  const send = useContactUs();
  const [email, setEmail] = useState<string | null>(null);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const messageLength = message.length;
  const effectiveEmail = email ?? userInfo.data?.userInfo.email ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      email: checkEmail(effectiveEmail),
      subject: subject.trim().length < 3 ? t`Give your message a subject (3 characters or more).` : null,
      message: message.trim().length < 10 ? t`Tell us a little more (10 characters or more).` : null,
    };
    setErrors(next);
    if (next.email || next.subject || next.message) return;
    setServerMessage(null);
    try {
      await send.mutateAsync({ email: effectiveEmail, subject, message });
    } catch (error) {
      setServerMessage(describeError(error));
    }
  };

  if (send.isSuccess) {
    return (
      <PageFrame title={t`Contact us`}>
        <Result status="success" title={t`Message sent`} description={t`Thank you! We usually answer within two working days.`} />
        <Button block color="primary" onClick={() => void navigator.navigateBack().catch(() => navigator.switchTab({ url: '/chat/mine' }))}>
          <Trans>Back</Trans>
        </Button>
      </PageFrame>
    );
  }

  return (
    <PageFrame title={t`Contact us`}>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <p className="form__lead">
          <Trans>Questions, ideas or a problem? Write to us and we will reply by e-mail.</Trans>
        </p>
        <TextField label={t`Your e-mail`} type="email" autoComplete="email" value={effectiveEmail} onChange={setEmail} error={errors.email} />
        <TextField label={t`Subject`} value={subject} onChange={setSubject} error={errors.subject} maxLength={CONTACT_SUBJECT_MAX} />
        <div className={errors.message ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor="contact-message">
            <Trans>Message</Trans>
          </label>
          <textarea
            id="contact-message"
            className="field__input"
            rows={6}
            maxLength={CONTACT_MESSAGE_MAX}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby="contact-message-count"
          />
          <p id="contact-message-count" className="field__hint">
            <Trans comment="Characters typed of the most allowed">
              {messageLength} / {CONTACT_MESSAGE_MAX}
            </Trans>
          </p>
          {errors.message && (
            <p className="field__error" role="alert">
              {errors.message}
            </p>
          )}
        </div>
        <FormAlert message={serverMessage} />
        <Button block color="primary" size="large" type="submit" loading={send.isPending}>
          <Trans>Send</Trans>
        </Button>
      </form>
    </PageFrame>
  );
}
