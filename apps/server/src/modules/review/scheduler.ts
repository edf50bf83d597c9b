// FSRS scheduling (ts-fsrs, decision 0009) between the review_card row and ts-fsrs's Card. No fuzz:
// the same grades on the same days give the same intervals, which tests and learners can follow.
import { createEmptyCard, fsrs, generatorParameters, Rating, State, type Card, type Grade } from 'ts-fsrs';
import type { ReviewRating } from '@parley/contract/review';
import type { ReviewCardTable } from '../../db/schema';

const scheduler = fsrs(generatorParameters({ enable_fuzz: false }));

/** The scheduling columns of a review_card row: what ts-fsrs's Card needs, dates as ISO strings. */
export type StoredCard = Omit<ReviewCardTable, 'id' | 'user_id' | 'collection_item_id' | 'updated_at'>;

const GRADE: Record<ReviewRating, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };
const STATE_NAME = { [State.New]: 'new', [State.Learning]: 'learning', [State.Review]: 'review', [State.Relearning]: 'relearning' } as const;

export const stateName = (state: number) => STATE_NAME[state as State] ?? 'new';

function toCard(stored: StoredCard | null, now: Date): Card {
  if (!stored) return createEmptyCard(now);
  return {
    due: new Date(stored.due),
    stability: stored.stability,
    difficulty: stored.difficulty,
    elapsed_days: 0,
    scheduled_days: stored.scheduled_days,
    learning_steps: stored.learning_steps,
    reps: stored.reps,
    lapses: stored.lapses,
    state: stored.state as State,
    ...(stored.last_review ? { last_review: new Date(stored.last_review) } : {}),
  };
}

function toStored(card: Card): StoredCard {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review: card.last_review ? card.last_review.toISOString() : null,
  };
}

/** The card after a review with this grade (a card never reviewed starts empty). */
export function grade(stored: StoredCard | null, rating: ReviewRating, now: Date): StoredCard {
  return toStored(scheduler.next(toCard(stored, now), now, GRADE[rating]).card);
}

/** "1 min", "10 min", "3 h", "4 days": how long until the card is due again after each grade. */
export function nextIn(stored: StoredCard | null, now: Date): Record<ReviewRating, string> {
  const card = toCard(stored, now);
  const out = {} as Record<ReviewRating, string>;
  for (const rating of Object.keys(GRADE) as ReviewRating[]) out[rating] = humanInterval(scheduler.next(card, now, GRADE[rating]).card.due.getTime() - now.getTime());
  return out;
}

export function humanInterval(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.round(hours / 24);
  if (days < 60) return days === 1 ? '1 day' : `${days} days`;
  const months = Math.round(days / 30);
  return months === 1 ? '1 month' : `${months} months`;
}
