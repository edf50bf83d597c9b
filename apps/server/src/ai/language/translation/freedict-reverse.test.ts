// The X→English direction of the FreeDict provider, against the installed English→X dictionaries
// read backwards. Outside CI a missing dictionary skips its tests; with CI=true it fails the file.
import { describe, it, expect } from 'vitest';
import { MAX_TRANSLATE_CHARS, TranslationError, UnsupportedLanguagePairError, createFreeDictProvider, createTranslator } from './index';
import { hasEngines } from '../../../../test/support/engines';
import { createLexicon } from '../lexicon/index';

const hasIta = hasEngines('freedict-eng-ita');
const hasSpa = hasEngines('freedict-eng-spa');
const hasFra = hasEngines('freedict-eng-fra');
const hasDeu = hasEngines('freedict-eng-deu');
const hasJpn = hasEngines('freedict-eng-jpn');
const hasTur = hasEngines('freedict-eng-tur');
const hasEngSpa = hasEngines('apertium-eng-spa');
// Only the English→X dictionaries, read backwards (X→English ones answer the rest where installed: freedict-to-english.test.ts).
const freedict = createFreeDictProvider({ toEnglishDicts: false });


describe('FreeDict X→English (real dictd files read backwards)', () => {
  it.skipIf(!hasSpa)('breaks a near-tie by the everyday English word, with the lexicon', () => {
    const lexicon = createLexicon();
    const familiar = createFreeDictProvider({ toEnglishDicts: false, familiarity: (w) => lexicon.familiarity(w) });
    // Listed under "cat" and "jack" (the car tool) alike: without word frequencies no answer is given.
    expect(freedict.englishFor('gato', 'es')).toBeNull();
    expect(familiar.englishFor('gato', 'es')).toBe('cat');
    // Where the dictionary itself ranks the words apart, frequency does not overrule it.
    expect(familiar.englishFor('cuchara', 'es')).toBe('spoon');
  });

  it.skipIf(!hasIta)('gives the English for Italian words', async () => {
    expect(freedict.englishFor('pomodoro', 'it')).toBe('tomato');
    expect(freedict.englishFor('forchetta', 'it')).toBe('fork');
    const r = await freedict.translate('pomodoro', 'en', 'it');
    expect(r).toEqual({ text: 'tomato', kind: 'gloss', provider: 'freedict:freedict-eng-ita', glosses: [{ source: 'pomodoro', target: 'tomato' }] });
  });

  it.skipIf(!hasSpa)('gives the English for a Spanish word', async () => {
    expect(freedict.englishFor('cuchara', 'es')).toBe('spoon');
    expect((await freedict.translate('cuchara', 'en', 'es-MX')).text).toBe('spoon');
  });

  it.skipIf(!hasFra)('gives the English for a French word', () => {
    expect(freedict.englishFor('fourchette', 'fr')).toBe('fork');
  });

  it.skipIf(!hasDeu)('searches the German dictionary for the word instead of reading it backwards whole (freedict-scan.ts)', async () => {
    expect(freedict.supports('en', 'de')).toBe(true);
    expect(freedict.supports('de', 'en')).toBe(true);
    expect(freedict.englishFor('Gabel', 'de')).toBe('fork');
    // As the learner types it: in lower case, with its article.
    expect(freedict.englishFor('stuhl', 'de')).toBe('chair');
    expect(freedict.englishFor('die Katze', 'de')).toBe('cat');
    // A whole word: "Haus" is not read inside "Haustür".
    expect(freedict.englishFor('Haus', 'de')).toBe('house');
    expect(freedict.englishFor('Blorfingschnack', 'de')).toBeNull();
    // A family word is labelled [soc.] and "bromance" lists "Bruder" too: the everyday word wins.
    expect(freedict.englishFor('Bruder', 'de')).toBe('brother');
    // In lower case a German word is no noun when the dictionary has it as another word: tomorrow, not morning.
    expect(freedict.englishFor('morgen', 'de')).toBe('tomorrow');
    expect(freedict.englishFor('Morgen', 'de')).toBe('morning');
    expect(await freedict.translate('Schmetterling', 'en', 'de')).toEqual({ text: 'butterfly', kind: 'gloss', provider: 'freedict:freedict-eng-deu', glosses: [{ source: 'Schmetterling', target: 'butterfly' }] });
  });

  it.skipIf(!hasJpn)('searches the Japanese dictionary too', () => {
    expect(freedict.englishFor('猫', 'ja')).toBe('cat');
    expect(freedict.englishFor('学校', 'ja')).toBe('school');
  });

  it.skipIf(!hasTur)('leaves Turkish without the X→English direction: its search gives wrong everyday words ("kedi" → "pussy")', () => {
    expect(freedict.supports('en', 'tr')).toBe(false);
    expect(freedict.englishFor('kedi', 'tr')).toBeNull();
  });

  it.skipIf(!hasSpa)('finds two-word phrases, with or without their accents', () => {
    expect(freedict.englishFor('de memoria', 'es')).toBe('by heart');
    expect(freedict.englishFor('artículo determinado', 'es')).toBe('definite article');
    expect(freedict.englishFor('articulo determinado', 'es')).toBe('definite article');
    expect(freedict.englishFor('canción', 'es')).toBe('song');
    expect(freedict.englishFor('cancion', 'es')).toBe('song');
  });

  it.skipIf(!hasSpa)('drops accents only when the word as typed is not itself in the dictionary', () => {
    expect(freedict.englishFor('año', 'es')).toBe('year');
    // "ano" is a word of its own (the dictionary cannot tell which English word: no answer), and
    // folding must not turn it into año
    expect(freedict.englishFor('ano', 'es') ?? '').not.toMatch(/year/);
  });

  it.skipIf(!hasIta)('looks a noun up without the article and quotes a learner types with it', () => {
    expect(freedict.englishFor('la forchetta', 'it')).toBe('fork');
    expect(freedict.englishFor("l'acqua", 'it')).toBe('water');
    expect(freedict.englishFor("'Pomodoro'?", 'it')).toBe('tomato');
  });

  it.skipIf(!hasIta)('returns null for an unknown word, and translate keeps it unchanged', async () => {
    expect(freedict.englishFor('blorfing', 'it')).toBeNull();
    expect(freedict.englishFor('', 'it')).toBeNull();
    expect(await freedict.translate('blorfing', 'en', 'it')).toEqual({
      text: 'blorfing',
      kind: 'gloss',
      provider: 'freedict:freedict-eng-ita',
      glosses: [{ source: 'blorfing', target: null }],
    });
  });

  it.skipIf(!hasIta)('refuses over-long text as the English→X direction does, and sentences', async () => {
    const long = 'pomodoro '.repeat(MAX_TRANSLATE_CHARS / 8);
    const back = await freedict.translate(long, 'en', 'it').catch((e: unknown) => e);
    const forward = await freedict.translate(long, 'it').catch((e: unknown) => e);
    expect(back).toBeInstanceOf(TranslationError);
    expect((back as TranslationError).code).toBe('TEXT_TOO_LONG');
    expect((forward as TranslationError).code).toBe('TEXT_TOO_LONG');
    // a sentence read backwards word by word would be nonsense: no translator for it
    await expect(freedict.translate('il pomodoro è rosso', 'en', 'it')).rejects.toBeInstanceOf(UnsupportedLanguagePairError);
  });

  it.skipIf(!hasIta)('lists and supports X→English for installed dictionaries only', () => {
    expect(freedict.supports('en', 'it')).toBe(true);
    expect(freedict.supports('en', 'xx')).toBe(false);
    expect(freedict.supports('fr', 'it')).toBe(false);
    expect(freedict.pairs()).toContainEqual({ source: 'it', target: 'en', kind: 'gloss' });
    expect(freedict.englishFor('pomodoro', 'en')).toBeNull();
  });
});

describe('translator chain, X→English', () => {
  it.runIf(hasIta)('routes an Italian word to FreeDict', async () => {
    const t = createTranslator({ config: {} });
    expect(await t.translate('forchetta', 'en', 'it')).toMatchObject({ text: 'fork', kind: 'gloss' });
  });

  it.runIf(hasIta && hasEngSpa)('keeps Apertium for Spanish sentences and its translation pair', async () => {
    const t = createTranslator({ config: {} });
    const r = await t.translate('Me gustaría una taza de café.', 'en', 'es');
    expect(r.kind).toBe('translation');
    expect(r.provider).toBe('apertium:spa-eng');
    expect(t.pairs()).toContainEqual({ source: 'es', target: 'en', kind: 'translation' });
    expect(t.pairs()).toContainEqual({ source: 'it', target: 'en', kind: 'gloss' });
  });
});
