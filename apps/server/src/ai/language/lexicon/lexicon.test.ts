import { describe, it, expect } from 'vitest';
import { EVERYDAY_SENSES } from './everyday-senses.data';
import { FUNCTION_WORD_COUNT, createLexicon, normaliseQuery } from './index';

const lexicon = createLexicon();

describe('lexicon (real WordNet 3.1 data)', () => {
  it('tells an everyday word from a rare one by how often it is met', () => {
    expect(lexicon.familiarity('key')).toBeGreaterThan(lexicon.familiarity('clef'));
    expect(lexicon.familiarity('ant')).toBeGreaterThan(lexicon.familiarity('emmet'));
    expect(lexicon.familiarity('Car')).toBe(lexicon.familiarity('car'));
    expect(lexicon.familiarity('qwertyuiop')).toBe(0);
  });

  it('looks up a common word with IPA, senses, examples and synonyms', async () => {
    const e = await lexicon.lookup('dog');
    expect(e).not.toBeNull();
    expect(e?.word).toBe('dog');
    expect(e?.lemma).toBe('dog');
    expect(e?.ipa).toBe('dɔɡ');
    expect(e?.partsOfSpeech).toEqual(expect.arrayContaining(['noun', 'verb']));
    expect(e?.senses[0]?.partOfSpeech).toBe('noun');
    expect(e?.senses[0]?.definition).toMatch(/Canis/);
    expect(e?.senses[0]?.synonyms).toContain('domestic dog');
    expect(e?.senses.length).toBeLessThanOrEqual(8);
    expect(e?.forms?.plural).toBe('dogs');
  });

  it.each([
    ['went', 'go'],
    ['children', 'child'],
    ['better', 'good'],
    ['running', 'run'],
    ['mice', 'mouse'],
    ['was', 'be'],
    ['stopped', 'stop'],
    ['studies', 'study'],
    ['glasses', 'glass'],
    ['bigger', 'big'],
    ['Went', 'go'],
  ])('lemma of %s is %s', async (word, lemma) => {
    expect((await lexicon.lookup(word))?.lemma).toBe(lemma);
  });

  it('gives inflected forms of the lemma', async () => {
    expect((await lexicon.lookup('went'))?.forms).toMatchObject({ past: 'went', pastParticiple: 'gone', thirdPerson: 'goes' });
    expect((await lexicon.lookup('stop'))?.forms).toMatchObject({ past: 'stopped', presentParticiple: 'stopping' });
    expect((await lexicon.lookup('visit'))?.forms).toMatchObject({ past: 'visited' });
    expect((await lexicon.lookup('happy'))?.forms).toMatchObject({ comparative: 'happier' });
    expect((await lexicon.lookup('beautiful'))?.forms).toMatchObject({ comparative: 'more beautiful' });
  });

  it('glosses function words WordNet lacks', async () => {
    expect(FUNCTION_WORD_COUNT).toBeGreaterThanOrEqual(150);
    const of = await lexicon.lookup('of');
    expect(of?.partsOfSpeech).toEqual(['preposition']);
    expect(of?.senses[0]?.examples[0]).toMatch(/of/);
    expect(of?.source).toBe('glossary');
    for (const w of ['the', 'with', 'she', 'because', 'would']) {
      expect((await lexicon.lookup(w))?.senses.length, w).toBeGreaterThan(0);
    }
    // "in" is not an inch first
    const inn = await lexicon.lookup('in');
    expect(inn?.senses[0]?.partOfSpeech).toBe('preposition');
    expect(inn?.senses.some((s) => /inch/.test(s.definition))).toBe(false);
    expect((await lexicon.lookup('would'))?.lemma).toBe('will');
  });

  it('shows the everyday meaning first: the furniture, the money bank, the game', () => {
    const first = (word: string) => lexicon.lookupSync(word)?.senses[0];
    expect(first('table')?.definition).toMatch(/furniture/);
    expect(first('tables')?.definition).toMatch(/furniture/);
    expect(first('bank')?.definition).toMatch(/financial institution/);
    expect(first('park')?.definition).toMatch(/recreational use in an urban area/);
    expect(first('match')).toMatchObject({ partOfSpeech: 'noun', definition: expect.stringMatching(/contest/) });
    // The other meanings stay, after it; SemCor's order alone put the data table first.
    expect(lexicon.lookupSync('table')?.senses.some((s) => /rows and columns/.test(s.definition))).toBe(true);
    expect(createLexicon({ everydaySenses: false }).lookupSync('table')?.senses[0]?.definition).toMatch(/rows and columns/);
  });

  it('names exactly one sense with each everyday choice, and shows it first', () => {
    const everySense = createLexicon({ maxSenses: 100 });
    const wrong: string[] = [];
    for (const [lemma, partOfSpeech, start] of EVERYDAY_SENSES) {
      const named = everySense.lookupSync(lemma)?.senses.filter((s) => s.partOfSpeech === partOfSpeech && s.definition.startsWith(start)) ?? [];
      const first = lexicon.lookupSync(lemma)?.senses[0];
      if (named.length !== 1 || first?.partOfSpeech !== partOfSpeech || !first.definition.startsWith(start)) wrong.push(`${lemma}: ${named.length} senses named`);
    }
    expect(wrong).toEqual([]);
    expect(new Set(EVERYDAY_SENSES.map(([lemma]) => lemma)).size).toBe(EVERYDAY_SENSES.length);
  });

  it('handles multi-word entries and diacritics', async () => {
    expect((await lexicon.lookup('ice cream'))?.senses[0]?.definition).toMatch(/frozen dessert/);
    expect((await lexicon.lookup('Café'))?.word).toBe('cafe');
  });

  it('returns null for unknown, empty and hostile input', async () => {
    for (const bad of ['', '   ', 'blorfing', 'x'.repeat(10_000), '.*+?()[]', 'a|b', '日本語', '<script>', 'one two three four five', '\u0000']) {
      expect(await lexicon.lookup(bad), JSON.stringify(bad.slice(0, 20))).toBeNull();
    }
    expect(normaliseQuery(42)).toBe('');
    expect(lexicon.lemmatize('went')).toBe('go');
    expect(lexicon.lemmatize('qwxz')).toBeNull();
  });
});
