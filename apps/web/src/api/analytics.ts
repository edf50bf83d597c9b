// The analytics group: the app's own events.
import { reportEvent } from '@parley/contract/analytics';
import { api } from '../lib/api';

/** Reports that a page was shown (spec §7 pageList). Analytics never gets in the learner's way: a failure is ignored. */
export const reportPageShownCall = (page: string) =>
  api()
    .call(reportEvent, { name: 'pageList', payload: { page } })
    .catch(() => undefined);
