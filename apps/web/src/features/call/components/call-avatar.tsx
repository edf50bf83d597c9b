// The partner's face during a call, ringed by what is happening: listening, thinking, speaking.
import { useLingui } from '@lingui/react/macro';
import type { CallPhase } from '../call-session';

export function CallAvatar({ name, headUrl, phase, isMuted }: { name: string; headUrl: string | null; phase: CallPhase; isMuted: boolean }) {
  const { t } = useLingui();
  const statusOf = (): string => {
    if (isMuted && (phase === 'listening' || phase === 'hearing')) return t`You are muted`;
    switch (phase) {
      case 'connecting':
        return t`Connecting…`;
      case 'listening':
        return t`Listening…`;
      case 'hearing':
        return t({ comment: 'Call status: the learner is speaking and the app hears them', message: 'Listening to you…' });
      case 'thinking':
        return t({ comment: 'Call status: the partner (a name) is preparing a reply', message: `${name} is thinking…` });
      case 'speaking':
        return t({ comment: 'Call status: the partner (a name) is saying the reply', message: `${name} is speaking` });
      default:
        return '';
    }
  };
  const label = statusOf();
  return (
    <div className={`call-avatar call-avatar--${phase}${isMuted ? ' call-avatar--muted' : ''}`} data-phase={phase}>
      <div className="call-avatar__ring">{headUrl ? <img src={headUrl} alt="" width={112} height={112} className="call-avatar__img" /> : <span className="call-avatar__initial">{name.slice(0, 1)}</span>}</div>
      <p className="call-avatar__name">{name}</p>
      <p className="call-avatar__status" role="status" aria-live="polite">
        {label}
      </p>
    </div>
  );
}
