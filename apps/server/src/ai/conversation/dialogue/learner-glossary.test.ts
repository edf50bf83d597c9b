import { describe, expect, it } from 'vitest';
import { meaningAnswer } from './answers';
import { glossaryEntry, LEARNER_GLOSSARY } from './learner-glossary.data';

describe('the learner glossary', () => {
  it('finds an entry from an inflected form of its first word', () => {
    expect(glossaryEntry('gave up')?.key).toBe('give up');
    expect(glossaryEntry('borrowed')?.key).toBe('borrow');
    expect(glossaryEntry('looking forward to')?.key).toBe('look forward to');
    expect(glossaryEntry('to hesitate')?.key).toBe('hesitate');
    expect(glossaryEntry('photosynthesis')).toBeNull();
  });

  it('finds a loanword written without its accents, and an idiom without its article', () => {
    expect(glossaryEntry('deja vu')?.key).toBe('déjà vu');
    expect(glossaryEntry('double-edged sword')?.key).toBe('a double-edged sword');
    expect(glossaryEntry('take it with a grain of salt')?.key).toBe('take something with a grain of salt');
  });

  it('uses every entry in its own example, and writes meanings without the word itself', () => {
    for (const [key, entry] of Object.entries(LEARNER_GLOSSARY)) {
      // The first word, or its past ("find out" → "found out"), is in the example.
      const first = key.split(/\s+/)[0]!;
      expect(entry.example.toLowerCase(), key).toMatch(new RegExp(`\\b(${first.slice(0, 3)}|${glossaryEntry(first) ? first : first.slice(0, 2)})|found|took|gave|got|broke|came|ran|kept|brought|made|hung|fell|went|grew|stood|sat|woke|slept|ate|saw|told|thought|spent|felt|left|bit|beat|hit|caught|fought|sought|rang|sang|drank|swam|flew|threw|wore|wrote|rode|drove|spoke|stole|chose|froze|forgot|taught|bought|sold|sent|lent|lost|met|paid|said|led|read`));
      expect(entry.meaning.toLowerCase().split(/\W+/), key).not.toContain(key);
    }
  });

  it('answers "what does X mean" with the plain meaning before the lexicon', async () => {
    const lookup = () => ({ senses: [{ partOfSpeech: 'verb', definition: 'lose the right to something by some error', examples: [] }] });
    expect(await meaningAnswer('give up', 'define', { lookup }, 'es')).toMatch(/^"give up" \(phrasal verb\) means to stop doing or trying something/);
    expect(await meaningAnswer('forfeit', 'define', { lookup }, 'es')).toMatch(/Lose the right/);
  });
});
