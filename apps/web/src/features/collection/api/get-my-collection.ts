import { useInfiniteQuery } from '@tanstack/react-query';
import { getMyCollection, type CollectionKind } from '@parley/contract/collection';
import { api } from '../../../lib/api';

export const COLLECTION_PAGE_SIZE = 20;

export function getMyCollectionCall(input: { kind: CollectionKind; search: string; page: number }) {
  return api().call(getMyCollection, { kind: input.kind, page: input.page, pageSize: COLLECTION_PAGE_SIZE, ...(input.search ? { search: input.search } : {}) });
}

/** Saved items of one kind, newest first, in pages of 20; more come as the learner scrolls down. */
export function useMyCollection({ kind, search }: { kind: CollectionKind; search: string }) {
  return useInfiniteQuery({
    queryKey: ['collection', kind, search],
    queryFn: ({ pageParam }) => getMyCollectionCall({ kind, search, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.list.length > 0 && pages.length * COLLECTION_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
  });
}
