// A grammar check of the learner's message (spec §1, checkGrammar): the corrected sentence and each
// issue with its explanation, in the learner's native language too when the server has it.
import { Trans, useLingui } from '@lingui/react/macro';
import type { GrammarCheck } from '../../../api/language';

export function GrammarResult({ check }: { check: GrammarCheck }) {
  const { t } = useLingui();
  const corrected = check.corrected;
  return (
    <div className="bubble__grammar" role="note" aria-label={t`Grammar check`}>
      {check.issues.length === 0 ? (
        <p>
          ✓ <Trans>No mistakes found.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans comment="Introduces the learner's sentence with its mistakes fixed">
              <strong>Better:</strong> {corrected}
            </Trans>
          </p>
          <ul>
            {check.issues.map((issue, i) => (
              <li key={i}>
                <del>{issue.text}</del> → <ins>{issue.suggestion}</ins>: {issue.explanation}
                {issue.explanationNative && <span className="bubble__native"> ({issue.explanationNative})</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
