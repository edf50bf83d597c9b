// Live captions of a call: what recognition heard of the learner's turn and what the partner said,
// the last two turns only (the whole call is in the chat history). A turn that had a correction
// gets a small mark; the correction itself waits for the summary, so the talk is not interrupted.
import { Trans, useLingui } from '@lingui/react/macro';
import type { CallPhase, CallTurn } from '../call-session';

const SHOWN_TURNS = 2;

export function CallCaptions({ turns, phase, partnerName }: { turns: CallTurn[]; phase: CallPhase; partnerName: string }) {
  const { t } = useLingui();
  const shown = turns.slice(-SHOWN_TURNS);
  return (
    <section className="call-captions" aria-label={t`Captions`}>
      {shown.length === 0 && phase !== 'hearing' && (
        <p className="call-captions__empty">
          <Trans>Say hello when you are ready. Your words and {partnerName}'s will show here.</Trans>
        </p>
      )}
      <ol className="call-captions__list">
        {shown.map((turn) => (
          <li key={turn.id} className="call-captions__turn">
            <p className="call-caption call-caption--learner">
              <span className="visually-hidden">{t({ comment: 'Screen reader, before the caption of what the learner said', message: 'You:' })} </span>
              {turn.heard}
              {turn.correction && (
                <span className="call-caption__mark" title={t`This turn had a correction: see it at the end of the call`}>
                  ✎<span className="visually-hidden"> {t`(a correction, shown at the end of the call)`}</span>
                </span>
              )}
            </p>
            {turn.reply !== null && (
              <p className="call-caption call-caption--partner">
                <span className="visually-hidden">{t({ comment: 'Screen reader, before the caption of what the partner (a name) said', message: `${partnerName}:` })} </span>
                {turn.reply}
              </p>
            )}
          </li>
        ))}
      </ol>
      {phase === 'hearing' && (
        <p className="call-caption call-caption--learner call-caption--live" aria-hidden="true">
          …
        </p>
      )}
    </section>
  );
}
