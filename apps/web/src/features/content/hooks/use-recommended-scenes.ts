// The home screen's scenes for the learner: their level, on the topic tags they chose first.
import { useQueries, useQuery } from '@tanstack/react-query';
import type { SceneListItem } from '@parley/contract/content';
import type { SceneLevel } from '@parley/contract/common';
import { scenesQueryOptions } from '../../../api/content';

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
    /** The learner has topic tags, none of which has a scene at this level: the scenes are others. */
    hasNoTopicTagScenes: tags.length > 0 && !tagged.isPending && !tagged.error && onTopics.length === 0,
    refetch: () => void (tagged.error ? tagged.refetch() : atLevel.refetch()),
  };
}
