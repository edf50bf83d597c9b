// Builds the Fastify application from a configuration and its dependencies; server.ts listens.
// Tests build the same app and talk to it through app.inject() with no network.
// Read it as the table of contents: the HTTP shell, the engines, then one line per module; each
// module's wiring lives beside it in modules/<name>/<name>.module.ts.
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { createEngines, type EngineOverrides } from './ai/engines';
import { modelsFolder } from './ai/conversation/pulled-model';
import { resolveAppSecret } from './platform/app-secret';
import { createRetentionJob, daysBefore } from './platform/retention';
import { deleteAppEventsBefore } from './modules/analytics/analytics.repository';
import { createHttpApp, registerFallbacks, withoutLoadShedding, type TlsOptions } from './platform/http-app';
import { registerLanRoutes } from './platform/lan/lan-routes';
import { createConfiguredMailer, type Mailer } from './platform/mailer';
import { createConfiguredMediaStore } from './platform/media/create-media-store';
import type { MediaStore } from './platform/media/media-store';
import { countError, createMetrics, instrumentConversationEngine, registerQueueMetrics, registerRequestMetrics } from './platform/metrics';
import { registerRateLimits } from './platform/rate-limit';
import { registerWebApp } from './platform/web-app';
import { registerAccountDataModule } from './modules/account/account-data.module';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { registerCollectionModule } from './modules/collection/collection.module';
import { commonRoutes } from './modules/common/common.routes';
import type { ContentPack } from './modules/content/content-pack';
import { loadShippedContentPack, registerContentModule } from './modules/content/content.module';
import { registerConversationModule } from './modules/conversation/conversation.module';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { registerOperationsModule } from './modules/operations/operations.module';
import { registerProgressModule } from './modules/progress/progress.module';
import { registerReviewModule } from './modules/review/review.module';
import { registerHomeModule } from './modules/home/home.module';
import { registerLanguageModule } from './modules/language/language.module';
import { registerSpeechModule } from './modules/speech/speech.module';
import { registerThirdModule } from './modules/third/third.module';
import { registerUserModule } from './modules/user/user.module';

