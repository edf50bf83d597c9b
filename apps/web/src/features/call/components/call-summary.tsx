// The end of a call: how many turns, the corrections the partner noted, and how clear the speech was.
import type { CallTurn } from '../call-session';
import { summarise } from '../call-session';

export function CallSummary({ turns, hasScores }: { turns: CallTurn[]; hasScores: boolean }) {
  const summary = summarise(turns);
  return (
    <section className="call-summary" aria-labelledby="call-summary-title">
      <h2 id="call-summary-title" className="call-summary__title">
        Call ended
      </h2>
      {summary.turnCount === 0 ? (
        <p>No turns in this call. Try again when you are somewhere quiet.</p>
      ) : (
        <>
          <p>
            You spoke {summary.turnCount} {summary.turnCount === 1 ? 'time' : 'times'}. Every turn is in the chat history.
          </p>
          <h3 className="call-summary__heading">Corrections</h3>
          {summary.corrections.length === 0 ? (
            <p>None — well done!</p>
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
          <h3 className="call-summary__heading">Pronunciation</h3>
          {summary.averageScore === null ? (
            <p>{hasScores ? 'No scores for this call.' : 'Turn on pronunciation scores in Settings to see them here.'}</p>
          ) : (
            <p>
              Average score {summary.averageScore}.
              {summary.unclearWords.length > 0 && ` Words to practise: ${summary.unclearWords.join(', ')}.`}
            </p>
          )}
        </>
      )}
    </section>
  );
}
