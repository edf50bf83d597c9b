import { useQuery } from '@tanstack/react-query';
import { getLatestConversation } from '@parley/contract/conversation';
import { api } from '../../../lib/api';

export const getLatestConversationCall = () => api().call(getLatestConversation, {});

/** Where the learner talked last (null before their first conversation); asked again on every visit to home. */
export function useLatestConversation() {
  return useQuery({ queryKey: ['latest-conversation'], queryFn: getLatestConversationCall });
}
