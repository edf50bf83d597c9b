// The grammar categories read in the interface language, and an unknown one as sent.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { grammarCategorySchema } from '@parley/contract/language';
import { messages as french } from '../locales/fr/messages.po';
import { messages as arabic } from '../locales/ar/messages.po';
import { GRAMMAR_CATEGORY_NAMES, grammarCategoryName } from './grammar-words';

describe('grammar category names', () => {
  it('has a name for every category the contract allows', () => {
    expect(Object.keys(GRAMMAR_CATEGORY_NAMES).sort()).toEqual([...grammarCategorySchema.options].sort());
  });

  it('reads them in French and Arabic, none left in English, and an unknown one as sent', () => {
    const fr = setupI18n({ locale: 'fr', messages: { fr: french } });
    const ar = setupI18n({ locale: 'ar', messages: { ar: arabic } });
    expect(grammarCategoryName(fr, 'tense')).toBe('temps');
    expect(grammarCategoryName(fr, 'word-order')).toBe('ordre des mots');
    for (const category of grammarCategorySchema.options) {
      expect(grammarCategoryName(ar, category), category).toMatch(/[\u0600-\u06FF]/);
    }
    expect(grammarCategoryName(fr, 'collocation')).toBe('collocation');
  });
});
