import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectContent } from '@parley/contract/collection';
import type { EndpointInput } from '@parley/contract/endpoint';
import { api } from '../../../lib/api';

export const collectContentCall = (input: EndpointInput<typeof collectContent>) => api().call(collectContent, input);

/** Saves a word or a phrase (saving it twice keeps one). */
export function useCollectContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: collectContentCall,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['collection'] }),
  });
}
