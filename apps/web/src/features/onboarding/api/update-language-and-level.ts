import { useMutation } from '@tanstack/react-query';
import { updateUserLanguageAndLevel } from '@parley/contract/user';
import type { EndpointInput } from '@parley/contract/endpoint';
import { api } from '../../../lib/api';

export const updateLanguageAndLevelCall = (input: EndpointInput<typeof updateUserLanguageAndLevel>) =>
  api().call(updateUserLanguageAndLevel, input, { showLoading: true });

export function useUpdateLanguageAndLevel() {
  return useMutation({ mutationFn: updateLanguageAndLevelCall });
}
