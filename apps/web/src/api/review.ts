// The review deck (issue 15 §4): the cards due now and grading one. Grading refreshes the deck, and
// home's due count with it (one query key).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getReviewDeck, gradeReviewCard, type ReviewRating } from '@parley/contract/review';
import { api } from '../lib/api';

export const reviewKeys = { deck: ['review', 'deck'] as const };

export function useReviewDeck() {
  return useQuery({ queryKey: reviewKeys.deck, queryFn: () => api().call(getReviewDeck, { limit: 20 }) });
}

export function useGradeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { collectionItemId: number; rating: ReviewRating }) => api().call(gradeReviewCard, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.deck }),
  });
}
