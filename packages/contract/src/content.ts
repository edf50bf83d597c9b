// Roles, topic tags, scenes and explorations (spec §7 "AI topic", getRoles, getTopicList).
// Words: a *scene* is a role-play with turns; a *topic tag* is an interest (travel, food) the learner
// picks for free chat; a *topic type* is a lobby group of scenes. Endpoint names say which one they
// serve; the paths keep the spec's words.
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idSchema, listSchema, pageQuerySchema, sceneLevelSchema } from './common';

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
 * Onboarding shows every topic tag on one screen and asks without page or pageSize, so an unpaged
 * request gets the largest page a list allows rather than the usual 20.
 */
export const TOPIC_TAG_LIST_DEFAULT_PAGE_SIZE = 100;

export const getTopicTagList = defineEndpoint({
  method: 'GET',
  path: '/api/transform/v1/getTopicList',
  summary: 'Topic tags a learner can pick (onboarding and free chat); paged',
  input: pageQuerySchema.extend({ pageSize: pageQuerySchema.shape.pageSize.unwrap().default(TOPIC_TAG_LIST_DEFAULT_PAGE_SIZE) }),
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

export const getTopicTypeList = defineEndpoint({
  method: 'GET',
  path: '/api/aiTopic/v1/getSceneTopicTypeBaseList',
  summary: 'Lobby groups of scenes (topic types)',
  input: pageQuerySchema,
  response: listSchema(topicTypeSchema),
});

/** A scene as lists show it (lobby, explorations); the detail adds what the scene's page needs. */
export const sceneListItemSchema = z.object({
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
export type SceneListItem = z.infer<typeof sceneListItemSchema>;

export const getSceneList = defineEndpoint({
  method: 'GET',
  path: '/api/aiTopic/v1/getSceneTopicBaseList',
  summary: 'Scenes, filtered by topic type, level or tag; paged',
  input: pageQuerySchema.extend({
    topicTypeId: idSchema.optional(),
    level: sceneLevelSchema.optional(),
    tag: z.string().max(40).optional(),
    search: z.string().trim().max(60).optional(),
  }),
  response: listSchema(sceneListItemSchema),
});

export const keyPhraseSchema = z.object({ text: z.string(), meaning: z.string() });
export const keyWordSchema = z.object({ word: z.string(), partOfSpeech: z.string(), meaning: z.string() });

export const sceneDetailSchema = sceneListItemSchema.extend({
  setting: z.string(),
  keyPhrases: z.array(keyPhraseSchema),
  keyWords: z.array(keyWordSchema),
  opening: z.string(),
});
export type SceneDetail = z.infer<typeof sceneDetailSchema>;

export const getSceneDetail = defineEndpoint({
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
  scenes: z.array(sceneListItemSchema),
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
