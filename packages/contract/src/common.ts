// Shapes shared by several API groups.
import { z } from 'zod';
import { LEVELS, SCENE_LEVELS } from './levels';

// The levels themselves live in a module without zod (the web app's first screen needs them).
export { DEFAULT_LEVEL, LEVELS, SCENE_LEVELS, type Level, type SceneLevel } from './levels';
export const levelSchema = z.enum(LEVELS, { error: `must be one of ${LEVELS.join(', ')}` });
export const sceneLevelSchema = z.enum(SCENE_LEVELS, { error: `must be one of ${SCENE_LEVELS.join(', ')}` });

export const idSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(2_147_483_647, 'is too large');

/** Paged list queries: page numbers start at 1. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'must be 1 or more').max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1, 'must be 1 or more').max(100, 'must be 100 or less').default(20),
});

export function listSchema<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int() });
}

export const emptySchema = z.object({}).strict();
export const nullSchema = z.null();

/** BCP 47 language tag such as 'zh-CN', 'es' or 'ja'. */
export const languageTagSchema = z
  .string()
  .trim()
  .regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/, 'must be a language tag such as es or zh-CN');

/**
 * Characters that show nothing: format characters (zero-width space, joiners, BOM, soft hyphen),
 * controls, spaces, and the fillers that render blank (Hangul fillers, braille blank). Text made
 * only of these is empty to a reader (issue 16: a chat message or password of zero-width spaces).
 */
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Z}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** True when nothing would be seen once invisible characters are removed. */
export function isBlankText(value: string): boolean {
  return value.replace(INVISIBLE, '') === '';
}

/** Characters as a learner counts them (an emoji or an accented letter is one), after NFC. */
export const characterCount = (value: string) => [...value.normalize('NFC')].length;
