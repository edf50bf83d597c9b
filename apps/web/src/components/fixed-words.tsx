// The words of a correction as a word diff, for the chat bubble, the explanation and My mistakes (the kept `diff` library, decision 0007): removed words
// struck through, added words marked, shared words plain — "have went" → "went" strikes only "have".
import { diffWords } from 'diff';
import { Fragment } from 'react';

export function FixedWords({ wrong, fix, before = '', after = '' }: { wrong: string; fix: string; before?: string; after?: string }) {
  const parts = diffWords(wrong, fix);
  return (
    <>
      {before}
      {parts.map((part, i) =>
        part.removed ? (
          <Fragment key={i}>
            <del className="bubble__wrong" aria-label={`mistake: ${part.value.trim()}`}>
              {part.value}
            </del>
            {/* "go" → "went" side by side would read "gowent": a space between a removal and its replacement. */}
            {parts[i + 1]?.added && !/\s$/.test(part.value) ? ' ' : ''}
          </Fragment>
        ) : part.added ? (
          <ins key={i} className="bubble__fix" aria-label={`correction: ${part.value.trim()}`}>
            {part.value}
          </ins>
        ) : (
          <Fragment key={i}>{part.value}</Fragment>
        ),
      )}
      {after}
    </>
  );
}
