// The learner's collection: saved words, phrases and chat messages (spec §7 "Collection").
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idSchema, listSchema, pageQuerySchema } from './common';

export const COLLECTION_KINDS = ['word', 'phrase', 'message'] as const;
export const collectionKindSchema = z.enum(COLLECTION_KINDS, { error: 'must be word, phrase or message' });
export type CollectionKind = z.infer<typeof collectionKindSchema>;

export const collectionItemSchema = z.object({
  id: z.number().int(),
  kind: collectionKindSchema,
  content: z.string(),
  /** IPA for words, translation or meaning when known. */
  ipa: z.string().nullable(),
  meaning: z.string().nullable(),
  note: z.string(),
  /** Where it was saved from: a scene or a chat message. */
  sceneId: z.number().int().nullable(),
  messageId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CollectionItem = z.infer<typeof collectionItemSchema>;

const contentField = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'must not be empty')
  .max(500, 'must be at most 500 characters');

export const collectContent = defineEndpoint({
  method: 'POST',
  path: '/api/userCollect/v1/collectContent',
  summary: 'Save a word or phrase (saving the same one twice keeps one)',
  input: z.object({
    kind: z.enum(['word', 'phrase'], { error: 'must be word or phrase' }).default('word'),
    content: contentField,
    meaning: z.string().max(500).optional(),
    sceneId: idSchema.optional(),
  }),
  response: z.object({ item: collectionItemSchema, isNew: z.boolean() }),
});

export const collectChatMessage = defineEndpoint({
  method: 'POST',
  path: '/api/aiTopic/v1/collectChatMessage',
  summary: 'Save a chat message (saving the same one twice keeps one)',
  input: z.object({ messageId: idSchema }),
  response: z.object({ item: collectionItemSchema, isNew: z.boolean() }),
});

export const getMyCollection = defineEndpoint({
  method: 'POST',
  path: '/api/userCollect/v1/getMyCollection',
  summary: 'Saved items, newest first; filter by kind, search; paged',
  input: pageQuerySchema.extend({
    kind: collectionKindSchema.optional(),
    search: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  }),
  response: listSchema(collectionItemSchema),
});

export const updateUserCollection = defineEndpoint({
  method: 'POST',
  path: '/api/userCollect/v1/updateUserCollection',
  summary: 'Change the note of a saved item, or remove it',
  input: z.discriminatedUnion('action', [
    z.object({ action: z.literal('note'), id: idSchema, note: z.string().max(1000, 'must be at most 1000 characters') }),
    z.object({ action: z.literal('remove'), id: idSchema }),
  ]),
  response: z.object({ item: collectionItemSchema.nullable() }),
});

export const checkWordStatus = defineEndpoint({
  method: 'GET',
  path: '/api/userCollect/v1/checkWordStatus',
  summary: 'Whether a word is in the collection',
  input: z.object({ word: z.string({ error: 'is required' }).trim().min(1, 'must not be empty').max(64) }),
  response: z.object({ isCollected: z.boolean(), id: z.number().int().nullable() }),
});
