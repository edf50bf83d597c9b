// Review that sticks (issue 15 §4): the collection as a deck of cards scheduled by FSRS (ts-fsrs).
// A saved word, phrase or short sentence is a card; each review grades it, and the scheduler says when it is due next.
import { z } from 'zod';
import { collectionItemSchema } from './collection';
import { defineEndpoint } from './endpoint';
import { idSchema } from './common';

export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export const reviewRatingSchema = z.enum(REVIEW_RATINGS, { error: 'must be again, hard, good or easy' });
export type ReviewRating = z.infer<typeof reviewRatingSchema>;

/**
 * How a card is practised: a word or phrase is recalled (shown, then graded); a saved sentence takes
 * turns at three exercises — fill the gap (type the word at start…end of the sentence), listen and
 * repeat (hear it, say it, get the pronunciation score) and translate (write in English the sentence
 * given in the learner's language).
 */
export const reviewExerciseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('recall') }),
  z.object({ kind: z.literal('fill-gap'), start: z.number().int(), end: z.number().int() }),
  z.object({ kind: z.literal('listen') }),
  z.object({ kind: z.literal('translate'), prompt: z.string() }),
]);
export type ReviewExercise = z.infer<typeof reviewExerciseSchema>;

export const reviewCardSchema = z.object({
  item: collectionItemSchema,
  /** new: never reviewed; learning or relearning: in short steps; review: spaced. */
  state: z.enum(['new', 'learning', 'review', 'relearning']),
  due: z.string(),
  /** A sentence of the learner's own that uses it (their newest), or null. */
  example: z.string().nullable(),
  /** When each grade would bring it back, e.g. { again: '1 min', good: '10 min', … }. */
  nextIn: z.record(reviewRatingSchema, z.string()),
  exercise: reviewExerciseSchema,
});
export type ReviewCard = z.infer<typeof reviewCardSchema>;

export const getReviewDeck = defineEndpoint({
  method: 'GET',
  path: '/api/review/v1/getReviewDeck',
  summary: 'The saved words, phrases and short sentences due for review now (new ones included), each with its exercise, and how many there are',
  input: z.object({ limit: z.coerce.number({ error: 'must be a number' }).int().min(1).max(50).default(20) }),
  response: z.object({
    cards: z.array(reviewCardSchema),
    /** Cards due now, new ones included; `cards` holds the first `limit` of them. */
    dueCount: z.number().int(),
    total: z.number().int(),
    /** When the next card not yet due comes due, or null. */
    nextDue: z.string().nullable(),
  }),
});

export const gradeReviewCard = defineEndpoint({
  method: 'POST',
  path: '/api/review/v1/gradeReviewCard',
  summary: 'Grades one card (again, hard, good or easy) and schedules its next review',
  input: z.object({ collectionItemId: idSchema, rating: reviewRatingSchema }),
  response: z.object({ due: z.string(), state: z.enum(['new', 'learning', 'review', 'relearning']), scheduledDays: z.number().int() }),
});
