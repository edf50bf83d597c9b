// Words are buttons for their card; punctuation stays with its word; a message is one tab stop
// and the arrow keys move between its words.
import { useRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TappableText, splitWords } from './tappable-text';
import { WORD_SELECTOR, useRovingFocus } from '../hooks/use-roving-focus';

/** One message's text, as the bubble renders it: its words are one group for the keyboard. */
function Message({ text, onWord }: { text: string; onWord(word: string): void }) {
  const ref = useRef<HTMLDivElement>(null);
  const roving = useRovingFocus(ref, WORD_SELECTOR);
  return (
    <div ref={ref} className="bubble__text" {...roving}>
      <TappableText text={text} onWord={onWord} />
    </div>
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

// Keyboard steps are slow in jsdom when every test file runs at once.
describe('the words of a message', { timeout: 15_000 }, () => {
  it('keep their punctuation, with no space before it, in one unit that does not wrap', () => {
    const { container } = render(<Message text="It is scripted. Really, (twice)!" onWord={() => {}} />);
    expect(container.querySelector('.bubble__text')).toHaveTextContent(/^It is scripted\. Really, \(twice\)!$/, { normalizeWhitespace: false });
    const unitOf = (word: string) => screen.getByRole('button', { name: word }).parentElement!;
    expect(unitOf('scripted')).toHaveClass('word-unit');
    expect(unitOf('scripted')).toHaveTextContent(/^scripted\.$/);
    expect(unitOf('Really')).toHaveTextContent(/^Really,$/);
    expect(unitOf('twice')).toHaveTextContent(/^\(twice\)!$/);
    // The unit holds no space, so a line can only break between units.
    for (const unit of container.querySelectorAll('.word-unit')) expect(unit.textContent).not.toMatch(/\s/);
  });

  it('are one tab stop per message; the arrow keys, Home and End move between them; Enter opens the card', async () => {
    const user = userEvent.setup();
    const onWord = vi.fn();
    render(
      <>
        <Message text="I went to the park." onWord={onWord} />
        <Message text="Did you?" onWord={onWord} />
        <button type="button">After</button>
      </>,
    );
    // Eight words, two messages: two tab stops, then what follows.
    expect(document.querySelectorAll('.word-button[tabindex="0"]')).toHaveLength(2);
    await user.tab();
    expect(screen.getByRole('button', { name: 'I' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Did' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'I' })).toHaveFocus();

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'to' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'park' })).toHaveFocus();
    // The arrows stay within the message: past its last word is still its last word.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'park' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'I' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onWord).toHaveBeenCalledWith('went');
    await user.keyboard(' ');
    expect(onWord).toHaveBeenCalledTimes(2);
    // Still one tab stop in the message, on the word the learner left it at.
    expect([...document.querySelectorAll('.word-button[tabindex="0"]')].map((word) => word.textContent)).toEqual(['went', 'Did']);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Did' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'went' })).toHaveFocus();
  });

  it('stay tappable one by one, and a tapped word becomes the tab stop of its message', async () => {
    const user = userEvent.setup();
    const onWord = vi.fn();
    render(<Message text="Nice to meet you." onWord={onWord} />);
    await user.click(screen.getByRole('button', { name: 'meet' }));
    expect(onWord).toHaveBeenCalledWith('meet');
    expect(screen.getByRole('button', { name: 'meet' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Nice' })).toHaveAttribute('tabindex', '-1');
  });

  it('move the other way in a right-to-left layout', () => {
    render(
      <div dir="rtl" style={{ direction: 'rtl' }}>
        <Message text="one two" onWord={() => {}} />
      </div>,
    );
    const one = screen.getByRole('button', { name: 'one' });
    one.focus();
    fireEvent.keyDown(one, { key: 'ArrowLeft' });
    expect(screen.getByRole('button', { name: 'two' })).toHaveFocus();
  });
});
