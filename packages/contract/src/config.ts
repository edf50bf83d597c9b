// Public configuration served by GET /api/common/v1/getByKey.
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const APP_VERSION = '1.0.0';

export const capabilitiesSchema = z.object({
  conversation: z.object({ engine: z.string(), model: z.string().nullable() }),
  textToSpeech: z.object({ available: z.boolean(), engine: z.string() }),
  speechToText: z.object({ available: z.boolean(), engine: z.string() }),
  grammar: z.object({ available: z.boolean(), engine: z.string() }),
  translation: z.object({
    available: z.boolean(),
    pairs: z.array(z.object({ source: z.string(), target: z.string(), kind: z.string() })),
  }),
});
export type Capabilities = z.infer<typeof capabilitiesSchema>;

export const PUBLIC_CONFIG_KEYS = ['capabilities', 'version', 'contactEmail'] as const;

export const getByKey = defineEndpoint({
  method: 'GET',
  path: '/api/common/v1/getByKey',
  summary: 'A public configuration value: capabilities, version or contactEmail',
  input: z.object({ key: z.enum(PUBLIC_CONFIG_KEYS, { error: `must be one of ${PUBLIC_CONFIG_KEYS.join(', ')}` }) }),
  response: z.object({ key: z.string(), value: z.unknown() }),
});
