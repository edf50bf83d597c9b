// Which spelling fixes are sure enough for a chat turn (decision 0014): the real en-GB dictionary.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSpeller, oneEditAway, sureFixWith, type Speller } from './spelling-confidence';

let speller: Speller;
beforeAll(() => {
  speller = createSpeller();
});

describe('a sure spelling fix', () => {
  it.each([
    ['libary', 'library'],
    ['beutiful', 'beautiful'],
    ['experiance', 'experience'],
    ['recomend', 'recommend'],
    ['calender', 'calendar'],
  ])('%s has one word one edit away: %s', (wrong, right) => {
    expect(speller.sureFix(wrong)).toBe(right);
  });

  it.each([
    ['spain', 'Spain'],
    ['london', 'London'],
    ['monday', 'Monday'],
  ])('%s is known only with a capital: %s', (wrong, right) => {
    expect(speller.sureFix(wrong)).toBe(right);
  });

  it.each([
    ['bussiness', 'two words one edit away (business, bossiness)'],
    ['borned', 'many neighbours (burned, boned, bored …)'],
    ['riad', 'a loanword with many neighbours'],
    ['thx', 'chat shorthand'],
    ['ambience', 'a British spelling the dictionary knows'],
    ['colour', 'a known word'],
    ['Tomasz', 'a capitalised word (a name) is never looked at'],
    ['internationalisationnnn', 'too long to look at'],
  ])('none for %s: %s', (word) => {
    expect(speller.sureFix(word)).toBeNull();
  });
});

describe('the edit-distance search', () => {
  it('finds deletions, swaps, changes and insertions, and not the word itself', () => {
    const near = oneEditAway('teh');
    for (const w of ['te', 'the', 'ten', 'tech']) expect(near.has(w), w).toBe(true);
    expect(near.has('teh')).toBe(false);
    expect(near.has('then')).toBe(false);
  });

  it('asks the dictionary only about lower-case words', () => {
    const known = new Set(['cat', 'cut']);
    expect(sureFixWith((w) => known.has(w), 'cst')).toBeNull(); // cat and cut: two neighbours
    expect(sureFixWith((w) => known.has(w), 'caat')).toBe('cat');
    expect(sureFixWith((w) => known.has(w), 'Caat')).toBeNull();
  });
});
