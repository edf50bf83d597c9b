// First-party analytics: the app's own events go to a small table (no third-party service).
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const ANALYTICS_EVENTS = ['pageList'] as const;
/** An event's payload is a few small fields; without a cap one call stored about 1 MB (issue 16). */
export const MAX_EVENT_FIELDS = 20;

export const reportEvent = defineEndpoint({
  method: 'POST',
  path: '/api/common/v1/reportEvent',
  summary: 'Record an analytics event of the app',
  input: z.object({
    name: z.enum(ANALYTICS_EVENTS, { error: `must be one of ${ANALYTICS_EVENTS.join(', ')}` }),
    payload: z
      .record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
      .refine((payload) => Object.keys(payload).length <= MAX_EVENT_FIELDS, `must have at most ${MAX_EVENT_FIELDS} fields`)
      .default({}),
  }),
  response: z.null(),
});
