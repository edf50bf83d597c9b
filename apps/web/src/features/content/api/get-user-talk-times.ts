import { useQuery } from '@tanstack/react-query';
import { getUserTalkTimes } from '@parley/contract/conversation';
import { api } from '../../../lib/api';

const TALK_DAYS = 7;

function localTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export const getTalkTimesCall = () => {
  const timeZone = localTimeZone();
  return api().call(getUserTalkTimes, { days: TALK_DAYS, ...(timeZone ? { timeZone } : {}) });
};

/** The learner's turns today and their streak of days, counted in their own time zone. */
export function useTalkTimes() {
  return useQuery({ queryKey: ['talk-times'], queryFn: getTalkTimesCall });
}
