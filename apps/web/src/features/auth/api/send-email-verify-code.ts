import { useMutation } from '@tanstack/react-query';
import { sendEmailVerifyCode as endpoint } from '@parley/contract/user';
import type { EndpointInput } from '@parley/contract/endpoint';
import { api } from '../../../lib/api';

export function sendEmailVerifyCodeCall(input: EndpointInput<typeof endpoint>) {
  return api().call(endpoint, input, { showLoading: true });
}

export function useSendEmailVerifyCode() {
  return useMutation({ mutationFn: sendEmailVerifyCodeCall });
}
