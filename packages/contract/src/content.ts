// Roles, topics, scenes and explorations (spec §7 "AI topic", getRoles, getTopicList).
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idSchema, listSchema, pageQuerySchema } from './common';

export const SCENE_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1'] as const;
export const sceneLevelSchema = z.enum(SCENE_LEVELS, { error: 'must be one of A1, A2, B1, B2, C1' });

export const roleStyleSchema = z.object({ key: z.string(), name: z.string(), description: z.string() });
export const aiRoleSchema = z.object({
  id: z.number().int(),
  role: z.string(),
  roleType: z.number().int(),
  username: z.string(),
  headUrl: z.string(),
  intro: z.string(),
  styles: z.array(roleStyleSchema),
});
export type AiRole = z.infer<typeof aiRoleSchema>;

export const getRoles = defineEndpoint({
  method: 'POST',
  path: '/api/transform/v1/getRoles',
  summary: 'The two AI characters: teacher (id 1) and friend (id 2) with their styles',
  input: z.object({}),
  response: listSchema(aiRoleSchema),
});

export const topicTagSchema = z.object({ key: z.string(), name: z.string(), emoji: z.string(), description: z.string() });
export type TopicTag = z.infer<typeof topicTagSchema>;

/**
 * Onboarding shows every topic on one screen and asks without page or pageSize, so an unpaged
 * request gets the largest page a list allows rather than the usual 20.
 */
export const TOPIC_LIST_DEFAULT_PAGE_SIZE = 100;

export const getTopicList = defineEndpoint({
  method: 'GET',
  path: '/api/transform/v1/getTopicList',
  summary: 'Topic tags a learner can pick (onboarding and free chat); paged',
  input: pageQuerySchema.extend({ pageSize: pageQuerySchema.shape.pageSize.unwrap().default(TOPIC_LIST_DEFAULT_PAGE_SIZE) }),
  response: listSchema(topicTagSchema),
});

export const topicTypeSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  sceneCount: z.number().int(),
});
export type TopicType = z.infer<typeof topicTypeSchema>;

export const getSceneTopicTypeBaseList = defineEndpoint({
  method: 'GET',
  path: '/api/aiTopic/v1/getSceneTopicTypeBaseList',
  summary: 'Lobby groups of scenes (topic types)',
  input: pageQuerySchema,
  response: listSchema(topicTypeSchema),
});

export const sceneSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  topicTypeId: z.number().int(),
  level: sceneLevelSchema,
  title: z.string(),
  goal: z.string(),
  coverUrl: z.string(),
  aiCharacter: z.string(),
  learnerCharacter: z.string(),
  tags: z.array(z.string()),
  turnCount: z.number().int(),
});
export type SceneSummary = z.infer<typeof sceneSummarySchema>;

export const getSceneTopicBaseList = defineEndpoint({
  method: 'GET',
  path: '/api/aiTopic/v1/getSceneTopicBaseList',
  summary: 'Scenes, filtered by topic type, level or tag; paged',
  input: pageQuerySchema.extend({
    topicTypeId: idSchema.optional(),
    level: sceneLevelSchema.optional(),
    tag: z.string().max(40).optional(),
    search: z.string().trim().max(60).optional(),
  }),
  response: listSchema(sceneSummarySchema),
});

export const keyPhraseSchema = z.object({ text: z.string(), meaning: z.string() });
export const keyWordSchema = z.object({ word: z.string(), partOfSpeech: z.string(), meaning: z.string() });

export const sceneDetailSchema = sceneSummarySchema.extend({
  setting: z.string(),
  keyPhrases: z.array(keyPhraseSchema),
  keyWords: z.array(keyWordSchema),
  opening: z.string(),
});
export type SceneDetail = z.infer<typeof sceneDetailSchema>;

export const getTopicSceneItem = defineEndpoint({
  method: 'GET',
  path: '/api/aiTopic/v1/getTopicSceneItem',
  summary: "A scene's goal, setting, key phrases and key words",
  input: z.object({ id: idSchema }),
  response: sceneDetailSchema,
});

export const getWordsAndLinesList = defineEndpoint({
  method: 'GET',
  path: '/api/aiTopic/v1/getWordsAndLinesList',
  summary: "A scene's key words and the lines of the conversation",
  input: z.object({ id: idSchema }),
  response: z.object({
    id: z.number().int(),
    keyWords: z.array(keyWordSchema),
    keyPhrases: z.array(keyPhraseSchema),
    lines: z.array(z.object({ speaker: z.enum(['ai', 'learner']), text: z.string() })),
  }),
});

export const explorationSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  level: sceneLevelSchema,
  story: z.string(),
  coverUrl: z.string(),
  scenes: z.array(sceneSummarySchema),
  /** Scenes of this exploration the learner has finished (0 when signed out). */
  completedSceneIds: z.array(z.number().int()),
});
export type Exploration = z.infer<typeof explorationSchema>;

export const getExplorationList = defineEndpoint({
  method: 'GET',
  path: '/api/aiTopic/v1/getExplorationList',
  summary: 'Explorations: longer themed role-plays made of several scenes; paged',
  input: pageQuerySchema.extend({ id: idSchema.optional() }),
  response: listSchema(explorationSchema),
});
