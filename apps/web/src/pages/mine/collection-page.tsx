// Collection: saved words, phrases and messages in tabs, searchable; each item can be heard, given
// a note and removed (swipe left, or its remove button). Pull down to refresh; more load at the
// bottom in pages of 20 (spec §9 thresholds).
import { useState } from 'react';
import { Refreshable } from '../../components/refreshable';
import { Tabs } from 'antd-mobile';
import { SearchOutline } from 'antd-mobile-icons';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CollectionKind } from '@parley/contract/collection';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useMyCollection } from '../../api/collection';
import { CollectionItemCard } from '../../features/collection/components/collection-item-card';
import { LoadMore } from '../../features/collection/components/load-more';
import { PlayButton } from '../../features/audio-player/components/play-button';

const TABS: Array<{ kind: CollectionKind; title: MessageDescriptor; search: MessageDescriptor; empty: MessageDescriptor }> = [
  { kind: 'word', title: msg`Words`, search: msg`Search your words`, empty: msg`No words saved yet. Tap the star beside a word in a scene or a chat to save it.` },
  { kind: 'phrase', title: msg`Phrases`, search: msg`Search your phrases`, empty: msg`No phrases saved yet.` },
  { kind: 'message', title: msg`Messages`, search: msg`Search your messages`, empty: msg`No messages saved yet. Save a message from its menu in a chat.` },
];

const isKind = (value: string): value is CollectionKind => TABS.some((tab) => tab.kind === value);

export default function CollectionPage() {
  const { t, i18n } = useLingui();
  const [kind, setKind] = useState<CollectionKind>('word');
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim());
  const collection = useMyCollection({ kind, search: debouncedSearch });
  const items = collection.data?.pages.flatMap((page) => page.list) ?? [];
  const total = collection.data?.pages[0]?.total ?? 0;
  const tab = TABS.find((each) => each.kind === kind) ?? TABS[0];

  return (
    <PageFrame title={t`Collection`}>
      <Tabs activeKey={kind} onChange={(key: string) => isKind(key) && setKind(key)}>
        {TABS.map((each) => (
          <Tabs.Tab key={each.kind} title={i18n._(each.title)} />
        ))}
      </Tabs>
      <div role="search" className="collection-search">
        <div className="collection-search-field">
          <SearchOutline aria-hidden="true" fontSize={18} />
          <input
            type="search"
            aria-label={tab ? i18n._(tab.search) : t`Search your collection`}
            placeholder={t`Search your collection`}
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
          emptyText={debouncedSearch ? t`Nothing matches “${debouncedSearch}”.` : tab ? i18n._(tab.empty) : t`Nothing saved yet.`}
          onRetry={() => void collection.refetch()}
        >
          <p className="result-count visually-hidden" aria-live="polite">
            {t`${plural(total, { one: '# saved', other: '# saved' })}`}
          </p>
          <ul className="collection-list" aria-label={tab ? i18n._(tab.title) : undefined}>
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
