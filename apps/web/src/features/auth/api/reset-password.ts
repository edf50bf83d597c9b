import { useMutation } from '@tanstack/react-query';
import { resetPassword as endpoint } from '@parley/contract/user';
import type { EndpointInput } from '@parley/contract/endpoint';
import { api } from '../../../lib/api';

export function resetPasswordCall(input: EndpointInput<typeof endpoint>) {
  return api().call(endpoint, input, { showLoading: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPasswordCall });
}
