// Collection: saved words, phrases and messages in tabs, searchable; each item can be heard, given
// a note and removed (swipe left, or its remove button). Pull down to refresh; more load at the
// bottom in pages of 20 (spec §9 thresholds).
import { useState } from 'react';
import { Refreshable } from '../../components/refreshable';
import { Tabs } from 'antd-mobile';
import { SearchOutline } from 'antd-mobile-icons';
import type { CollectionKind } from '@parley/contract/collection';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useMyCollection } from '../../api/collection';
import { CollectionItemCard } from '../../features/collection/components/collection-item-card';
import { LoadMore } from '../../features/collection/components/load-more';
import { PlayButton } from '../../features/audio-player/components/play-button';

const TABS: Array<{ kind: CollectionKind; title: string; empty: string }> = [
  { kind: 'word', title: 'Words', empty: 'No words saved yet. Tap the star beside a word in a scene or a chat to save it.' },
  { kind: 'phrase', title: 'Phrases', empty: 'No phrases saved yet.' },
  { kind: 'message', title: 'Messages', empty: 'No messages saved yet. Save a message from its menu in a chat.' },
];

const isKind = (value: string): value is CollectionKind => TABS.some((tab) => tab.kind === value);

export default function CollectionPage() {
  const [kind, setKind] = useState<CollectionKind>('word');
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim());
  const collection = useMyCollection({ kind, search: debouncedSearch });
  const items = collection.data?.pages.flatMap((page) => page.list) ?? [];
  const total = collection.data?.pages[0]?.total ?? 0;
  const tab = TABS.find((t) => t.kind === kind) ?? TABS[0];

  return (
    <PageFrame title="Collection">
      <Tabs activeKey={kind} onChange={(key: string) => isKind(key) && setKind(key)}>
        {TABS.map((t) => (
          <Tabs.Tab key={t.kind} title={t.title} />
        ))}
      </Tabs>
      <div role="search" className="collection-search">
        <div className="collection-search-field">
          <SearchOutline aria-hidden="true" fontSize={18} />
          <input
            type="search"
            aria-label={`Search your ${tab?.title.toLowerCase() ?? 'collection'}`}
            placeholder="Search your collection"
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      <Refreshable onRefresh={() => collection.refetch()}>
        <QueryState
          isLoading={collection.isLoading}
          error={collection.error && !collection.data ? collection.error : null}
          isEmpty={items.length === 0}
          emptyText={debouncedSearch ? `Nothing matches “${debouncedSearch}”.` : (tab?.empty ?? 'Nothing saved yet.')}
          onRetry={() => void collection.refetch()}
        >
          <p className="result-count visually-hidden" aria-live="polite">
            {total} saved
          </p>
          <ul className="collection-list" aria-label={tab?.title}>
            {items.map((item) => (
              <li key={item.id}>
                <CollectionItemCard item={item} playButton={<PlayButton text={item.content} playKey={`collection-${item.id}`} />} />
              </li>
            ))}
          </ul>
          <LoadMore hasMore={collection.hasNextPage} isLoading={collection.isFetchingNextPage} loadMore={() => collection.fetchNextPage()} />
        </QueryState>
      </Refreshable>
    </PageFrame>
  );
}
