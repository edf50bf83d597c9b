// Review that sticks (issue 15 §4): the collection as a deck of cards scheduled by FSRS (ts-fsrs).
// A saved word or phrase is a card; each review grades it, and the scheduler says when it is due next.
import { z } from 'zod';
import { collectionItemSchema } from './collection';
import { defineEndpoint } from './endpoint';
import { idSchema } from './common';

export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export const reviewRatingSchema = z.enum(REVIEW_RATINGS, { error: 'must be again, hard, good or easy' });
export type ReviewRating = z.infer<typeof reviewRatingSchema>;

export const reviewCardSchema = z.object({
  item: collectionItemSchema,
  /** new: never reviewed; learning or relearning: in short steps; review: spaced. */
  state: z.enum(['new', 'learning', 'review', 'relearning']),
  due: z.string(),
  /** A sentence of the learner's own that uses it (their newest), or null. */
  example: z.string().nullable(),
  /** When each grade would bring it back, e.g. { again: '1 min', good: '10 min', … }. */
  nextIn: z.record(reviewRatingSchema, z.string()),
});
export type ReviewCard = z.infer<typeof reviewCardSchema>;

export const getReviewDeck = defineEndpoint({
  method: 'GET',
  path: '/api/review/v1/getReviewDeck',
  summary: 'The saved words and phrases due for review now (new ones included), with how many there are',
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
