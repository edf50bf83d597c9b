import { useQuery } from '@tanstack/react-query';
import { getUserInfo } from '@parley/contract/user';
import { api } from '../../../lib/api';

export const getUserInfoCall = () => api().call(getUserInfo, {});

export function useUserInfo() {
  return useQuery({ queryKey: ['user-info'], queryFn: getUserInfoCall });
}
