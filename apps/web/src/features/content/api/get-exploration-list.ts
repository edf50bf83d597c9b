import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getExplorationList } from '@parley/contract/content';
import { api } from '../../../lib/api';

export const EXPLORATIONS_PAGE_SIZE = 10;

export const getExplorationsCall = (page: number) => api().call(getExplorationList, { page, pageSize: EXPLORATIONS_PAGE_SIZE });
export const getExplorationCall = (id: number) => api().call(getExplorationList, { id, page: 1, pageSize: 1 });

/** Explorations with the learner's progress in each, ten at a time; the next page on request. */
export function useExplorations() {
  return useInfiniteQuery({
    queryKey: ['explorations', 'pages'],
    queryFn: ({ pageParam }) => getExplorationsCall(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.list.length > 0 && pages.length * EXPLORATIONS_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
  });
}

/** One exploration (null when there is none with this id). */
export function useExploration(id: number) {
  return useQuery({
    queryKey: ['explorations', id],
    queryFn: async () => (await getExplorationCall(id)).list[0] ?? null,
    enabled: id > 0,
  });
}
