// The collection group (/api/userCollect/v1/*, collectChatMessage): saved words, phrases and
// messages. A word's saved state has one query key, whatever case the word was tapped in (the
// server compares words without case), so saving it in one place shows it saved everywhere.
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkWordStatus, collectChatMessage, collectContent, getMyCollection, updateUserCollection, type CollectionKind } from '@parley/contract/collection';
import type { EndpointInput } from '@parley/contract/endpoint';
import { api } from '../lib/api';

export const COLLECTION_PAGE_SIZE = 20;

/** The one spelling a word's saved state is kept under. */
export const normaliseWord = (word: string) => word.trim().toLowerCase();

export const collectionKeys = {
  /** Every page of every kind of saved item. */
  all: ['collection'] as const,
  list: (kind: CollectionKind, search: string) => ['collection', kind, search] as const,
  /** Every word's saved state. */
  wordStatuses: ['word-status'] as const,
  wordStatus: (word: string) => ['word-status', normaliseWord(word)] as const,
};

export const checkWordStatusCall = (word: string) => api().call(checkWordStatus, { word });

export const wordStatusQueryOptions = (word: string) =>
  queryOptions({ queryKey: collectionKeys.wordStatus(word), queryFn: () => checkWordStatusCall(word), enabled: normaliseWord(word) !== '' });

/** Whether a word is in the learner's collection, and its item id when it is. */
export function useWordStatus(word: string) {
  return useQuery(wordStatusQueryOptions(word));
}

export function getMyCollectionCall(input: { kind: CollectionKind; search: string; page: number }) {
  return api().call(getMyCollection, { kind: input.kind, page: input.page, pageSize: COLLECTION_PAGE_SIZE, ...(input.search ? { search: input.search } : {}) });
}

/** Saved items of one kind, newest first, in pages of 20; more come as the learner scrolls down. */
export function useMyCollection({ kind, search }: { kind: CollectionKind; search: string }) {
  return useInfiniteQuery({
    queryKey: collectionKeys.list(kind, search),
    queryFn: ({ pageParam }) => getMyCollectionCall({ kind, search, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.list.length > 0 && pages.length * COLLECTION_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
  });
}

export const collectContentCall = (input: EndpointInput<typeof collectContent>) => api().call(collectContent, input);

/** Saves a word or a phrase (saving it twice keeps one). */
export function useCollectContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: collectContentCall,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}

/** Saves a chat message; answers whether it was new. */
export const collectMessageCall = (messageId: number) => api().call(collectChatMessage, { messageId });

export const saveNoteCall = (input: { id: number; note: string }) => api().call(updateUserCollection, { action: 'note', id: input.id, note: input.note });
export const removeFromCollectionCall = (id: number) => api().call(updateUserCollection, { action: 'remove', id });

/** Changes the note of a saved item. */
export function useSaveNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNoteCall,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}

/** Removes a saved item; the word's saved state elsewhere follows. */
export function useRemoveFromCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromCollectionCall,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: collectionKeys.all }), queryClient.invalidateQueries({ queryKey: collectionKeys.wordStatuses })]);
    },
  });
}
