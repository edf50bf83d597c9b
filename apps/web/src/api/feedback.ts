// The feedback group: messages to support.
import { useMutation } from '@tanstack/react-query';
import { contactUs } from '@parley/contract/feedback';
import type { EndpointInput } from '@parley/contract/endpoint';
import { api } from '../lib/api';

export const contactUsCall = (input: EndpointInput<typeof contactUs>) => api().call(contactUs, input, { showLoading: true });

export function useContactUs() {
  return useMutation({ mutationFn: contactUsCall });
}
