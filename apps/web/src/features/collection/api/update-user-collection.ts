import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateUserCollection } from '@parley/contract/collection';
import { api } from '../../../lib/api';

export const saveNoteCall = (input: { id: number; note: string }) => api().call(updateUserCollection, { action: 'note', id: input.id, note: input.note });
export const removeFromCollectionCall = (id: number) => api().call(updateUserCollection, { action: 'remove', id });

/** Changes the note of a saved item. */
export function useSaveNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNoteCall,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['collection'] }),
  });
}

/** Removes a saved item; the word's saved state elsewhere follows. */
export function useRemoveFromCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromCollectionCall,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['collection'] }), queryClient.invalidateQueries({ queryKey: ['word-status'] })]);
    },
  });
}
