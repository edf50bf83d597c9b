// Progress (issue 15): My mistakes, the explanation of one correction, and checking a drill answer.
import { useMutation, useQuery } from '@tanstack/react-query';
import { checkPractice, explainCorrection, getConversationReport, getMyMistakes, getProgressStats } from '@parley/contract/progress';
import { api } from '../lib/api';

export const progressKeys = {
  mistakes: ['progress', 'mistakes'] as const,
  explanation: (category: string, reason: string) => ['progress', 'explanation', category, reason] as const,
};

export function useMyMistakes() {
  return useQuery({ queryKey: progressKeys.mistakes, queryFn: () => api().call(getMyMistakes, {}) });
}

/** The explanation of one correction; asked for only while its sheet is open. */
export function useExplanation(correction: { category: string; reason: string; wrong: string; fix: string }, isEnabled: boolean) {
  return useQuery({
    queryKey: progressKeys.explanation(correction.category, correction.reason),
    queryFn: () => api().call(explainCorrection, correction),
    enabled: isEnabled,
    staleTime: Infinity,
  });
}

export function useCheckPractice() {
  return useMutation({ mutationFn: (input: { prompt: string; answer: string }) => api().call(checkPractice, input) });
}

export function useConversationReport(conversationId: number | null) {
  return useQuery({
    queryKey: ['progress', 'report', conversationId] as const,
    queryFn: () => api().call(getConversationReport, { conversationId: conversationId! }),
    enabled: conversationId !== null,
  });
}

export function useProgressStats() {
  return useQuery({ queryKey: ['progress', 'stats'] as const, queryFn: () => api().call(getProgressStats, {}) });
}
