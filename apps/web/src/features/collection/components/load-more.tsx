// The bottom of a long list: antd-mobile InfiniteScroll loads the next page as the learner nears
// the end (SCROLL_THRESHOLD_PX), and a real button does the same for keyboards and when the list
// is too short to scroll. A failed page says so with a retry button.
import { useEffect, useRef, useState } from 'react';
import { Button, DotLoading, InfiniteScroll } from 'antd-mobile';
import { Trans } from '@lingui/react/macro';
import { REACH_BOTTOM_THROTTLE_MS, SCROLL_THRESHOLD_PX } from '../../../constants';
import '../collection.css';

interface LoadMoreProps {
  hasMore: boolean;
  isLoading: boolean;
  loadMore(): Promise<unknown>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function LoadMore({ hasMore, isLoading, loadMore }: LoadMoreProps) {
  const lastReachedAt = useRef(Number.NEGATIVE_INFINITY);
  // InfiniteScroll only knows about the loads it started; a failed button press is kept here.
  const [hasButtonFailed, setHasButtonFailed] = useState(false);
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const load = async () => {
    const result = (await loadMore()) as { isError?: boolean; error?: unknown } | undefined;
    // fetchNextPage resolves with the query state; InfiniteScroll needs a rejection to show "failed".
    if (result?.isError) throw result.error;
  };

  // InfiniteScroll asks again as soon as a page has come while the bottom is still in view (its
  // own throttle is 100 ms): spec §9 spaces reach-bottom loads by REACH_BOTTOM_THROTTLE_MS. A
  // later call waits for its turn instead of being dropped, so a short list still fills up.
  const loadOnButton = () => {
    setHasButtonFailed(false);
    load().catch(() => {
      if (isMounted.current) setHasButtonFailed(true);
    });
  };

  const loadOnReachBottom = async () => {
    const wait = lastReachedAt.current + REACH_BOTTOM_THROTTLE_MS - Date.now();
    if (wait > 0) await sleep(wait);
    if (!isMounted.current) return;
    lastReachedAt.current = Date.now();
    await load();
  };

  return (
    <InfiniteScroll loadMore={loadOnReachBottom} hasMore={hasMore} threshold={SCROLL_THRESHOLD_PX}>
      {(more: boolean, failed: boolean, retry: () => void) => (
        <div className="load-more" aria-live="polite">
          {failed || hasButtonFailed ? (
            <>
              <span>
                <Trans>Could not load more.</Trans>
              </span>
              <Button size="small" fill="outline" onClick={failed ? retry : loadOnButton}>
                <Trans>Try again</Trans>
              </Button>
            </>
          ) : isLoading ? (
            <>
              <DotLoading color="primary" />
              <span>
                <Trans>Loading more…</Trans>
              </span>
            </>
          ) : more ? (
            <Button size="small" fill="outline" onClick={loadOnButton}>
              <Trans>Load more</Trans>
            </Button>
          ) : (
            <span>
              <Trans>That is everything.</Trans>
            </span>
          )}
        </div>
      )}
    </InfiniteScroll>
  );
}
