// Progress the learner can see (issue 15): the corrections of their own chat turns gathered by
// rule with a trend ("My mistakes"), and the explanation of one correction with a short drill the
// grammar engine checks ("Explain this correction" → "Practise this").
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** One corrected learner message, as My mistakes lists it under its rule. */
export const mistakeExampleSchema = z.object({
  messageId: z.number().int(),
  conversationId: z.number().int(),
  /** The learner's message as sent. */
  content: z.string(),
  /** The message with the fix applied. */
  corrected: z.string(),
  wrong: z.string(),
  fix: z.string(),
  createdAt: z.string(),
});
export type MistakeExample = z.infer<typeof mistakeExampleSchema>;

export const mistakeGroupSchema = z.object({
  /** The grammar category (tense, agreement, plural …). */
  category: z.string(),
  /** The rule in one line, as the chat showed it ("past simple for a finished time"). */
  rule: z.string(),
  count: z.number().int(),
  /** Corrections in the last seven days and in the seven before: the trend. */
  thisWeek: z.number().int(),
  lastWeek: z.number().int(),
  /** Newest first, at most five. */
  examples: z.array(mistakeExampleSchema),
});
export type MistakeGroup = z.infer<typeof mistakeGroupSchema>;

export const getMyMistakes = defineEndpoint({
  method: 'GET',
  path: '/api/progress/v1/getMyMistakes',
  summary: "The learner's corrected chat turns grouped by rule, newest group first, with counts and a weekly trend",
  input: z.object({}),
  response: z.object({ groups: z.array(mistakeGroupSchema), total: z.number().int() }),
});

const text = (max: number) => z.string({ error: 'is required' }).trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

export const practiceItemSchema = z.object({
  /** A sentence with the same kind of mistake, for the learner to write correctly. */
  prompt: z.string(),
});

export const explanationSchema = z.object({
  category: z.string(),
  /** The rule in one line. */
  rule: z.string(),
  /** One or two more examples of the rule: the wrong and the right sentence. */
  examples: z.array(z.object({ wrong: z.string(), right: z.string() })),
  /** The rule in the learner's native language, where a translation engine can give it; else null. */
  ruleInNativeLanguage: z.string().nullable(),
  /** Three sentences to rewrite correctly (fewer where the rule has fewer examples; none for spelling). */
  practice: z.array(practiceItemSchema),
});
export type Explanation = z.infer<typeof explanationSchema>;

export const explainCorrection = defineEndpoint({
  method: 'POST',
  path: '/api/progress/v1/explainCorrection',
  summary: 'The rule behind a correction in one line, more examples, the rule in the native language and a short drill',
  input: z.object({
    category: text(40),
    /** The one-line reason the correction came with. */
    reason: text(300),
    wrong: z.string().max(200, 'must be at most 200 characters'),
    fix: z.string().max(200, 'must be at most 200 characters'),
  }),
  response: z.object({ explanation: explanationSchema }),
});

export const checkPractice = defineEndpoint({
  method: 'POST',
  path: '/api/progress/v1/checkPractice',
  summary: "Checks the learner's rewrite of a drill sentence with the grammar engine",
  input: z.object({
    /** The drill sentence as given (it says which answer is expected). */
    prompt: text(300),
    answer: text(300),
  }),
  response: z.object({
    right: z.boolean(),
    /** What a correct sentence looks like (shown after a wrong try). */
    model: z.string(),
    /** The engine's fix for the answer, when it found one. */
    fix: z.object({ wrong: z.string(), fix: z.string(), reason: z.string() }).nullable(),
  }),
});

/** The report after a conversation (issue 15 §2), computed from its stored messages. */
export const conversationReportSchema = z.object({
  conversationId: z.number().int(),
  /** The scene's title, or "Free chat". */
  title: z.string(),
  startedAt: z.string(),
  endedAt: z.string(),
  /** From the first message to the last, in minutes (one decimal). */
  minutes: z.number(),
  turns: z.object({ total: z.number().int(), spoken: z.number().int(), typed: z.number().int() }),
  words: z.object({
    total: z.number().int(),
    distinct: z.number().int(),
    /** Words the learner used here for the first time (none of their earlier conversations has them), at most 30. */
    new: z.array(z.string()),
    newCount: z.number().int(),
  }),
  /** Corrections per 100 words the learner wrote (one decimal). */
  errorsPer100Words: z.number(),
  /** How long the learner's recordings of this conversation lasted, in seconds. */
  spokenSeconds: z.number().int(),
  /** The pronunciation scores of the spoken turns, when some were scored; else null. */
  pronunciation: z
    .object({
      /** Mean score of the scored turns, 0–100. */
      average: z.number().int(),
      scoredTurns: z.number().int(),
      /** The words said least well, weakest first (at most five), with their lowest score and how often they were weak. */
      hardestWords: z.array(z.object({ word: z.string(), score: z.number().int(), times: z.number().int() })),
    })
    .nullable(),
  errors: z.array(z.object({ category: z.string(), rule: z.string(), count: z.number().int(), examples: z.array(z.object({ content: z.string(), corrected: z.string() })) })),
  /** One concrete thing to do next time, from the figures above. */
  goal: z.string(),
});
export type ConversationReport = z.infer<typeof conversationReportSchema>;

export const getConversationReport = defineEndpoint({
  method: 'GET',
  path: '/api/progress/v1/getConversationReport',
  summary: 'The report of one of the learner’s conversations: time, turns spoken and typed, words (new ones marked), errors by rule, a goal',
  input: z.object({ conversationId: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').positive('must be positive') }),
  response: z.object({ report: conversationReportSchema }),
});

/** One week of practice (Monday first, UTC), for the progress charts (issue 15 §5). */
export const progressWeekSchema = z.object({
  weekStart: z.string(),
  turns: z.number().int(),
  spokenTurns: z.number().int(),
  words: z.number().int(),
  corrections: z.number().int(),
  /** Corrections per 100 words written that week (one decimal), or null without words. */
  errorsPer100Words: z.number().nullable(),
  /** Words and phrases saved to the collection that week. */
  saved: z.number().int(),
  /** Minutes of the learner's recordings that week (one decimal). */
  minutesSpoken: z.number(),
  /** Mean pronunciation score of the recordings scored that week, or null when none was. */
  pronunciation: z.number().int().nullable(),
});

export const getProgressStats = defineEndpoint({
  method: 'GET',
  path: '/api/progress/v1/getProgressStats',
  summary: 'Turns per day for the last five weeks and per-week figures for the last eight: the progress page',
  input: z.object({}),
  response: z.object({
    /** The last 35 days, oldest first, with the learner's turns each day (UTC dates). */
    days: z.array(z.object({ date: z.string(), turns: z.number().int() })),
    /** The last 8 weeks, oldest first. */
    weeks: z.array(progressWeekSchema),
    /** A level one step up or down, when the last conversations look like it (issue 15 §6); else null. */
    levelSuggestion: z
      .object({
        level: z.string(),
        currentLevel: z.string(),
        conversations: z.number().int(),
        wordsPerTurn: z.number(),
        errorsPer100Words: z.number(),
        latestConversationId: z.number().int(),
      })
      .nullable(),
  }),
});
