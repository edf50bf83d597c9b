// The review deck (issue 15 §4): the cards due now and grading one. Grading refreshes the deck, and
// home's due count with it (one query key).
//
// Offline: the service worker keeps the app, not API answers (public/sw.js), so the deck keeps its
// own copy. The last deck fetched is stored on this device; without a network the page reviews that
// copy, grades wait in a queue on this device, and the queue is sent, oldest first, when the
// browser is back online (or the next time the deck loads). FSRS then schedules each card from the
// moment its grade reaches the server: a few minutes or hours later than it was given, which only
// moves the next due time by as much.
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getReviewDeck, gradeReviewCard, type ReviewRating } from '@parley/contract/review';
import type { EndpointData } from '@parley/contract/endpoint';
import { api } from '../lib/api';
import { isApiError } from '../lib/request/api-error';

export const reviewKeys = { deck: ['review', 'deck'] as const };

type Deck = EndpointData<typeof getReviewDeck>;
export interface QueuedGrade {
  collectionItemId: number;
  rating: ReviewRating;
}

const DECK_COPY = 'parley.review.deck';
const GRADE_QUEUE = 'parley.review.queue';

const readJson = <T,>(key: string, fallback: T): T => {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
};

export const queuedGrades = (): QueuedGrade[] => readJson<QueuedGrade[]>(GRADE_QUEUE, []);
const saveQueue = (queue: QueuedGrade[]) => (queue.length ? localStorage.setItem(GRADE_QUEUE, JSON.stringify(queue)) : localStorage.removeItem(GRADE_QUEUE));

/** No answer at all (not an error the server gave): the device is offline or the server unreachable. */
const isUnreachable = (error: unknown) => isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');

/** The deck without the cards graded on this device and not yet sent. */
function withoutQueued(deck: Deck): Deck {
  const queued = new Set(queuedGrades().map((g) => g.collectionItemId));
  if (queued.size === 0) return deck;
  const cards = deck.cards.filter((c) => !queued.has(c.item.id));
  return { ...deck, cards, dueCount: Math.max(0, deck.dueCount - (deck.cards.length - cards.length)) };
}

/** Forgets the stored deck and any unsent grades: on sign-out and account deletion, so the next learner on this device sees none of them. */
export function forgetReviewOnThisDevice(): void {
  localStorage.removeItem(DECK_COPY);
  localStorage.removeItem(GRADE_QUEUE);
}

/** Sends the queued grades, oldest first; stops at the first that cannot reach the server. */
export async function flushGrades(queryClient: QueryClient): Promise<void> {
  let queue = queuedGrades();
  let sent = false;
  while (queue.length > 0) {
    const [next, ...rest] = queue;
    try {
      await api().call(gradeReviewCard, { collectionItemId: next!.collectionItemId, rating: next!.rating });
    } catch (error) {
      if (isUnreachable(error)) break;
      // The server refused it (the word was deleted meanwhile): drop it rather than retry forever.
    }
    queue = rest;
    saveQueue(queue);
    sent = true;
  }
  if (sent) await queryClient.invalidateQueries({ queryKey: reviewKeys.deck });
}

export function useReviewDeck() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const online = () => void flushGrades(queryClient);
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [queryClient]);
  return useQuery({
    queryKey: reviewKeys.deck,
    queryFn: async () => {
      if (queuedGrades().length > 0) await flushGrades(queryClient);
      try {
        const deck = await api().call(getReviewDeck, { limit: 20 });
        localStorage.setItem(DECK_COPY, JSON.stringify(deck));
        return withoutQueued(deck);
      } catch (error) {
        const copy = readJson<Deck | null>(DECK_COPY, null);
        if (isUnreachable(error) && copy) return withoutQueued(copy);
        throw error;
      }
    },
  });
}

export function useGradeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { collectionItemId: number; rating: ReviewRating }): Promise<{ queued: boolean }> => {
      try {
        await api().call(gradeReviewCard, input);
        return { queued: false };
      } catch (error) {
        if (!isUnreachable(error)) throw error;
        saveQueue([...queuedGrades(), input]);
        return { queued: true };
      }
    },
    onSuccess: ({ queued }) => {
      // Offline, the next card comes from the stored copy; online, from the server.
      if (queued) queryClient.setQueryData<Deck>(reviewKeys.deck, (deck) => (deck ? withoutQueued(deck) : deck));
      else void queryClient.invalidateQueries({ queryKey: reviewKeys.deck });
    },
  });
}
