// Language tools: grammar check, word lookup with IPA, sentence phonetics, translation, emoji.
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { languageTagSchema, listSchema } from './common';

export const MAX_CHECK_CHARS = 1000;
export const MAX_TRANSLATE_CHARS = 2000;

const textField = (max: number) =>
  z.string({ error: 'is required' }).trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

export const grammarCategorySchema = z.enum([
  'agreement', 'tense', 'article', 'preposition', 'word-order', 'spelling', 'verb-form',
  'word-choice', 'punctuation', 'capitalization', 'plural', 'pronoun', 'other',
]);
export type GrammarCategory = z.infer<typeof grammarCategorySchema>;

export const grammarIssueSchema = z.object({
  start: z.number().int(),
  end: z.number().int(),
  text: z.string(),
  suggestion: z.string(),
  explanation: z.string(),
  /** The explanation in the learner's native language, when a translator can provide it. */
  explanationNative: z.string().nullable(),
  category: grammarCategorySchema,
  source: z.enum(['harper', 'rules', 'model']),
});
export type GrammarIssue = z.infer<typeof grammarIssueSchema>;

export const checkGrammar = defineEndpoint({
  method: 'POST',
  path: '/api/transform/v1/checkGrammar',
  summary: 'Grammar issues with offsets, suggestions and learner-friendly explanations',
  input: z.object({ content: textField(MAX_CHECK_CHARS), nativeLanguage: languageTagSchema.optional() }),
  response: z.object({ hasError: z.boolean(), issues: z.array(grammarIssueSchema), corrected: z.string() }),
});

export const simpleCheckGrammar = defineEndpoint({
  method: 'POST',
  path: '/api/transform/v1/simpleCheckGrammar',
  summary: 'Whether a sentence has errors, and its corrected form',
  input: z.object({ content: textField(MAX_CHECK_CHARS) }),
  response: z.object({ hasError: z.boolean(), corrected: z.string() }),
});

export const translationSchema = z.object({
  text: z.string(),
  kind: z.enum(['translation', 'gloss']),
  provider: z.string(),
  source: z.string(),
  target: z.string(),
});
export type Translation = z.infer<typeof translationSchema>;

export const senseSchema = z.object({
  partOfSpeech: z.string(),
  definition: z.string(),
  examples: z.array(z.string()),
  synonyms: z.array(z.string()),
});

export const wordEntrySchema = z.object({
  word: z.string(),
  lemma: z.string(),
  ipa: z.string().nullable(),
  partsOfSpeech: z.array(z.string()),
  senses: z.array(senseSchema),
  forms: z.record(z.string(), z.string()).optional(),
  translation: translationSchema.nullable(),
});
export type WordEntry = z.infer<typeof wordEntrySchema>;

export const learnAboutWord = defineEndpoint({
  method: 'GET',
  path: '/api/transform/v1/learnAboutWord',
  summary: 'Headword, base form, US IPA, senses with examples and a translation',
  input: z.object({
    word: z.string({ error: 'is required' }).trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters'),
    nativeLanguage: languageTagSchema.optional(),
  }),
  response: wordEntrySchema,
});

export const getPhoneticSymbol = defineEndpoint({
  method: 'GET',
  path: '/api/transform/v1/getPhoneticSymbol',
  summary: 'US IPA for a whole sentence',
  input: z.object({ text: textField(MAX_TRANSLATE_CHARS) }),
  response: z.object({
    text: z.string(),
    ipa: z.string(),
    words: z.array(z.object({ word: z.string(), ipa: z.string(), source: z.enum(['cmudict', 'rules']) })),
  }),
});

export const translateText = defineEndpoint({
  method: 'POST',
  path: '/api/transform/v1/translateText',
  summary: 'Translate text (or gloss it word by word where no translator exists)',
  input: z.object({ text: textField(MAX_TRANSLATE_CHARS), target: languageTagSchema, source: languageTagSchema.optional() }),
  response: translationSchema,
});

export const translateWithNativeLanguage = defineEndpoint({
  method: 'POST',
  path: '/api/transform/v1/translateWithNativeLanguage',
  summary: "Translate English text into the learner's native language",
  input: z.object({ text: textField(MAX_TRANSLATE_CHARS), nativeLanguage: languageTagSchema.optional() }),
  response: translationSchema,
});

export const emojiSchema = z.object({ emoji: z.string(), name: z.string(), keywords: z.array(z.string()) });

export const searchEmoji = defineEndpoint({
  method: 'GET',
  path: '/api/transform/v1/searchEmoji',
  summary: 'Emoji ranked by keyword match (exact, prefix, partial); popular ones for an empty keyword',
  input: z.object({
    keyword: z.string().trim().max(40, 'must be at most 40 characters').default(''),
    limit: z.coerce.number().int().min(1).max(100).default(24),
  }),
  response: listSchema(emojiSchema),
});
