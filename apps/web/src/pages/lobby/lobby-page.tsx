// Lobby: every scene, grouped by topic type, filtered by level and searchable, a page at a time
// with more at the bottom. Opening a scene adds it to the learner's scene list.
import { useState } from 'react';
import { SearchOutline } from 'antd-mobile-icons';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SCENE_LEVELS, type SceneLevel } from '@parley/contract/common';
import type { SceneListItem } from '@parley/contract/content';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useNavigator } from '../../lib/navigator-context';
import { useSceneListStore } from '../../stores/scene-list-store';
import { useScenePages } from '../../api/content';
import { useTopicTypes } from '../../api/content';
import { useTopicWords } from '../../i18n/topic-words';
import { ChipGroup, type ChipOption } from '../../features/content/components/chip-group';
import { SceneGrid } from '../../features/content/components/scene-card';
import { uniqueById } from '../../features/content/unique-by-id';
import { LoadMore } from '../../features/collection/components/load-more';

/** A screenful or two of cards (rows of 2, 3 or 4); the catalogue grows past any one page. */
const LOBBY_PAGE_SIZE = 24;

const ALL_LEVELS = msg`All levels`;

export default function LobbyPage() {
  const { t, i18n } = useLingui();
  const navigator = useNavigator();
  const remember = useSceneListStore((s) => s.remember);
  const [topicTypeId, setTopicTypeId] = useState<number | null>(null);
  const [level, setLevel] = useState<SceneLevel | null>(null);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim());
  const types = useTopicTypes();
  const topicWords = useTopicWords();
  const scenes = useScenePages(
    {
      ...(topicTypeId ? { topicTypeId } : {}),
      ...(level ? { level } : {}),
      ...(debouncedSearch ? { search: debouncedSearch } : {}),
    },
    LOBBY_PAGE_SIZE,
  );
  const list = uniqueById(scenes.data?.pages ?? []);
  const total = scenes.data?.pages[0]?.total ?? 0;
  const isFiltered = topicTypeId !== null || level !== null || debouncedSearch !== '';

  const levelOptions: Array<ChipOption<SceneLevel | null>> = [{ value: null, label: i18n._(ALL_LEVELS) }, ...SCENE_LEVELS.map((l) => ({ value: l, label: l }))];
  const typeOptions: Array<ChipOption<number | null>> = [
    { value: null, label: t({ comment: 'Chip: every topic', message: 'All' }) },
    ...(types.data?.list ?? []).map((type) => {
      const { sceneCount } = type;
      const name = topicWords.typeName(type);
      return {
        value: type.id,
        name: t`${plural(sceneCount, { one: `${name} (# scene)`, other: `${name} (# scenes)` })}`,
        label: (
          <>
            {name} <span className="chip__count">{sceneCount}</span>
          </>
        ),
      };
    }),
  ];

  const open = (scene: SceneListItem) => {
    remember({ id: scene.id, title: scene.title, level: scene.level });
    void navigator.navigateTo({ url: `/chat/lobby/topic-info?id=${scene.id}` }).catch(() => undefined);
  };

  const clearFilters = () => {
    setTopicTypeId(null);
    setLevel(null);
    setSearch('');
  };

  return (
    <PageFrame title={t`Lobby`}>
      <div role="search" className="search-field">
        <SearchOutline aria-hidden="true" fontSize={18} />
        <input type="search" aria-label={t`Search scenes`} value={search} maxLength={60} placeholder={t`Search scenes`} onChange={(event) => setSearch(event.target.value)} />
      </div>
      <QueryState isLoading={types.isLoading} error={types.error} onRetry={() => void types.refetch()}>
        <ChipGroup label={t`Topic`} options={typeOptions} value={topicTypeId} onChange={setTopicTypeId} isScrollable />
      </QueryState>
      <ChipGroup label={t`Level`} options={levelOptions} value={level} onChange={setLevel} />
      <QueryState
        isLoading={scenes.isLoading}
        // A page after the first that fails is told at the bottom; the scenes above stay.
        error={scenes.error && !scenes.data ? scenes.error : null}
        isEmpty={list.length === 0}
        emptyText={isFiltered ? t`No scenes match. Try another topic, level or word.` : t`No scenes yet.`}
        onRetry={() => void scenes.refetch()}
      >
        <p className="result-count" aria-live="polite">
          {t`${plural(total, { one: '# scene', other: '# scenes' })}`}
        </p>
        <SceneGrid scenes={list} onOpen={open} />
        {total > LOBBY_PAGE_SIZE && <LoadMore hasMore={scenes.hasNextPage} isLoading={scenes.isFetchingNextPage} loadMore={() => scenes.fetchNextPage()} />}
      </QueryState>
      {isFiltered && !scenes.isLoading && list.length === 0 && !scenes.error && (
        <div className="state-block">
          <button type="button" className="link-button" onClick={clearFilters}>
            <Trans>Show all scenes</Trans>
          </button>
        </div>
      )}
    </PageFrame>
  );
}
