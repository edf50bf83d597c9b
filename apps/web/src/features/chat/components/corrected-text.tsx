// A learner's message with the server's one correction marked on it (issue 14): the fragment as a
// word diff (removed words struck through, added ones marked), and the one-line reason under it,
// whose "Why?" opens the explanation (issue 15). Words stay tappable for their card. A correction
// whose offsets do not match the text is not shown.
import type { ChatMessage } from '@parley/contract/conversation';
import { Trans, useLingui } from '@lingui/react/macro';
import { FixedWords } from '../../../components/fixed-words';
import { TappableText } from './tappable-text';

type Correction = NonNullable<ChatMessage['correction']>;

export function fitsText(text: string, c: Correction): boolean {
  return Number.isInteger(c.start) && Number.isInteger(c.end) && c.start >= 0 && c.end <= text.length && c.start <= c.end && text.slice(c.start, c.end) === c.wrong;
}

export function CorrectedText({ text, correction, onWord }: { text: string; correction: Correction; onWord(word: string): void }) {
  return (
    <>
      <TappableText text={text.slice(0, correction.start)} onWord={onWord} />
      <FixedWords wrong={correction.wrong} fix={correction.fix} />
      <TappableText text={text.slice(correction.end)} onWord={onWord} />
    </>
  );
}

/**
 * The reason line under a corrected message ("went — past simple for a finished time: yesterday"),
 * with a "Why?" that asks the page to explain it (issue 15 §1: the page owns the explanation sheet).
 */
export function CorrectionReason({ correction, onExplain }: { correction: Correction; onExplain?: (() => void) | undefined }) {
  const { t } = useLingui();
  const wrong = correction.wrong.trim();
  return (
    <div className="bubble__correction" role="note" aria-label={t({ comment: 'Names the note under a message that shows the fix of a mistake', message: 'Correction' })}>
      {correction.fix === '' ? t({ comment: 'A fix that deletes a word or phrase from the sentence', message: `remove “${wrong}”` }) : correction.fix} — {correction.reason}
      {onExplain && (
        <>
          {' '}
          <button type="button" className="bubble__why" onClick={onExplain}>
            <Trans comment="Opens the explanation of a correction">Why?</Trans>
          </button>
        </>
      )}
    </div>
  );
}
