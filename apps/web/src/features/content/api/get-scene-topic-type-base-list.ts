import { useQuery } from '@tanstack/react-query';
import { getTopicTypeList } from '@parley/contract/content';
import { api } from '../../../lib/api';

export const getTopicTypesCall = () => api().call(getTopicTypeList, { page: 1, pageSize: 100 });

/** The lobby's groups of scenes. */
export function useTopicTypes() {
  return useQuery({ queryKey: ['topic-types'], queryFn: getTopicTypesCall, staleTime: 10 * 60_000 });
}
