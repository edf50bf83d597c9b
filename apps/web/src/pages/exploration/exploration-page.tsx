// Exploration (tab 1): themed journeys made of several scenes. The first few turn in a swiper, all
// are listed below with the learner's progress, a page at a time with more at the bottom; pull
// down to refresh (spec §9 thresholds).
import type { Exploration } from '@parley/contract/content';
import { Trans, useLingui } from '@lingui/react/macro';
import { Refreshable } from '../../components/refreshable';
import { TabPageHeader } from '../../components/tab-page-header';
import { QueryState } from '../../components/query-state';
import { useNavigator } from '../../lib/navigator-context';
import { EXPLORATIONS_PAGE_SIZE, useExplorations } from '../../api/content';
import { ExplorationCarousel } from '../../features/content/components/exploration-carousel';
import { ExplorationRow } from '../../features/content/components/exploration-row';
import { uniqueById } from '../../features/content/unique-by-id';
import { LoadMore } from '../../features/collection/components/load-more';

const FEATURED_COUNT = 5;

export default function ExplorationPage() {
  const { t } = useLingui();
  const navigator = useNavigator();
  const explorations = useExplorations();
  const list = uniqueById(explorations.data?.pages ?? []);
  const total = explorations.data?.pages[0]?.total ?? 0;
  const open = (item: Exploration) => void navigator.navigateTo({ url: `/chat/lobby/exploration-info?id=${item.id}` }).catch(() => undefined);

  return (
    <>
      <TabPageHeader title={t`Exploration`} />
      <main className="page__body">
        <Refreshable onRefresh={() => explorations.refetch()}>
          <QueryState
            isLoading={explorations.isLoading}
            // A page after the first that fails is told at the bottom; the explorations above stay.
            error={explorations.error && !explorations.data ? explorations.error : null}
            isEmpty={list.length === 0}
            emptyText={t`No explorations yet. Pull down to check again.`}
            onRetry={() => void explorations.refetch()}
          >
            <ExplorationCarousel explorations={list.slice(0, FEATURED_COUNT)} onOpen={open} />
            <h2 className="content-section__title">
              <Trans>All explorations</Trans>
            </h2>
            <ul className="exploration-list">
              {list.map((item) => (
                <li key={item.id}>
                  <ExplorationRow exploration={item} onOpen={open} />
                </li>
              ))}
            </ul>
            {total > EXPLORATIONS_PAGE_SIZE && (
              <LoadMore hasMore={explorations.hasNextPage} isLoading={explorations.isFetchingNextPage} loadMore={() => explorations.fetchNextPage()} />
            )}
          </QueryState>
        </Refreshable>
      </main>
    </>
  );
}
