// The grammar categories the server sends in English (packages/contract/src/language.ts,
// grammarCategorySchema), in the interface language: "My mistakes" and the conversation report
// group corrections by them. A category the table does not know is shown as sent.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { GrammarCategory } from '@parley/contract/language';

// grammar-words.test.ts checks the table against the contract's list.
const CATEGORY_NAMES: Record<GrammarCategory, MessageDescriptor> = {
  agreement: msg({ comment: 'A kind of grammar mistake: subject and verb (or word and word) do not agree, as in "she go"', message: 'agreement' }),
  tense: msg({ comment: 'A kind of grammar mistake: the wrong verb tense', message: 'tense' }),
  article: msg({ comment: 'A kind of grammar mistake: a, an or the', message: 'article' }),
  preposition: msg({ comment: 'A kind of grammar mistake: in, on, at, to …', message: 'preposition' }),
  'word-order': msg({ comment: 'A kind of grammar mistake: words in the wrong order', message: 'word order' }),
  spelling: msg({ comment: 'A kind of mistake: a word spelt wrong', message: 'spelling' }),
  'verb-form': msg({ comment: 'A kind of grammar mistake: the wrong form of a verb, as in "goed"', message: 'verb form' }),
  'word-choice': msg({ comment: 'A kind of mistake: a word that does not fit, as in "make a photo"', message: 'word choice' }),
  punctuation: msg({ comment: 'A kind of mistake: commas, full stops, question marks', message: 'punctuation' }),
  capitalization: msg({ comment: 'A kind of mistake: a capital letter missing or wrong', message: 'capital letters' }),
  plural: msg({ comment: 'A kind of grammar mistake: singular or plural', message: 'plural' }),
  pronoun: msg({ comment: 'A kind of grammar mistake: he, she, it, him, her …', message: 'pronoun' }),
  other: msg({ comment: 'A kind of grammar mistake that fits no other group', message: 'other' }),
};

/** The table, for the test that keeps it in step with the contract. */
export const GRAMMAR_CATEGORY_NAMES = CATEGORY_NAMES;

/** A grammar category's name in the interface language. */
export function grammarCategoryName(i18n: I18n, category: string): string {
  const message = (CATEGORY_NAMES as Record<string, MessageDescriptor | undefined>)[category];
  return message ? i18n._(message) : category;
}

/** grammarCategoryName() for the active interface language, re-rendering when it changes. */
export function useGrammarCategoryName() {
  const { i18n } = useLingui();
  return (category: string) => grammarCategoryName(i18n, category);
}
