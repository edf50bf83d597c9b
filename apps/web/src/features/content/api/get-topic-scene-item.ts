import { useQuery } from '@tanstack/react-query';
import { getSceneDetail } from '@parley/contract/content';
import { api } from '../../../lib/api';

export const getSceneCall = (id: number) => api().call(getSceneDetail, { id });

/** One scene with its setting, key phrases and key words; nothing is asked for without an id. */
export function useScene(id: number) {
  return useQuery({ queryKey: ['scene', id], queryFn: () => getSceneCall(id), enabled: id > 0, staleTime: 5 * 60_000 });
}
