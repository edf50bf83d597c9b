// The words of a correction as a word diff, for the chat bubble, the explanation and My mistakes (the kept `diff` library, decision 0007): removed words
// struck through, added words marked, shared words plain — "have went" → "went" strikes only "have".
import { diffWords } from 'diff';
import { Fragment } from 'react';
import { useLingui } from '@lingui/react/macro';

export function FixedWords({ wrong, fix, before = '', after = '' }: { wrong: string; fix: string; before?: string; after?: string }) {
  const { t } = useLingui();
  const parts = diffWords(wrong, fix);
  return (
    <>
      {before}
      {parts.map((part, i) => {
        const words = part.value.trim();
        return part.removed ? (
          <Fragment key={i}>
            <del className="bubble__wrong" aria-label={t({ comment: 'Screen reader: the wrong words, struck through', message: `mistake: ${words}` })}>
              {part.value}
            </del>
            {/* "go" → "went" side by side would read "gowent": a space between a removal and its replacement. */}
            {parts[i + 1]?.added && !/\s$/.test(part.value) ? ' ' : ''}
          </Fragment>
        ) : part.added ? (
          <ins key={i} className="bubble__fix" aria-label={t({ comment: 'Screen reader: the corrected words that replace the mistake', message: `correction: ${words}` })}>
            {part.value}
          </ins>
        ) : (
          <Fragment key={i}>{part.value}</Fragment>
        );
      })}
      {after}
    </>
  );
}
