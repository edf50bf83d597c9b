import { useQuery } from '@tanstack/react-query';
import { getAllVoiceRoles } from '@parley/contract/speech';
import { api } from '../../../lib/api';

export const getAllVoiceRolesCall = () => api().call(getAllVoiceRoles, {});

export function useVoices() {
  return useQuery({ queryKey: ['voices'], queryFn: getAllVoiceRolesCall, staleTime: 10 * 60_000 });
}
