// The X→English direction from FreeDict's own X→English dictionaries (Debian dict-freedict-*-eng), for
// languages with no English→X one to read backwards. Outside CI a missing dictionary skips its tests;
// with CI=true it fails the file.
import { describe, expect, it } from 'vitest';
import { createFreeDictProvider, createTranslator } from './index';
import { hasEngines } from '../../../../test/support/engines';

const hasSwhEng = hasEngines('freedict-swh-eng');
const hasAfrEng = hasEngines('freedict-afr-eng');
const freedict = createFreeDictProvider();

describe('FreeDict X→English dictionaries (real dictd files)', () => {
  it.runIf(hasSwhEng)('gives the English for Swahili words, a language with no English→Swahili dictionary here', async () => {
    expect(freedict.supports('en', 'sw')).toBe(true);
    expect(freedict.englishFor('asante', 'sw')).toBe('thank you');
    expect(freedict.englishFor('maji', 'sw')).toBe('water');
    expect(await freedict.translate('nyumba', 'en', 'sw')).toMatchObject({ text: 'house', kind: 'gloss', provider: 'freedict:freedict-swh-eng' });
    expect(freedict.pairs()).toContainEqual({ source: 'sw', target: 'en', kind: 'gloss' });
  });

  it.runIf(hasAfrEng)('reads Afrikaans too, and still answers a word alone, never a sentence, and nothing for an unknown word', async () => {
    expect(freedict.englishFor('moeg', 'af')).toBe('tired');
    expect(freedict.englishFor('xqzblorp', 'af')).toBeNull();
    await expect(freedict.translate('Ek is vandag baie moeg.', 'en', 'af')).rejects.toThrow();
  });

  it.runIf(hasSwhEng)('is what the translator chain uses for a Swahili word', async () => {
    const t = createTranslator({ config: {} });
    expect(await t.translate('asante', 'en', 'sw')).toMatchObject({ text: 'thank you', kind: 'gloss' });
  });
});
