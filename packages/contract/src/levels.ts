// CEFR levels, with no zod: the web app's first screen imports them (the set-up store), and a
// module that builds zod schemas would bring zod along. common.ts re-exports them with their schemas.

/** CEFR levels a learner can be at. */
export const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type Level = (typeof LEVELS)[number];
/** Spec §5 and §9: the level of a learner who has not chosen one. */
export const DEFAULT_LEVEL: Level = 'A1';

/** Levels a scene or exploration is written for: no C2 scenes exist (content/README.md). */
export const SCENE_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1'] as const satisfies readonly Level[];
export type SceneLevel = (typeof SCENE_LEVELS)[number];
