// A learner's message with the server's one correction marked on it (issue 14): the wrong words
// struck through, the fix marked as inserted, and the one-line reason under it. Words stay
// tappable for their card. A correction whose offsets do not match the text is not shown.
import type { ChatMessage } from '@parley/contract/conversation';
import { TappableText } from './tappable-text';

type Correction = NonNullable<ChatMessage['correction']>;

export function fitsText(text: string, c: Correction): boolean {
  return Number.isInteger(c.start) && Number.isInteger(c.end) && c.start >= 0 && c.end <= text.length && c.start <= c.end && text.slice(c.start, c.end) === c.wrong;
}

export function CorrectedText({ text, correction, onWord }: { text: string; correction: Correction; onWord(word: string): void }) {
  return (
    <>
      <TappableText text={text.slice(0, correction.start)} onWord={onWord} />
      {correction.wrong && (
        <del className="bubble__wrong" aria-label={`mistake: ${correction.wrong}`}>
          {correction.wrong}
        </del>
      )}
      {correction.fix && (
        <ins className="bubble__fix" aria-label={`correction: ${correction.fix}`}>
          {correction.start > 0 && correction.wrong ? ' ' : ''}
          {correction.fix}
        </ins>
      )}
      <TappableText text={text.slice(correction.end)} onWord={onWord} />
    </>
  );
}

/** The reason line under a corrected message: "went — past simple for a finished time: yesterday". */
export function CorrectionReason({ correction }: { correction: Correction }) {
  return (
    <p className="bubble__correction" role="note" aria-label="Correction">
      {correction.fix === '' ? `remove “${correction.wrong.trim()}”` : correction.fix} — {correction.reason}
    </p>
  );
}
