import { queryOptions, useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import { getSceneList, type SceneListItem } from '@parley/contract/content';
import type { EndpointInput } from '@parley/contract/endpoint';
import { api } from '../../../lib/api';

export type SceneFilter = EndpointInput<typeof getSceneList>;
type SceneLevel = NonNullable<SceneFilter['level']>;

export const getScenesCall = (filter: SceneFilter) => api().call(getSceneList, filter);

export const scenesQueryOptions = (filter: SceneFilter) =>
  queryOptions({ queryKey: ['scenes', filter], queryFn: () => getScenesCall(filter), staleTime: 5 * 60_000 });

/** Scenes by topic type, level, tag or search. */
export function useScenes(filter: SceneFilter) {
  return useQuery(scenesQueryOptions(filter));
}

/** Scenes by topic type, level, tag or search, `pageSize` at a time; the next page on request. */
export function useScenePages(filter: Omit<SceneFilter, 'page' | 'pageSize'>, pageSize: number) {
  return useInfiniteQuery({
    queryKey: ['scenes', 'pages', filter, pageSize],
    queryFn: ({ pageParam }) => getScenesCall({ ...filter, page: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.list.length > 0 && pages.length * pageSize < last.total ? pages.length + 1 : undefined),
    staleTime: 5 * 60_000,
  });
}

const RECOMMENDED_COUNT = 6;
const MAX_TAGS = 3;

/**
 * Scenes for the learner's level on the topics they chose first, topped up with other scenes at
 * that level when their topics have fewer than six.
 */
export function useRecommendedScenes({ level, tags }: { level: SceneLevel; tags: string[] }) {
  const tagged = useQueries({
    queries: tags.slice(0, MAX_TAGS).map((tag) => scenesQueryOptions({ page: 1, pageSize: RECOMMENDED_COUNT, level, tag })),
    combine: (results) => ({
      isPending: results.some((r) => r.isPending),
      error: results.find((r) => r.error)?.error ?? null,
      scenes: results.flatMap((r) => r.data?.list ?? []),
      refetch: () => Promise.all(results.map((r) => r.refetch())),
    }),
  });
  const byId = new Map<number, SceneListItem>();
  for (const scene of tagged.scenes) byId.set(scene.id, scene);
  const onTopics = [...byId.values()].slice(0, RECOMMENDED_COUNT);
  const needsTopUp = !tagged.isPending && onTopics.length < RECOMMENDED_COUNT;
  const atLevel = useQuery({ ...scenesQueryOptions({ page: 1, pageSize: RECOMMENDED_COUNT * 2, level }), enabled: needsTopUp });
  const others = needsTopUp ? (atLevel.data?.list ?? []).filter((scene) => !byId.has(scene.id)) : [];
  const scenes = [...onTopics, ...others].slice(0, RECOMMENDED_COUNT);
  // An error matters only when it leaves nothing to show.
  const error = scenes.length > 0 ? null : (tagged.error ?? (needsTopUp ? atLevel.error : null));

  return {
    isLoading: tagged.isPending || (needsTopUp && atLevel.isPending),
    error,
    scenes,
    /** The learner has topics, none of which has a scene at this level: the scenes are others. */
    hasNoTopicScenes: tags.length > 0 && !tagged.isPending && !tagged.error && onTopics.length === 0,
    refetch: () => void (tagged.error ? tagged.refetch() : atLevel.refetch()),
  };
}
