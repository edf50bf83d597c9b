// Configuration from the environment, parsed once at start. A bad value stops the server with
// a list of everything that is wrong, rather than failing later on the first request.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { S3Settings } from './platform/media/s3-media-store';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const optionalUrl = z.url({ error: 'must be a URL' }).optional();
const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65_535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: z.string().optional(),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(90_000),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** A client must finish sending its request headers within this time (slow-client defence). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('support@parley.local'),
  MAIL_URL: optionalUrl,
  MAIL_FROM: z.string().default('Parley <no-reply@parley.local>'),
  REDIS_URL: optionalUrl,
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CODE_RESEND_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Verification codes one client address may ask for per hour. */
  CODE_LIMIT_PER_IP_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /** OpenID Connect sign-in (authorization code + PKCE); off unless OIDC_ISSUER is set. */
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** Default: PUBLIC_URL + /chat/auth/callback. */
  OIDC_REDIRECT_URI: optionalUrl,
  OIDC_SCOPES: z.string().regex(/(^|\s)openid(\s|$)/, "must include 'openid'").default('openid email profile'),
  /** HTTP gateway for sign-in codes by text message (POST JSON { to, text }); else the development mailbox. */
  SMS_URL: optionalUrl,
  SMS_API_KEY: z.string().optional(),
  /** Text messages with codes the whole service may send per hour (a cost ceiling against SMS pumping). */
  SMS_CODES_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(100),
  TTS_BASE_URL: optionalUrl,
  TTS_API_KEY: z.string().optional(),
  TTS_MODEL: z.string().optional(),
  TTS_VOICES: z.string().regex(/^[\w-]+(:(female|male))?(,[\w-]+(:(female|male))?)*$/, 'must look like alloy:female,onyx:male').optional(),
  STT_BASE_URL: optionalUrl,
  STT_API_KEY: z.string().optional(),
  STT_MODEL: z.string().optional(),
  /** Conversation engine: an OpenAI-compatible server (Ollama, llama.cpp, vLLM, LM Studio, OpenAI). */
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().min(1).optional(),
  /** A local GGUF model for node-llama-cpp (used when LLM_BASE_URL is not set). */
  LLM_MODEL_PATH: z.string().min(1).optional(),
  /** CPU threads for the local model; unset: every core, measured fastest on 2 cores (docs/benchmarks.md). */
  LLM_THREADS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(256).optional(),
  /** A local model on a GPU when node-llama-cpp finds one (auto), or always on the CPU (off). */
  LLM_GPU: z.enum(['auto', 'off']).default('auto'),
  LLM_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(1000).max(600_000).default(60_000),
  LLM_MAX_TOKENS: z.coerce.number({ error: 'must be a number' }).int().min(16).max(8192).default(400),
  /** Chats one user may have waiting on the engine at once; more answer errCode 429. */
  CHAT_MAX_PARALLEL: z.coerce.number({ error: 'must be a number' }).int().min(1).max(20).default(2),
  /**
   * Calls per minute one caller (a signed-in learner, else one client address) may make to each
   * engine family: language tools (grammar, lookups, translation), and speech (recognition, voices).
   */
  ENGINE_REQUESTS_PER_MINUTE: z.coerce.number({ error: 'must be a number' }).int().min(1).max(1_000_000).default(120),
  /** Chat messages one learner may send in 24 hours; more answer errCode 1005. 0 turns the limit off. */
  CHAT_DAILY_LIMIT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(1_000_000).default(500),
  /** Recordings one learner keeps at once; more answer errCode 1007. 0 turns the quota off. */
  RECORDING_QUOTA: z.coerce.number({ error: 'must be a number' }).int().min(0).max(1_000_000).default(200),
  /** Days a learner's recording is kept before the retention job removes it. */
  RECORDING_RETENTION_DAYS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(36_500).default(30),
  /** Days a spoken reply (the text-to-speech cache) is kept after it was last asked for. */
  SPOKEN_REPLY_RETENTION_DAYS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(36_500).default(30),
  /** Days an analytics event (reportEvent) is kept. */
  ANALYTICS_RETENTION_DAYS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(36_500).default(180),
  /** A LibreTranslate-compatible translation service. */
  TRANSLATE_URL: optionalUrl,
  TRANSLATE_API_KEY: z.string().optional(),
  TRANSLATE_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(500).max(120_000).default(15_000),
  ENABLE_DEV_OUTBOX: flag.optional(),
  /** In production the development mailbox is refused unless this is also set (and then only from loopback). */
  ALLOW_DEV_OUTBOX_IN_PRODUCTION: flag.default(false),
  /** Event-loop delay past which requests get errCode 503 with Retry-After instead of a stall; 0 turns it off. */
  LOAD_SHED_EVENT_LOOP_DELAY_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(60_000).default(1000),
  /** LAN mode: HTTPS on this machine's network addresses so phones may use the microphone (platform/lan). */
  LAN: flag.optional(),
  /** Where audio lives; unset: `database` when DATABASE_URL is set (every process sees it), else `local` (DATA_DIR/media). */
  MEDIA_STORE: z.enum(['local', 'database', 's3'], { error: 'must be local, database or s3' }).optional(),
  /** MEDIA_STORE=s3: the bucket, and for stores other than AWS (MinIO, R2) their address. */
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset: the AWS SDK's own credential chain (environment, shared files, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z.string().regex(/^([\w.-]+\/)*$/, "must be empty or end with '/', e.g. parley/").default('parley/'),
  /** Lets a scraper on another machine read GET /metrics (as a bearer token); without it only this machine may. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  isProduction: boolean;
  /** The development mailbox route exists only outside production (docs/api-contract.md). */
  devOutboxEnabled: boolean;
  /** OpenID Connect settings, or null when third-party sign-in is off. */
  oidc: { issuer: string; clientId: string; clientSecret: string | undefined; redirectUri: string; scopes: string } | null;
  /** S3 settings when MEDIA_STORE=s3, else null. */
  s3: S3Settings | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "not set" so that `FOO= npm start` behaves like leaving FOO out.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const isProduction = parsed.data.NODE_ENV === 'production';
  const values = parsed.data;
  const problems: string[] = [];
  let oidc: Config['oidc'] = null;
  if (values.OIDC_ISSUER) {
    const redirectUri = values.OIDC_REDIRECT_URI ?? (values.PUBLIC_URL ? `${values.PUBLIC_URL.replace(/\/+$/, '')}/chat/auth/callback` : undefined);
    if (!values.OIDC_CLIENT_ID) problems.push('OIDC_CLIENT_ID: is required when OIDC_ISSUER is set');
    if (!redirectUri) problems.push('OIDC_REDIRECT_URI: is required when OIDC_ISSUER is set and PUBLIC_URL is not');
    if (values.OIDC_CLIENT_ID && redirectUri) {
      oidc = { issuer: values.OIDC_ISSUER, clientId: values.OIDC_CLIENT_ID, clientSecret: values.OIDC_CLIENT_SECRET, redirectUri, scopes: values.OIDC_SCOPES };
    }
  }
  // The development mailbox shows every account's codes: in production it takes two settings.
  if (isProduction && values.ENABLE_DEV_OUTBOX && !values.ALLOW_DEV_OUTBOX_IN_PRODUCTION) {
    problems.push('ENABLE_DEV_OUTBOX: hands out every account\'s codes and is refused in production; also set ALLOW_DEV_OUTBOX_IN_PRODUCTION=true to allow it (from loopback only)');
  }
  let s3: S3Settings | null = null;
  if (values.MEDIA_STORE === 's3') {
    if (!values.S3_BUCKET) problems.push('S3_BUCKET: is required when MEDIA_STORE is s3');
    else s3 = { bucket: values.S3_BUCKET, endpoint: values.S3_ENDPOINT, region: values.S3_REGION, accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY, prefix: values.S3_PREFIX };
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const lan = values.LAN ?? false;
  return {
    ...parsed.data,
    LAN: lan,
    // LAN mode is for phones on the network: listen there unless HOST says otherwise.
    HOST: lan && cleaned.HOST === undefined ? '0.0.0.0' : values.HOST,
    oidc,
    s3,
    isProduction,
    devOutboxEnabled: parsed.data.ENABLE_DEV_OUTBOX ?? !isProduction,
  };
}
