// Talk records (getUserTalkTimes): the learner's turns per day and their streak, over the stored
// messages; the arithmetic is talk-record.ts.
import { ErrCode } from '@parley/contract/envelope';
import { AppError } from '../../platform/app-error';
import type { ConversationServiceDeps } from './conversation-context';
import * as repo from './conversation.repository';
import { countTalkDays, localDayFormat, talkRecordSince } from './talk-record';

export function createTalkRecordService(deps: ConversationServiceDeps) {
  return {
    async talkTimes(userId: number, input: { days: number; timeZone?: string | undefined }) {
      const dayOf = localDayFormat(input.timeZone ?? 'UTC');
      if (!dayOf) throw new AppError(ErrCode.InvalidInput, 'timeZone: must be an IANA time zone such as Europe/Madrid');
      const now = deps.now();
      const [times, totalTurns] = await Promise.all([
        repo.learnerMessageTimes(deps.db, userId, talkRecordSince(now, input.days).toISOString()),
        repo.countLearnerMessages(deps.db, userId),
      ]);
      const record = countTalkDays(times, { now, days: input.days, dayOf });
      return { list: record.list, total: record.list.length, today: record.today, streak: record.streak, totalTurns };
    },
  };
}
