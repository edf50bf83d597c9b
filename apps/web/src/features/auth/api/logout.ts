import { useMutation } from '@tanstack/react-query';
import { logout as endpoint } from '@parley/contract/user';
import { api } from '../../../lib/api';

export function logoutCall() {
  return api().call(endpoint, {}, { showLoading: true });
}

export function useLogout() {
  return useMutation({ mutationFn: logoutCall });
}
