// First-party analytics: the app's own events go to a small table (no third-party service).
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const ANALYTICS_EVENTS = ['pageList'] as const;

export const reportEvent = defineEndpoint({
  method: 'POST',
  path: '/api/common/v1/reportEvent',
  summary: 'Record an analytics event of the app',
  input: z.object({
    name: z.enum(ANALYTICS_EVENTS, { error: `must be one of ${ANALYTICS_EVENTS.join(', ')}` }),
    payload: z.record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])).default({}),
  }),
  response: z.null(),
});
