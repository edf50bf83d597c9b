// Message text whose words are buttons: tapping one opens its word card.
const WORD = /([A-Za-z][A-Za-z'’-]*)/;

export function TappableText({ text, onWord }: { text: string; onWord(word: string): void }) {
  const parts = text.split(WORD);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <button key={i} type="button" className="word-button" onClick={() => onWord(part.replace(/[’']s$/, ''))}>
            {part}
          </button>
        ) : (
          <span key={i}>{part}</span>
        ),
      )}
    </>
  );
}
