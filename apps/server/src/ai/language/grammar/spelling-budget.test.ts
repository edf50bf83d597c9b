// Harper's spelling suggestions cost grows with an unknown word's length; the engine spell-checks
// only words of real length and only until a letter budget is spent (grammar-engine.ts).
import { describe, expect, it } from 'vitest';
import { limitSpellChecking, MAX_CHECKED_WORD_LETTERS, SPELLING_LETTER_BUDGET } from './grammar-engine';

const known = new Set(['i', 'went', 'to', 'the', 'market', "don't"]);
const isKnown = (w: string) => known.has(w);

describe('the spelling budget', () => {
  it('keeps known words and a few typos as they are', () => {
    const text = "I went to the markett, don't freind.";
    expect(limitSpellChecking(text, isKnown)).toBe(text);
  });

  it('blanks out words over the length cap, keeping every offset', () => {
    const long = 'x'.repeat(MAX_CHECKED_WORD_LETTERS + 1);
    const text = `I went ${long} to the market`;
    const out = limitSpellChecking(text, isKnown);
    expect(out).toHaveLength(text.length);
    expect(out).toBe(`I went ${' '.repeat(long.length)} to the market`);
  });

  it('stops spell-checking unknown words once the letter budget is spent', () => {
    const word = 'qwertyuiop'; // 10 letters, unknown
    const words = Array.from({ length: 10 }, () => word);
    const out = limitSpellChecking(words.join(' '), isKnown);
    const kept = out.split(/\s+/).filter((w) => w === word).length;
    expect(kept).toBe(Math.floor(SPELLING_LETTER_BUDGET / word.length));
    expect(out).toHaveLength(words.join(' ').length);
  });
});
