// Home in one call (issue 20 §4): everything the home screen shows, so it renders from one answer
// instead of five to seven (today's turns, the conversation to continue, the review counts, the
// partners, the scenes for the learner's level and topics, with a top-up call behind the topics').
import { z } from 'zod';
import { sceneLevelSchema } from './common';
import { getRoles, sceneListItemSchema } from './content';
import { getLatestConversation, getUserTalkTimes } from './conversation';
import { defineEndpoint } from './endpoint';

/** Days of turns home shows (the streak counts further back on its own). */
export const HOME_TALK_DAYS = 7;
/** Scenes home recommends. */
export const HOME_SCENE_COUNT = 6;
/** Topics, of the learner's, that home looks in for scenes (the first chosen). */
export const HOME_SCENE_TOPICS = 3;

export const getHome = defineEndpoint({
  method: 'GET',
  path: '/api/home/v1/getHome',
  summary: "Everything home shows: today's turns and streak, the conversation to continue, the review counts, the partners, and scenes for a level on the learner's topics",
  input: z.object({
    level: sceneLevelSchema,
    /** The learner's topic tags, comma-separated, first chosen first; only the first three count. */
    tags: z.string().max(400).optional(),
    /** IANA time zone for the day boundaries of today's turns, e.g. Europe/Madrid (default UTC). */
    timeZone: z.string().max(64).optional(),
  }),
  response: z.object({
    talkTimes: getUserTalkTimes.response,
    latest: getLatestConversation.response,
    review: z.object({ total: z.number().int(), dueCount: z.number().int() }),
    roles: getRoles.response,
    scenes: z.object({
      /** At the level, on the learner's topics first, topped up with others at the level. */
      list: z.array(sceneListItemSchema),
      /** The learner has topics and none of them has a scene at this level: all are others. */
      noneOnTopics: z.boolean(),
    }),
  }),
});
