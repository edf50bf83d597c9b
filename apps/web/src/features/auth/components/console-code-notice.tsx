// Shown on a code screen when the server has no mail server (or text gateway): the code is in the
// server's console, so the learner knows to ask whoever runs Parley instead of waiting.
import { Trans } from '@lingui/react/macro';
import { useCodeDelivery } from '../../../api/config';

export function ConsoleCodeNotice({ channel }: { channel: 'mail' | 'sms' }) {
  const delivery = useCodeDelivery().data;
  if (delivery?.[channel] !== 'server-console') return null;
  return (
    <p className="field__hint" role="note">
      {channel === 'mail' ? (
        <Trans>This server does not send e-mail yet: the code is written to the server&apos;s console. Ask the person who runs Parley for it.</Trans>
      ) : (
        <Trans>This server does not send text messages yet: the code is written to the server&apos;s console. Ask the person who runs Parley for it.</Trans>
      )}
    </p>
  );
}
