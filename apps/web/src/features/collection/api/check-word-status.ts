import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkWordStatus } from '@parley/contract/collection';
import { api } from '../../../lib/api';

export const checkWordStatusCall = (word: string) => api().call(checkWordStatus, { word });

export const wordStatusQueryOptions = (word: string) => queryOptions({ queryKey: ['word-status', word.toLowerCase()], queryFn: () => checkWordStatusCall(word) });

/** Whether a word is in the learner's collection, and its item id when it is. */
export function useWordStatus(word: string) {
  return useQuery(wordStatusQueryOptions(word));
}
