// Words are buttons for their card; punctuation stays with its word; a message is one tab stop
// and the arrow keys move between its words.
import { useRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TappableText, splitWords } from './tappable-text';
import { useRovingWords } from '../hooks/use-roving-words';

function Message({ texts, onWord }: { texts: string[]; onWord(word: string): void }) {
  const ref = useRef<HTMLDivElement>(null);
  const onKeyDown = useRovingWords(ref);
  return (
    <>
      {texts.map((text) => (
        <div key={text} ref={texts[0] === text ? ref : undefined} onKeyDown={texts[0] === text ? onKeyDown : undefined}>
          <TappableText text={text} onWord={onWord} />
        </div>
      ))}
    </>
  );
}

describe('splitWords', () => {
  it('keeps the punctuation touching a word with it, and the spaces apart', () => {
    expect(splitWords('It is scripted.')).toEqual([
      { before: '', word: 'It', after: '' },
      ' ',
      { before: '', word: 'is', after: '' },
      ' ',
      { before: '', word: 'scripted', after: '.' },
    ]);
    expect(splitWords('"Hello," she said (twice)!')).toEqual([
      { before: '"', word: 'Hello', after: ',"' },
      ' ',
      { before: '', word: 'she', after: '' },
      ' ',
      { before: '', word: 'said', after: '' },
      ' ',
      { before: '(', word: 'twice', after: ')!' },
    ]);
    expect(splitWords('42 … 7')).toEqual(['42 … 7']);
    expect(splitWords('I’m 25 today')).toEqual([{ before: '', word: 'I’m', after: '' }, ' 25 ', { before: '', word: 'today', after: '' }]);
  });

  it('loses no character of the text', () => {
    for (const text of ['Hi!', '  two  spaces  ', '¿Qué tal? Fine, thanks.', '...and then', 'e-mail me: ana@example.com']) {
      const joined = splitWords(text)
        .map((piece) => (typeof piece === 'string' ? piece : piece.before + piece.word + piece.after))
        .join('');
      expect(joined).toBe(text);
    }
  });
});

describe('the words of a message', () => {
  it('are one tab stop; the arrow keys, Home and End move between them; Enter opens the card', async () => {
    const user = userEvent.setup();
    const onWord = vi.fn();
    render(
      <>
        <Message texts={['I went to the park.']} onWord={onWord} />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'I' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'to' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'park' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{Home}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'I' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onWord).toHaveBeenCalledWith('went');
    // Tab leaves the message from the word it is on, and comes back to it.
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'went' })).toHaveFocus();
  });
});
