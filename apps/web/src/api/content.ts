// The content group (/api/aiTopic/v1/*, getRoles, getTopicList): roles, topic tags, topic types,
// scenes and explorations. Every screen that shows one of them asks through here, under one query key.
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getExplorationList, getRoles, getSceneDetail, getSceneList, getTopicTagList, getTopicTypeList } from '@parley/contract/content';
import type { EndpointInput } from '@parley/contract/endpoint';
import { api } from '../lib/api';

/** Content changes only with a new content pack: screens may reuse what they fetched for a while. */
const CONTENT_STALE_MS = 10 * 60_000;
const SCENE_STALE_MS = 5 * 60_000;

export const getRolesCall = () => api().call(getRoles, {});
export const rolesQueryOptions = () => queryOptions({ queryKey: ['roles'], queryFn: getRolesCall, staleTime: CONTENT_STALE_MS });

/** The teacher (id 1) and the friend (id 2), with their styles. */
export function useRoles() {
  return useQuery(rolesQueryOptions());
}

export const getTopicTagsCall = () => api().call(getTopicTagList, {});

/** The interests a learner can pick at set-up (topic tags, not scenes). */
export function useTopicTags() {
  return useQuery({ queryKey: ['topic-tags'], queryFn: getTopicTagsCall, staleTime: CONTENT_STALE_MS });
}

export const getTopicTypesCall = () => api().call(getTopicTypeList, { page: 1, pageSize: 100 });

/** The lobby's groups of scenes. */
export function useTopicTypes() {
  return useQuery({ queryKey: ['topic-types'], queryFn: getTopicTypesCall, staleTime: CONTENT_STALE_MS });
}

export type SceneFilter = EndpointInput<typeof getSceneList>;

export const getScenesCall = (filter: SceneFilter) => api().call(getSceneList, filter);

/** Scenes by topic type, level, tag or search, `pageSize` at a time; the next page on request. */
export function useScenePages(filter: Omit<SceneFilter, 'page' | 'pageSize'>, pageSize: number) {
  return useInfiniteQuery({
    queryKey: ['scenes', 'pages', filter, pageSize],
    queryFn: ({ pageParam }) => getScenesCall({ ...filter, page: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.list.length > 0 && pages.length * pageSize < last.total ? pages.length + 1 : undefined),
    staleTime: SCENE_STALE_MS,
  });
}

export const getSceneCall = (id: number) => api().call(getSceneDetail, { id });

/** One scene with its setting, key phrases and key words; nothing is asked for without an id. */
export function useScene(id: number | undefined) {
  const sceneId = id ?? 0;
  return useQuery({ queryKey: ['scene', sceneId], queryFn: () => getSceneCall(sceneId), enabled: sceneId > 0, staleTime: SCENE_STALE_MS });
}

export const EXPLORATIONS_PAGE_SIZE = 10;

export const getExplorationsCall = (page: number) => api().call(getExplorationList, { page, pageSize: EXPLORATIONS_PAGE_SIZE });
export const getExplorationCall = (id: number) => api().call(getExplorationList, { id, page: 1, pageSize: 1 });

/** Explorations with the learner's progress in each, ten at a time; the next page on request. */
export function useExplorations() {
  return useInfiniteQuery({
    queryKey: ['explorations', 'pages'],
    queryFn: ({ pageParam }) => getExplorationsCall(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.list.length > 0 && pages.length * EXPLORATIONS_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
  });
}

/** One exploration (null when there is none with this id). */
export function useExploration(id: number) {
  return useQuery({
    queryKey: ['explorations', id],
    queryFn: async () => (await getExplorationCall(id)).list[0] ?? null,
    enabled: id > 0,
  });
}
