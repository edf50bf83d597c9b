import { useMutation } from '@tanstack/react-query';
import { signup as endpoint } from '@parley/contract/user';
import type { EndpointInput } from '@parley/contract/endpoint';
import { api } from '../../../lib/api';

export function signupCall(input: EndpointInput<typeof endpoint>) {
  return api().call(endpoint, input, { showLoading: true });
}

export function useSignup() {
  return useMutation({ mutationFn: signupCall });
}