/** How often the retention job runs after its first run at start. */
const RETENTION_INTERVAL_MS = 6 * 60 * 60 * 1000;

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Injected clock so that tests can move time (code and session expiry). */
  now?: () => Date;
  /** Serve the built web app (off in API-only tests). */
  serveWebApp?: boolean;
  /** Close the database with the app (tests share one database across several apps). */
  ownsDatabase?: boolean;
  /** Scenes, topic tags and roles (default: the shipped pack under content/, loaded once). */
  contentPack?: ContentPack;
  /** Where audio lives (default: MEDIA_STORE, else the database with DATABASE_URL, else DATA_DIR/media). */
  mediaStore?: MediaStore;
  /** Where mail goes (default: SMTP when MAIL_URL is set, else the development outbox). */
  mailer?: Mailer;
  /** The conversation engine (default: picked from LLM_* configuration, else the practice partner). */
  conversationEngine?: EngineOverrides['conversation'];
  /** Language engines (default: built from the configuration, shared by apps with the same settings). */
  languageEngines?: EngineOverrides['language'];
  /** The grammar check, or null where none is available (default: the rules, after the model when one is set). */
  grammar?: EngineOverrides['grammar'];
  /** Speech engines (default: built from the configuration, shared by apps with the same settings). */
  speechEngines?: EngineOverrides['speech'];
  /** Decoder for non-WAV uploads (default: ffmpeg when installed; null: refuse them). */
  audioDecoder?: EngineOverrides['audioDecoder'];
  /** Load language and speech engines in the background once listening (server.ts; off in tests). */
  warmUpEngines?: boolean;
  /** LAN mode: serve HTTPS with this key and chain, and hand out the authority (PEM) at /lan/. */
  lan?: { tls: TlsOptions; caPem: string };
  /** Add the process's own metrics (memory, event loop, GC) to GET /metrics (server.ts; off in tests). */
  processMetrics?: boolean;
  /** Use, and watch for, models `npm run model:pull` puts in DATA_DIR/models (server.ts; off in tests). */
  pickUpPulledModels?: boolean;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const { db } = database;
  const configuredMedia = async () => {
    const media = await createConfiguredMediaStore(config, db);
    app.addHook('onClose', async () => media.close());
    return media.store;
  };
  const now = options.now ?? (() => new Date());
  const pack = options.contentPack ?? loadShippedContentPack();

  const app = await createHttpApp(config, options.lan?.tls);
  if (options.lan) registerLanRoutes(app, { caPem: options.lan.caPem });
  const metrics = createMetrics({ processMetrics: options.processMetrics ?? false });
  registerRequestMetrics(app, metrics);
  registerQueueMetrics(app, metrics);

  const engines = createEngines(config, {
    questionBanks: () => pack.questionBanks,
    log: app.log,
    pulledModels: options.pickUpPulledModels ? { folder: modelsFolder(config.DATA_DIR) } : undefined,
    overrides: {
      conversation: options.conversationEngine,
      language: options.languageEngines,
      grammar: options.grammar,
      speech: options.speechEngines,
      audioDecoder: options.audioDecoder,
    },
  });
  engines.loadModel();
  app.addHook('onClose', () => engines.close());
  if (options.warmUpEngines) {
    // Not awaited: listening and the first requests must not wait for engines to load.
    app.addHook('onListen', () => void withoutLoadShedding(engines.warmUp()));
  }

  const mailer = options.mailer ?? createConfiguredMailer(config, { db, log: app.log, now });
  await registerOperationsModule(app, { config, db, metrics, engines: () => engines.capabilities() });
  const codeDelivery = { mail: mailer.kind === 'smtp' ? 'smtp' : 'server-console', sms: config.SMS_URL ? 'gateway' : 'server-console' } as const;
  await app.register(commonRoutes, { supportEmail: config.SUPPORT_EMAIL, capabilities: async () => ({ ...(await engines.capabilities()), codeDelivery }) });
  await registerRateLimits(app, config.REDIS_URL);

  const secret = resolveAppSecret(config.APP_SECRET, config.DATA_DIR);
  const accounts = await registerUserModule(app, { config, db, mailer, secret, now });
  const { requireUser, optionalUser } = accounts;
  const third = await registerThirdModule(app, { config, db, users: accounts.service, now });
  await app.register(analyticsRoutes, { db, now, optionalUser });

  await registerLanguageModule(app, { engines, accounts, optionalUser, requestsPerMinute: config.ENGINE_REQUESTS_PER_MINUTE });
  const conversations = await registerConversationModule(app, { config, db, now, engine: instrumentConversationEngine(engines.conversation, metrics), grammar: engines.chatGrammar, pack, users: accounts.service, requireUser, onStreamError: (errCode) => countError(metrics, errCode) });
  const content = await registerContentModule(app, { db, pack, now, optionalUser, completedSceneIds: (userId) => conversations.completedSceneIds(userId) });
  await registerCollectionModule(app, { db, now, language: engines.language, conversations, requireUser });
  await registerProgressModule(app, { db, now, grammar: engines.chatGrammar, language: engines.language, requireUser });
  const review = await registerReviewModule(app, { db, now, language: engines.language, requireUser });
  await registerHomeModule(app, { conversations, content, review, requireUser });
  await app.register(feedbackRoutes, { db, mailer, supportEmail: config.SUPPORT_EMAIL, now, optionalUser, log: app.log });
  const media = options.mediaStore ?? (await configuredMedia());
  const speech = await registerSpeechModule(app, { media, db, engines, accounts, optionalUser, secret, recordingQuota: config.RECORDING_QUOTA, requestsPerMinute: config.ENGINE_REQUESTS_PER_MINUTE, conversations });
  await registerAccountDataModule(app, { config, db, mailer, sms: third.sms, media, accounts, now });
  const retention = createRetentionJob(
    [
      { name: 'recordings', run: (at) => speech.removeRecordingsBefore(daysBefore(at, config.RECORDING_RETENTION_DAYS)) },
      { name: 'spoken replies', run: (at) => speech.removeSpokenRepliesUnusedSince(daysBefore(at, config.SPOKEN_REPLY_RETENTION_DAYS)) },
      { name: 'analytics events', run: (at) => deleteAppEventsBefore(db, daysBefore(at, config.ANALYTICS_RETENTION_DAYS)) },
    ],
    { intervalMs: RETENTION_INTERVAL_MS, now, log: app.log },
  );
  // Only a listening server keeps the data tidy; apps built for tests and commands do not.
  app.addHook('onListen', () => retention.start());
  app.addHook('onClose', () => retention.stop());

  const { hasWebApp } = options.serveWebApp === false ? { hasWebApp: false } : await registerWebApp(app, config.WEB_DIST_DIR);
  registerFallbacks(app, { hasWebApp });

  if (options.ownsDatabase !== false) {
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  }
  return app;
}
