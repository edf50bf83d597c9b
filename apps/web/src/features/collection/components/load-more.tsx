// The bottom of a long list: antd-mobile InfiniteScroll loads the next page as the learner nears
// the end (SCROLL_THRESHOLD_PX), and a real button does the same for keyboards and when the list
// is too short to scroll. A failed page says so with a retry button.
import { Button, DotLoading, InfiniteScroll } from 'antd-mobile';
import { SCROLL_THRESHOLD_PX } from '../../../constants';
import '../collection.css';

interface LoadMoreProps {
  hasMore: boolean;
  isLoading: boolean;
  loadMore(): Promise<unknown>;
}

export function LoadMore({ hasMore, isLoading, loadMore }: LoadMoreProps) {
  const load = async () => {
    const result = (await loadMore()) as { isError?: boolean; error?: unknown } | undefined;
    // fetchNextPage resolves with the query state; InfiniteScroll needs a rejection to show "failed".
    if (result?.isError) throw result.error;
  };
  return (
    <InfiniteScroll loadMore={load} hasMore={hasMore} threshold={SCROLL_THRESHOLD_PX}>
      {(more: boolean, failed: boolean, retry: () => void) => (
        <div className="load-more" aria-live="polite">
          {failed ? (
            <>
              <span>Could not load more.</span>
              <Button size="small" fill="outline" onClick={retry}>
                Try again
              </Button>
            </>
          ) : isLoading ? (
            <>
              <DotLoading color="primary" />
              <span>Loading more…</span>
            </>
          ) : more ? (
            <Button size="small" fill="outline" onClick={() => void load().catch(() => undefined)}>
              Load more
            </Button>
          ) : (
            <span>That is everything.</span>
          )}
        </div>
      )}
    </InfiniteScroll>
  );
}
