import { useQuery } from '@tanstack/react-query';
import { getRoles } from '@parley/contract/content';
import { api } from '../../../lib/api';

export const getRolesCall = () => api().call(getRoles, {});

export function useRoles() {
  return useQuery({ queryKey: ['roles'], queryFn: getRolesCall, staleTime: 10 * 60_000 });
}
