// The learner's settings kept on the server (spec §3 "User settings" and the chosen role/style),
// so that a second device gets the same.
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { correctionLevelSchema } from './conversation';
import { userSettingsSchema } from './user';

export const SERVER_PLAYBACK_RATES = [0.8, 1, 1.2] as const;
/** The daily goals a learner can pick, in turns a day (issue 15). */
export const DAILY_GOALS = [5, 10, 20, 30] as const;
export type DailyGoal = (typeof DAILY_GOALS)[number];

export const updateUserSettings = defineEndpoint({
  method: 'POST',
  path: '/api/user/v1/updateUserSettings',
  summary: 'Change some of the learner settings; answers all of them',
  input: z
    .object({
      autoPlayVoice: z.boolean(),
      autoBlurText: z.boolean(),
      autoSpeechAssessment: z.boolean(),
      /** 0.5 and 2 are migrated to 0.8 and 1.2 (spec §3). */
      playbackRate: z.number().refine((rate) => [0.5, 0.8, 1, 1.2, 2].includes(rate), 'must be 0.8, 1 or 1.2'),
      roleId: z.union([z.literal(1), z.literal(2)], { error: 'must be 1 (teacher) or 2 (friend)' }),
      roleStyle: z.string().min(1).max(40),
      /** null goes back to the role's default. */
      correctionLevel: correctionLevelSchema.nullable(),
      /** null: no daily goal. */
      dailyGoalTurns: z.union([z.literal(5), z.literal(10), z.literal(20), z.literal(30)], { error: 'must be 5, 10, 20 or 30' }).nullable(),
    })
    .partial(),
  response: userSettingsSchema,
});
