// A learner's own data (/api/user/v1/exportData, sendDeleteAccountCode, deleteAccount): the
// export as a file, and deleting the account with a mailed code.
import { useMutation } from '@tanstack/react-query';
import { deleteAccount, exportAccountData, sendDeleteAccountCode } from '@parley/contract/account-data';
import type { EndpointInput } from '@parley/contract/endpoint';
import { api } from '../lib/api';

export const exportAccountDataCall = () => api().call(exportAccountData, {});
export const sendDeleteAccountCodeCall = () => api().call(sendDeleteAccountCode, {});
export const deleteAccountCall = (input: EndpointInput<typeof deleteAccount>) => api().call(deleteAccount, input);

export const useExportAccountData = () => useMutation({ mutationFn: exportAccountDataCall });
export const useSendDeleteAccountCode = () => useMutation({ mutationFn: sendDeleteAccountCodeCall });
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccountCall });
