import { useMutation } from '@tanstack/react-query';
import { checkEmailVerifyCode as endpoint } from '@parley/contract/user';
import type { EndpointInput } from '@parley/contract/endpoint';
import { api } from '../../../lib/api';

export function checkEmailVerifyCodeCall(input: EndpointInput<typeof endpoint>) {
  return api().call(endpoint, input, { showLoading: true });
}

export function useCheckEmailVerifyCode() {
  return useMutation({ mutationFn: checkEmailVerifyCodeCall });
}
