// Keeps the learner's settings on the server too, so a second device gets them.
// A failed save keeps the local change and says so.
import { Toast } from 'antd-mobile';
import { useMutation } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import { describeError } from '../../lib/request/error-message';
import type { UserSettings } from '../../stores/user-settings-store';
import { updateUserSettingsCall } from '../../api/settings';

export function useSyncSettings() {
  const mutation = useMutation({ mutationFn: updateUserSettingsCall });
  return (patch: Partial<UserSettings>) => {
    const { speed: _speed, ...serverPatch } = patch;
    if (Object.keys(serverPatch).length === 0) return;
    mutation.mutate(serverPatch, {
      onError: (error) => {
        const reason = describeError(error);
        Toast.show({ content: t`Saved on this device only: ${reason}` });
      },
    });
  };
}
