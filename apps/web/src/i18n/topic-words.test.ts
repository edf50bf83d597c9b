// Topic names and descriptions read in the interface language while the server sends the built-in
// English, and as the server sends them once an operator rewrote them.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import builtInTags from '../../../../content/topic-tags.json';
import builtInTypes from '../../../../content/topic-types.json';
import { messages as arabic } from '../locales/ar/messages.po';
import { messages as spanish } from '../locales/es/messages.po';
import { BUILT_IN_TOPIC_WORDS, topicWords } from './topic-words';

describe('the topics’ words', () => {
  it('has the English of the content files for every topic, its description and every scene topic', () => {
    const { TAG_NAMES, TAG_DESCRIPTIONS, TYPE_NAMES } = BUILT_IN_TOPIC_WORDS;
    for (const tag of builtInTags) {
      expect(TAG_NAMES[tag.key]?.[0], tag.key).toBe(tag.name);
      expect(TAG_DESCRIPTIONS[tag.key]?.[0], tag.key).toBe(tag.description);
    }
    for (const type of builtInTypes) expect(TYPE_NAMES[type.key]?.[0], type.key).toBe(type.name);
  });

  it('reads them in Spanish and Arabic, and leaves an operator’s own words as they are', () => {
    const words = topicWords(setupI18n({ locale: 'es', messages: { es: spanish } }));
    const family = builtInTags.find((tag) => tag.key === 'family')!;
    expect(words.tagName(family)).toBe('Familia y amigos');
    expect(words.tagDescription(family)).toBe('Las personas de tu vida.');
    expect(words.typeName(builtInTypes.find((type) => type.key === 'food-drink')!)).toBe('Comida y bebida');
    expect(words.tagName({ key: 'family', name: 'Relatives' })).toBe('Relatives');
    expect(words.typeName({ key: 'pets', name: 'Pets' })).toBe('Pets');

    const inArabic = topicWords(setupI18n({ locale: 'ar', messages: { ar: arabic } }));
    for (const tag of builtInTags) expect(inArabic.tagName(tag), tag.key).not.toBe(tag.name);
    for (const type of builtInTypes) expect(inArabic.typeName(type), type.key).not.toBe(type.name);
  });
});
