import { useMutation } from '@tanstack/react-query';
import { login as endpoint } from '@parley/contract/user';
import type { EndpointInput } from '@parley/contract/endpoint';
import { api } from '../../../lib/api';

export function loginCall(input: EndpointInput<typeof endpoint>) {
  return api().call(endpoint, input, { showLoading: true });
}

export function useLogin() {
  return useMutation({ mutationFn: loginCall });
}
