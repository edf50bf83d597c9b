import { useQuery } from '@tanstack/react-query';
import { getExplorationList } from '@parley/contract/content';
import { api } from '../../../lib/api';

const EXPLORATIONS_PAGE_SIZE = 50;

export const getExplorationsCall = () => api().call(getExplorationList, { page: 1, pageSize: EXPLORATIONS_PAGE_SIZE });
export const getExplorationCall = (id: number) => api().call(getExplorationList, { id, page: 1, pageSize: 1 });

/** Every exploration with the learner's progress in it. */
export function useExplorations() {
  return useQuery({ queryKey: ['explorations'], queryFn: getExplorationsCall });
}

/** One exploration (null when there is none with this id). */
export function useExploration(id: number) {
  return useQuery({
    queryKey: ['explorations', id],
    queryFn: async () => (await getExplorationCall(id)).list[0] ?? null,
    enabled: id > 0,
  });
}
