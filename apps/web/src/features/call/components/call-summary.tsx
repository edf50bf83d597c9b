// The end of a call: how many turns, the corrections the partner noted, and how clear the speech was.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CallTurn } from '../call-session';
import { summarise } from '../call-session';

export function CallSummary({ turns, hasScores }: { turns: CallTurn[]; hasScores: boolean }) {
  const { t, i18n } = useLingui();
  const summary = summarise(turns);
  const turnCount = summary.turnCount;
  const averageScore = summary.averageScore === null ? null : i18n.number(summary.averageScore);
  // The words are the English practised; only the separators follow the interface language.
  const words = new Intl.ListFormat(i18n.locale, { type: 'unit', style: 'short' }).format(summary.unclearWords);
  return (
    <section className="call-summary" aria-labelledby="call-summary-title">
      <h2 id="call-summary-title" className="call-summary__title">
        <Trans>Call ended</Trans>
      </h2>
      {turnCount === 0 ? (
        <p>
          <Trans>No turns in this call. Try again when you are somewhere quiet.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Plural value={turnCount} one="You spoke # time. Every turn is in the chat history." other="You spoke # times. Every turn is in the chat history." />
          </p>
          <h3 className="call-summary__heading">
            <Trans>Corrections</Trans>
          </h3>
          {summary.corrections.length === 0 ? (
            <p>
              <Trans>None — well done!</Trans>
            </p>
          ) : (
            <ul className="call-summary__list">
              {summary.corrections.map(({ heard, correction }, index) => (
                <li key={index}>
                  <span className="call-summary__wrong">{correction.wrong}</span> → <strong>{correction.fix}</strong>
                  <span className="call-summary__reason"> {correction.reason}</span>
                  <span className="call-summary__heard">“{heard}”</span>
                </li>
              ))}
            </ul>
          )}
          <h3 className="call-summary__heading">
            <Trans>Pronunciation</Trans>
          </h3>
          {averageScore === null ? (
            <p>{hasScores ? t`No scores for this call.` : t`Turn on pronunciation scores in Settings to see them here.`}</p>
          ) : (
            <p>{summary.unclearWords.length > 0 ? t`Average score ${averageScore}. Words to practise: ${words}.` : t`Average score ${averageScore}.`}</p>
          )}
        </>
      )}
    </section>
  );
}
