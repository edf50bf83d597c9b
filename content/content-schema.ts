// The schema of Parley's content pack. Every file under content/ is checked against it at start
// (see load-content.ts); the server refuses to start with a list of every problem, naming the file.
import { z } from 'zod';
// Scenes and explorations are written for SCENE_LEVELS; question banks cover every level (C2 too).
import { LEVELS, SCENE_LEVELS } from '@parley/contract/common';

const kebab = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case (a-z, 0-9 and single hyphens)');
const text = z.string().trim().min(1, 'must not be empty');
const svgFile = z.string().regex(/^[a-z0-9-]+\.svg$/, 'must be an .svg file name');
const id = z.number().int().positive();

const unique = <T>(items: T[]) => new Set(items).size === items.length;

export const topicTagSchema = z.object({ key: kebab, name: text, emoji: text, description: text }).strict();

export const topicTypeSchema = z
  .object({
    id,
    key: kebab,
    name: text,
    description: text,
    color: z.string().regex(/^#[0-9a-f]{6}$/i, 'must be #rrggbb'),
  })
  .strict();

export const sceneTurnSchema = z
  .object({
    /** What the AI character says. */
    ai: text,
    expected: z
      .object({
        /** Lower-case words or short phrases; the learner's reply fits if it contains any of them. */
        keywords: z
          .array(text.refine((k) => k === k.toLowerCase(), 'keywords must be lower-case'))
          .min(1)
          .refine(unique, 'keywords must not repeat'),
        /** Two or three good learner replies. */
        examples: z.array(text).min(2).max(3),
      })
      .strict(),
    /** A short tip for a learner who is stuck. */
    hint: text,
    /**
     * What this line takes for granted from the learner's earlier answers (lower-case word starts:
     * "charg" for charging, charger): when they said none of it, `otherwise` is said instead, a line
     * that fits any answer and is answered the same way ("Have you tried a different cable?" only
     * after a power problem).
     */
    assumes: z.array(text.refine((k) => k === k.toLowerCase(), 'assumed words must be lower-case')).min(1).optional(),
    otherwise: text.optional(),
    /**
     * The last turn only: what the scene's closing takes for granted from the answer to this turn
     * ("a conference abstract would be excellent practice" after the learner raised one); when the
     * learner said none of it, `closingOtherwise` closes the scene instead.
     */
    closingAssumes: z.array(text.refine((k) => k === k.toLowerCase(), 'assumed words must be lower-case')).min(1).optional(),
    closingOtherwise: text.optional(),
  })
  .strict()
  .refine((t) => (t.assumes === undefined) === (t.otherwise === undefined), 'assumes and otherwise go together')
  .refine((t) => (t.closingAssumes === undefined) === (t.closingOtherwise === undefined), 'closingAssumes and closingOtherwise go together');

export const keyPhraseSchema = z.object({ text, meaning: text }).strict();
export const keyWordSchema = z.object({ word: text, partOfSpeech: text, meaning: text }).strict();

export const sceneSchema = z
  .object({
    /** Stable and unique; never reused, even after a scene is removed. */
    id,
    slug: kebab,
    topicTypeId: id,
    level: z.enum(SCENE_LEVELS),
    title: text,
    /** What the learner must achieve, one sentence addressed to the learner. */
    goal: text,
    setting: text,
    aiCharacter: text,
    learnerCharacter: text,
    tags: z.array(kebab).min(1).refine(unique, 'tags must not repeat'),
    cover: svgFile,
    turns: z.array(sceneTurnSchema).min(4).max(7),
    /** The AI's last line. */
    closing: text,
    keyPhrases: z.array(keyPhraseSchema).min(4).max(8),
    keyWords: z.array(keyWordSchema).min(8).max(15),
  })
  .strict()
  .refine((s) => s.cover === `${s.slug}.svg`, { message: 'cover must be "<slug>.svg"', path: ['cover'] })
  .refine((s) => s.turns.slice(0, -1).every((t) => t.closingAssumes === undefined), { message: 'only the last turn may say what the closing assumes', path: ['turns'] });

export const explorationSchema = z
  .object({
    id,
    slug: kebab,
    title: text,
    level: z.enum(SCENE_LEVELS),
    /** A premise of three to five sentences. */
    story: text,
    cover: svgFile,
    /** Three to five existing scene ids, in story order. */
    sceneIds: z.array(id).min(3).max(5).refine(unique, 'sceneIds must not repeat'),
  })
  .strict()
  .refine((e) => e.cover === `${e.slug}.svg`, { message: 'cover must be "<slug>.svg"', path: ['cover'] });

const questions = z.array(text).min(4, 'needs at least 4 questions');
const levelQuestions = z
  .object({ A1: questions, A2: questions, B1: questions, B2: questions, C1: questions, C2: questions })
  .strict();

export const questionBankSchema = z
  .object({ tag: kebab, teacher: levelQuestions, friend: levelQuestions })
  .strict()
  .superRefine((bank, ctx) => {
    const seen = new Map<string, string>();
    for (const role of ['teacher', 'friend'] as const) {
      for (const level of LEVELS) {
        bank[role][level].forEach((q, i) => {
          const where = `${role}.${level}.${i}`;
          const key = q.trim().toLowerCase();
          const first = seen.get(key);
          if (first) ctx.addIssue({ code: 'custom', message: `question repeats ${first}: "${q}"`, path: [role, level, i] });
          else seen.set(key, where);
        });
      }
    }
  });

export const roleStyleSchema = z.object({ key: kebab, name: text, description: text }).strict();

export const roleSchema = z
  .object({
    id,
    /** 0 = teacher, 1 = friend. */
    roleType: z.number().int().min(0),
    role: text,
    username: text,
    headUrl: svgFile,
    intro: text,
    styles: z.array(roleStyleSchema).min(4).refine((s) => unique(s.map((x) => x.key)), 'style keys must not repeat'),
  })
  .strict();

export type TopicTag = z.infer<typeof topicTagSchema>;
export type TopicType = z.infer<typeof topicTypeSchema>;
export type Scene = z.infer<typeof sceneSchema>;
export type SceneTurn = z.infer<typeof sceneTurnSchema>;
export type KeyPhrase = z.infer<typeof keyPhraseSchema>;
export type KeyWord = z.infer<typeof keyWordSchema>;
export type Exploration = z.infer<typeof explorationSchema>;
export type QuestionBank = z.infer<typeof questionBankSchema>;
export type Role = z.infer<typeof roleSchema>;
export type RoleStyle = z.infer<typeof roleStyleSchema>;

export interface ContentPack {
  topicTags: TopicTag[];
  topicTypes: TopicType[];
  /** Sorted by id. */
  scenes: Scene[];
  /** Sorted by id. */
  explorations: Exploration[];
  questionBanks: QuestionBank[];
  roles: Role[];
}
