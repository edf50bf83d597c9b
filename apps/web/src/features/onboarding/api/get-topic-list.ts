import { useQuery } from '@tanstack/react-query';
import { getTopicTagList } from '@parley/contract/content';
import { api } from '../../../lib/api';

export const getTopicListCall = () => api().call(getTopicTagList, {});

export function useTopicList() {
  return useQuery({ queryKey: ['topic-list'], queryFn: getTopicListCall, staleTime: 10 * 60_000 });
}
