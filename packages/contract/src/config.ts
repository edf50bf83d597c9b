// Public configuration served by GET /api/common/v1/getByKey.
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const APP_VERSION = '1.0.0';

/** What answers each capability: the engines' own report (apps/server/src/ai/capabilities.ts). */
export const engineCapabilitiesSchema = z.object({
  conversation: z.object({
    engine: z.string(),
    model: z.string().nullable(),
    /** A local model's accelerator once loaded: 'cuda', 'vulkan' or 'metal'; 'cpu' without one; absent otherwise. */
    device: z.string().optional(),
  }),
  textToSpeech: z.object({ available: z.boolean(), engine: z.string() }),
  speechToText: z.object({ available: z.boolean(), engine: z.string() }),
  grammar: z.object({ available: z.boolean(), engine: z.string() }),
  translation: z.object({
    available: z.boolean(),
    pairs: z.array(z.object({ source: z.string(), target: z.string(), kind: z.string() })),
  }),
});
export type EngineCapabilities = z.infer<typeof engineCapabilitiesSchema>;

/**
 * Where verification codes go. `server-console`: no mail server (MAIL_URL) or text gateway
 * (SMS_URL) is configured, so the code is written to the server's console and the code screen
 * tells the learner to ask whoever runs the server.
 */
export const codeDeliverySchema = z.object({
  mail: z.enum(['smtp', 'server-console']),
  sms: z.enum(['gateway', 'server-console']),
});
export type CodeDelivery = z.infer<typeof codeDeliverySchema>;

export const capabilitiesSchema = engineCapabilitiesSchema.extend({ codeDelivery: codeDeliverySchema });
export type Capabilities = z.infer<typeof capabilitiesSchema>;

export const PUBLIC_CONFIG_KEYS = ['capabilities', 'version', 'contactEmail'] as const;

export const getByKey = defineEndpoint({
  method: 'GET',
  path: '/api/common/v1/getByKey',
  summary: 'A public configuration value: capabilities, version or contactEmail',
  input: z.object({ key: z.enum(PUBLIC_CONFIG_KEYS, { error: `must be one of ${PUBLIC_CONFIG_KEYS.join(', ')}` }) }),
  response: z.object({ key: z.string(), value: z.unknown() }),
});
