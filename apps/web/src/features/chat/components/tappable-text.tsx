// Message text whose words are buttons: tapping one opens its word card. Punctuation next to a word
// is kept with it on one line ("scripted." never wraps as "scripted" / "."), and the words of a
// message are one tab stop, not one each (the bubble's useRovingFocus moves between them with the
// arrow keys). The words are the English being practised: they are not interface messages.
const WORD = /([A-Za-z][A-Za-z'’-]*)/;

interface Piece {
  before: string;
  word: string;
  after: string;
}

/** Splits text into words with the punctuation touching them, and the spaces between. */
export function splitWords(text: string): Array<string | Piece> {
  const parts = text.split(WORD);
  const out: Array<string | Piece> = [];
  for (let i = 1; i < parts.length; i += 2) {
    const gapBefore = out.length === 0 ? (parts[i - 1] ?? '') : '';
    const previous = out[out.length - 1];
    // The gap before this word was already split off by the previous word: what is left of it is a
    // plain string at the end of `out`.
    const leading = (typeof previous === 'string' ? previous : gapBefore).match(/\S*$/)?.[0] ?? '';
    if (typeof previous === 'string') out[out.length - 1] = previous.slice(0, previous.length - leading.length);
    else if (gapBefore) out.push(gapBefore.slice(0, gapBefore.length - leading.length));
    const gapAfter = parts[i + 1] ?? '';
    const trailing = gapAfter.match(/^\S*/)?.[0] ?? '';
    out.push({ before: leading, word: parts[i] ?? '', after: trailing });
    out.push(gapAfter.slice(trailing.length));
  }
  if (parts.length === 1) out.push(text);
  return out.filter((piece) => piece !== '');
}

export function TappableText({ text, onWord }: { text: string; onWord(word: string): void }) {
  return (
    <>
      {splitWords(text).map((piece, i) =>
        typeof piece === 'string' ? (
          <span key={i}>{piece}</span>
        ) : (
          <span key={i} className="word-unit">
            {piece.before}
            <button type="button" className="word-button" tabIndex={-1} onClick={() => onWord(piece.word.replace(/[’']s$/, ''))}>
              {piece.word}
            </button>
            {piece.after}
          </span>
        ),
      )}
    </>
  );
}
