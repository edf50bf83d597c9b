// The partner's face during a call, ringed by what is happening: listening, thinking, speaking.
import type { CallPhase } from '../call-session';

const LABELS: Partial<Record<CallPhase, (name: string) => string>> = {
  connecting: () => 'Connecting…',
  listening: () => 'Listening…',
  hearing: () => 'Listening to you…',
  thinking: (name) => `${name} is thinking…`,
  speaking: (name) => `${name} is speaking`,
};

export function CallAvatar({ name, headUrl, phase, isMuted }: { name: string; headUrl: string | null; phase: CallPhase; isMuted: boolean }) {
  const label = isMuted && (phase === 'listening' || phase === 'hearing') ? 'You are muted' : (LABELS[phase]?.(name) ?? '');
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
