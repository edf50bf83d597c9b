import { useMutation } from '@tanstack/react-query';
import { updateUserInfoVoiceRole } from '@parley/contract/user';
import type { EndpointInput } from '@parley/contract/endpoint';
import { api } from '../../../lib/api';

export const updateVoiceRoleCall = (input: EndpointInput<typeof updateUserInfoVoiceRole>) =>
  api().call(updateUserInfoVoiceRole, input, { showLoading: true });

export function useUpdateVoiceRole() {
  return useMutation({ mutationFn: updateVoiceRoleCall });
}
