// Review (issue 15 §4): the due cards with the learner's own example sentence and what each grade
// would do, and grading a card through FSRS. The clock is the app's, so tests move it.
import { ErrCode } from '@parley/contract/envelope';
import type { ReviewCard, ReviewRating } from '@parley/contract/review';
import type { Db } from '../../db/database';
import { AppError } from '../../platform/app-error';
import { toItem } from '../collection/collection.service';
import { deckCounts, dueCards, findDeckItem, ownExample, saveGrade } from './review.repository';
import { exerciseFor, isTranslateTurn } from './exercises';
import { grade, nextIn, stateName, type StoredCard } from './scheduler';

type CardColumns = { due: string | null; stability: number | null; difficulty: number | null; scheduled_days: number | null; learning_steps: number | null; reps: number | null; lapses: number | null; state: number | null; last_review: string | null };

/** The stored FSRS state of a joined row, or null for an item never reviewed. */
function storedOf(row: CardColumns): StoredCard | null {
  if (row.due === null || row.state === null) return null;
  return {
    due: row.due,
    stability: Number(row.stability),
    difficulty: Number(row.difficulty),
    scheduled_days: Number(row.scheduled_days),
    learning_steps: Number(row.learning_steps),
    reps: Number(row.reps),
    lapses: Number(row.lapses),
    state: Number(row.state),
    last_review: row.last_review,
  };
}

/** Translations made for one deck request (see deck()). */
const TRANSLATIONS_PER_DECK = 1;

export interface ReviewDeps {
  db: Db;
  now: () => Date;
  /** A whole-sentence translation from English into `target`, or null when no engine can give one. */
  translate: (text: string, target: string) => Promise<string | null>;
  nativeLanguageOf: (userId: number) => Promise<string | null>;
}

export function createReviewService(deps: ReviewDeps) {
  return {
    async deck(userId: number, limit: number) {
      const now = deps.now();
      const { rows, dueCount, total, nextDue } = await dueCards(deps.db, userId, now.toISOString(), limit);
      const cards: ReviewCard[] = [];
      const native = rows.some((row) => isTranslateTurn(row, Number(row.reps ?? 0))) ? (await deps.nativeLanguageOf(userId))?.split('-')[0] : null;
      // A translation costs an engine call (about half a second offline: bench/review/latency.ts), so
      // only the first translate turn of the deck gets one. The page shows one card and asks for the
      // deck again after each grade, so the card in front always has its prompt; a later one takes
      // its next exercise until it comes to the front.
      let translations = TRANSLATIONS_PER_DECK;
      for (const row of rows) {
        const stored = storedOf(row);
        const reps = stored?.reps ?? 0;
        // A translation only for the translate turn, into a language that is not English.
        const wantsTranslation = translations > 0 && native && native !== 'en' && isTranslateTurn(row, reps);
        if (wantsTranslation) translations -= 1;
        const translation = wantsTranslation ? await deps.translate(row.content, native).catch(() => null) : null;
        cards.push({
          item: toItem(row),
          state: stored ? stateName(stored.state) : 'new',
          due: stored?.due ?? now.toISOString(),
          // A saved sentence is its own example.
          example: row.kind === 'message' ? null : await ownExample(deps.db, userId, row.content),
          nextIn: nextIn(stored, now),
          exercise: exerciseFor(row, reps, translation),
        });
      }
      return { cards, dueCount, total, nextDue };
    },

    /** The deck's size and what is due, without the cards (home's review button). */
    counts(userId: number) {
      return deckCounts(deps.db, userId, deps.now().toISOString());
    },

    async grade(userId: number, collectionItemId: number, rating: ReviewRating) {
      const row = await findDeckItem(deps.db, userId, collectionItemId);
      if (!row) throw new AppError(ErrCode.NotFound, 'collectionItemId: no saved word, phrase or sentence with this id');
      const now = deps.now();
      const card = grade(storedOf(row), rating, now);
      await saveGrade(deps.db, { userId, collectionItemId, cardId: row.card_id === null ? null : Number(row.card_id), card, rating, now: now.toISOString() });
      return { due: card.due, state: stateName(card.state), scheduledDays: card.scheduled_days };
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
