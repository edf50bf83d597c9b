// "Delete my account": a sheet that says what goes, sends a code to the account's address, and
// deletes the account once the code is entered. `onDeleted` signs the learner out (the page's job).
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Popup } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import { verifyCodeSchema } from '@parley/contract/user';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { useDeleteAccount, useSendDeleteAccountCode } from '../../../api/account-data';
import { describeError } from '../../../lib/request/error-message';

interface DeleteAccountSheetProps {
  isOpen: boolean;
  onClose(): void;
  onDeleted(): void;
  /** Shown under "we sent a code" (the console-code notice when the server has no mail server). */
  codeNotice?: ReactNode;
}

export function DeleteAccountSheet({ isOpen, onClose, onDeleted, codeNotice }: DeleteAccountSheetProps) {
  const { t } = useLingui();
  const sendCode = useSendDeleteAccountCode();
  const remove = useDeleteAccount();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const sentTo = sendCode.data?.sentTo;

  const close = () => {
    setCode('');
    setCodeError(null);
    sendCode.reset();
    remove.reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const isValid = verifyCodeSchema.safeParse(code).success;
    setCodeError(isValid ? null : t`Enter the 6-digit code.`);
    if (!isValid) return;
    try {
      await remove.mutateAsync({ code: code.trim() });
      onDeleted();
    } catch {
      // Shown from the mutation's error below.
    }
  };

  return (
    <Popup visible={isOpen} onMaskClick={close} onClose={close} bodyStyle={{ borderTopLeftRadius: 16, borderTopRightRadius: 16 }}>
      <section className="sheet" aria-label={t`Delete my account`}>
        <h2 className="sheet__title">
          <Trans>Delete your account?</Trans>
        </h2>
        <p>
          <Trans>
            Your chats, scene progress, saved words and phrases, what your partner remembers, your settings and your recordings are deleted for good,
            and you are signed out everywhere. Export your data first if you want to keep it.
          </Trans>
        </p>
        {!sentTo ? (
          <>
            <FormAlert message={sendCode.error ? describeError(sendCode.error) : null} />
            <Button block color="danger" size="large" loading={sendCode.isPending} onClick={() => sendCode.mutate()}>
              <Trans>Send me a code to confirm</Trans>
            </Button>
          </>
        ) : (
          <form className="form" onSubmit={(event) => void submit(event)} noValidate>
            <p className="form__lead">
              <Trans>
                We sent a 6-digit code to <strong>{sentTo}</strong>. It is valid for 10 minutes.
              </Trans>
            </p>
            {codeNotice}
            <TextField
              label={t`Confirmation code`}
              value={code}
              onChange={(v) => setCode(v.replace(/\D/g, '').slice(0, 6))}
              error={codeError}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
            <FormAlert message={remove.error ? describeError(remove.error) : null} />
            <Button block color="danger" size="large" type="submit" loading={remove.isPending}>
              <Trans>Delete my account for good</Trans>
            </Button>
          </form>
        )}
        <button type="button" className="link-button" onClick={close}>
          <Trans>Keep my account</Trans>
        </button>
      </section>
    </Popup>
  );
}
