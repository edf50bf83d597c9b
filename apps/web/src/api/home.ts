// Home in one call (issue 20 §4): every section of home reads its part of one answer, so the page
// renders from one request instead of five to seven. The answer also fills the separate queries
// of the same data that other screens read (the partners, the turns on Me).
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SceneLevel } from '@parley/contract/common';
import type { EndpointData } from '@parley/contract/endpoint';
import { getHome } from '@parley/contract/home';
import { api } from '../lib/api';
import { readLevel, useRoleSetupStore } from '../stores/role-setup-store';
import { rolesQueryOptions } from './content';
import { localTimeZone } from '../lib/time-zone';
import { talkTimesKey } from './conversation';
import { queuedGrades } from './review';

export type Home = EndpointData<typeof getHome>;

interface HomeInput {
  level: SceneLevel;
  tags: string[];
}

function homeQueryOptions(input: HomeInput, queryClient: QueryClient) {
  return queryOptions({
    queryKey: ['home', input],
    queryFn: async () => {
      const timeZone = localTimeZone();
      const home = await api().call(getHome, { level: input.level, ...(input.tags.length ? { tags: input.tags.join(',') } : {}), ...(timeZone ? { timeZone } : {}) });
      queryClient.setQueryData(rolesQueryOptions().queryKey, home.roles);
      queryClient.setQueryData(talkTimesKey, home.talkTimes);
      // Grades made offline and not yet sent were of due cards.
      return { ...home, review: { ...home.review, dueCount: Math.max(0, home.review.dueCount - queuedGrades().length) } };
    },
  });
}

/** What home asks for: scenes for the learner's level (up to C1, the hardest scenes) and topics. */
export function useHomeInput(): HomeInput & { learnerLevel: ReturnType<typeof readLevel> } {
  const learnerLevel = readLevel(useRoleSetupStore((s) => s.initSetting));
  const tags = useRoleSetupStore((s) => s.topics);
  return { learnerLevel, level: learnerLevel === 'C2' ? 'C1' : learnerLevel, tags };
}

/**
 * One part of home's answer: each section selects its own, so an answer re-renders only the
 * sections whose part changed. All of them share the one request.
 */
export function useHome<T>(select: (home: Home) => T) {
  const queryClient = useQueryClient();
  const { level, tags } = useHomeInput();
  return useQuery({ ...homeQueryOptions({ level, tags }, queryClient), select });
}
