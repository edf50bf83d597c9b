// What the partner remembers about the learner (issue 14 §2): the list, correcting one fact,
// forgetting one or all. One query key, so the list refreshes after every change.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteLearnerFacts, getLearnerFacts, updateLearnerFact } from '@parley/contract/learner-facts';
import { api } from '../lib/api';

export const learnerFactKeys = { all: ['learner-facts'] as const };

export const getLearnerFactsCall = () => api().call(getLearnerFacts, {});

export function useLearnerFacts() {
  return useQuery({ queryKey: learnerFactKeys.all, queryFn: getLearnerFactsCall });
}

export function useUpdateLearnerFact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; value: string }) => api().call(updateLearnerFact, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learnerFactKeys.all }),
  });
}

/** Forgets one fact (its id) or every fact (no id). */
export function useForgetLearnerFacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: number) => api().call(deleteLearnerFacts, id === undefined ? { all: true } : { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learnerFactKeys.all }),
  });
}
