// Builds the Fastify application from a configuration and its dependencies; server.ts listens.
// Tests build the same app and talk to it through app.inject() with no network.
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@parley/contract/config';
import { ErrCode } from '@parley/contract/envelope';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { registerEnvelopeHandlers, isApiRequest, sendFailure } from './platform/envelope';
import { registerBodyParsers } from './platform/body-parsers';
import { loggerOptions } from './platform/logger';
import { registerWebApp, sendIndexHtml } from './platform/web-app';
import './platform/request-user';
import { collectCapabilities, type CapabilityReporter } from './ai/capabilities';
import { commonRoutes } from './modules/common/common.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { languageRoutes } from './modules/language/language.routes';
import { createLanguageService, type GrammarChecker } from './modules/language/language.service';
import { createLanguageEngines, sharedLanguageEngines, warmUpLanguageEngines, type LanguageEngines } from './ai/language/language-engines';
import { languageModelFromConfig } from './ai/language/model-client';
import { withModelGrammar } from './ai/language/grammar/model-grammar';
import { sharedSpeechEngines, warmUpSpeechEngines, type SpeechEngines } from './ai/speech/speech-engines';
import { sharedGrammarEngine } from './ai/language/grammar/shared-grammar';
import { speechCapabilities } from './ai/speech/capabilities';
import { createMediaStore } from './platform/media-store';
import { registerMedia } from './platform/media-routes';
import { speechRoutes } from './modules/speech/speech.routes';
import { detectAudioDecoder, type AudioDecoder } from './ai/speech/decode';
import { createSpeechService } from './modules/speech/speech.service';
import { contentRoutes } from './modules/content/content.routes';
import { createContentService } from './modules/content/content.service';
import { syncContentPack } from './modules/content/content.repository';
import type { ContentPack } from './modules/content/content-pack';
import { CONTENT_DIR, loadContentPack } from '../../../content/load-content';
import { registerRateLimits } from './platform/rate-limit';
import { createAuthHooks } from './platform/auth';
import { resolveAppSecret } from './platform/app-secret';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './platform/mailer';
import { userRoutes } from './modules/user/user.routes';
import { createUserService } from './modules/user/user.service';
import { thirdRoutes } from './modules/third/third.routes';
import { createThirdService } from './modules/third/third.service';
import { createOidcClient } from './modules/third/oidc';
import { createHttpSmsSender, createOutboxSmsSender } from './modules/third/sms';
import { collectionRoutes } from './modules/collection/collection.routes';
import { createCollectionService } from './modules/collection/collection.service';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { conversationCapabilities, createConversationEngine, type EngineChoice } from './ai/conversation/index';
import type { ConversationEngine } from './ai/conversation/types';
import { conversationRoutes } from './modules/conversation/conversation.routes';
import { createConversationService } from './modules/conversation/conversation.service';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Injected clock so that tests can move time (code and session expiry). */
  now?: () => Date;
  capabilityReporters?: CapabilityReporter[];
  /** Serve the built web app (off in API-only tests). */
  serveWebApp?: boolean;
  /** Close the database with the app (tests share one database across several apps). */
  ownsDatabase?: boolean;
  /** Language engines (default: the process-wide set, loaded once). */
  languageEngines?: LanguageEngines;
  /** The grammar engine, or null where none is available. */
  grammar?: () => Promise<GrammarChecker> | null;
  /** Speech engines (default: the process-wide set picked by configuration). */
  speechEngines?: SpeechEngines;
  /** Scenes, topics and roles (default: the shipped pack under content/, loaded once). */
  contentPack?: ContentPack;
  /** Where mail goes (default: SMTP when MAIL_URL is set, else the development outbox). */
  mailer?: Mailer;
  /** The conversation engine (default: picked from LLM_* configuration, else the practice partner). */
  conversationEngine?: ConversationEngine;
  /** Load language and speech engines in the background once listening (server.ts; off in tests). */
  warmUpEngines?: boolean;
  /** Decoder for non-WAV uploads (default: ffmpeg when installed, detected once; null: refuse them). */
  audioDecoder?: AudioDecoder | null;
}

let detectedDecoder: AudioDecoder | null | undefined;
/** Whether ffmpeg is installed, looked up once per process rather than per upload. */
function sharedAudioDecoder(): AudioDecoder | null {
  if (detectedDecoder === undefined) detectedDecoder = detectAudioDecoder();
  return detectedDecoder;
}

let loadedPack: ContentPack | null = null;
/** The shipped content pack, read and checked once per process. */
function sharedContentPack(): ContentPack {
  loadedPack ??= loadContentPack();
  return loadedPack;
}

function trustProxySetting(value: string | undefined): boolean | string | string[] {
  if (!value) return false;
  if (value === 'true') return true;
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const conversationChoice: EngineChoice = options.conversationEngine
    ? { engine: options.conversationEngine }
    : createConversationEngine(config, {
        questionBanks: () => (options.contentPack ?? sharedContentPack()).questionBanks,
        grammar: () => grammar(),
      });
  // With a model configured, grammar and translation ask it first and keep the offline engines as
  // the fallback (a local model is shared with the conversation engine, not loaded twice).
  const languageModel = languageModelFromConfig(config) ?? conversationChoice.languageModel ?? null;
  const grammar =
    options.grammar ??
    (languageModel
      ? (() => {
          let merged: Promise<GrammarChecker> | null = null;
          return () => {
            merged ??= sharedGrammarEngine().then(
              (rules) => withModelGrammar(rules, languageModel, (error) => app.log.warn({ err: error }, 'model grammar check failed; rule engine only')),
              (error: unknown) => {
                merged = null;
                throw error;
              },
            );
            return merged;
          };
        })()
      : () => sharedGrammarEngine());
  const now = options.now ?? (() => new Date());

  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Fastify's defaults never time out; a stuck client must not hold a socket forever.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.REQUEST_TIMEOUT_MS + 10_000,
    keepAliveTimeout: 65_000,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
    // Sockets that dribble their headers (slowloris) are closed after HEADERS_TIMEOUT_MS; Node
    // checks every second instead of its default 30 s.
    http: { headersTimeout: config.HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1000 },
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);
  registerBodyParsers(app);
  registerEnvelopeHandlers(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Parley API', version: APP_VERSION, description: 'Every answer is an envelope { errCode, data, message }.' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const languageEngines = options.languageEngines ?? (languageModel ? createLanguageEngines(process.env, { model: languageModel }) : sharedLanguageEngines());
  const speechEngines = options.speechEngines ?? sharedSpeechEngines(config);
  const reporters = options.capabilityReporters ?? [
    () => speechCapabilities({ tts: speechEngines.tts(), stt: speechEngines.stt() })(),
    () => ({ grammar: { available: true, engine: options.grammar ? 'custom' : 'harper+learner-rules' } }),
    () => ({
      translation: {
        available: languageEngines.translator().pairs().length > 0,
        pairs: languageEngines.translator().pairs().map(({ source, target, kind }) => ({ source, target, kind })),
      },
    }),
  ];
  const conversationEngine = conversationChoice.engine;
  if (conversationChoice.warmUp) {
    // Load the model in the background so the first learner does not wait for it; a failure
    // here is logged and the first call reports it as errCode 503.
    const started = Date.now();
    conversationChoice.warmUp().then(
      () => app.log.info({ ms: Date.now() - started, engine: conversationEngine.describe() }, 'conversation model loaded'),
      (error: unknown) => app.log.error({ err: error }, 'the conversation model could not be loaded'),
    );
  }
  if (conversationChoice.close) app.addHook('onClose', conversationChoice.close);
  await app.register(commonRoutes, {
    supportEmail: config.SUPPORT_EMAIL,
    capabilities: () => collectCapabilities([conversationCapabilities(conversationEngine), ...reporters]),
  });
  await registerRateLimits(app, config.REDIS_URL);
  const mailer =
    options.mailer ??
    (config.MAIL_URL ? createSmtpMailer(config.MAIL_URL, config.MAIL_FROM) : createOutboxMailer(database.db, app.log, now, { logText: !config.isProduction }));
  const appSecret = resolveAppSecret(config.APP_SECRET, config.DATA_DIR);
  const userService = createUserService({ db: database.db, mailer, secret: appSecret, now, log: app.log });
  const { requireUser, optionalUser } = createAuthHooks(userService);
  app.addHook('onClose', () => userService.settled());
  await app.register(userRoutes, { service: userService, requireUser, devOutboxEnabled: config.devOutboxEnabled, codeResendSeconds: config.CODE_RESEND_SECONDS, codeLimitPerIpHour: config.CODE_LIMIT_PER_IP_HOUR });
  const thirdService = createThirdService({
    db: database.db,
    now,
    secret: appSecret,
    sms: config.SMS_URL
      ? createHttpSmsSender(config.SMS_URL, config.SMS_API_KEY)
      : createOutboxSmsSender(createOutboxMailer(database.db, app.log, now, { logText: !config.isProduction })),
    oidc: config.oidc ? createOidcClient(config.oidc) : null,
    log: app.log,
  });
  app.addHook('onClose', () => thirdService.settled());
  await app.register(thirdRoutes, {
    service: thirdService,
    secureCookies: config.PUBLIC_URL?.startsWith('https:') ?? false,
    codeResendSeconds: config.CODE_RESEND_SECONDS,
    codeLimitPerIpHour: config.CODE_LIMIT_PER_IP_HOUR,
  });

  await app.register(analyticsRoutes, { db: database.db, now, optionalUser });

  const languageService = createLanguageService({ engines: languageEngines, grammar });
  const savedSettings = async (request: FastifyRequest) => (request.user ? userService.getSettings(request.user.id).catch(() => null) : null);
  await app.register(languageRoutes, {
    service: languageService,
    optionalUser,
    savedNativeLanguage: async (request) => (await savedSettings(request))?.nativeLanguage ?? null,
  });

  const contentPack = options.contentPack ?? sharedContentPack();
  await syncContentPack(database.db, contentPack, now().toISOString());
  const conversationService = createConversationService({
    db: database.db,
    engine: conversationEngine,
    now,
    maxParallel: config.CHAT_MAX_PARALLEL,
    engineTimeoutMs: config.LLM_TIMEOUT_MS,
    log: app.log,
    content: {
      roles: () => contentPack.roles,
      scene: (id) => contentPack.scenes.find((s) => s.id === id),
      questionBanks: () => contentPack.questionBanks,
      topicName: (tag) => contentPack.topicTags.find((t) => t.key === tag)?.name,
    },
    learnerProfile: async (userId) => {
      const settings = await userService.getSettings(userId);
      return { level: settings.level, nativeLanguage: settings.nativeLanguage, roleId: settings.roleId, roleStyle: settings.roleStyle, topics: settings.topics };
    },
  });
  await app.register(conversationRoutes, { service: conversationService, requireUser });
  const contentService = createContentService({ db: database.db, pack: contentPack, completedSceneIds: (userId) => conversationService.completedSceneIds(userId) });
  await app.register(contentRoutes, { service: contentService, contentDir: CONTENT_DIR, optionalUser, userIdOf: async (request) => request.user?.id ?? null });

  const collectionService = createCollectionService({
    db: database.db,
    now,
    describeWord: async (word) => {
      const entry = await languageEngines.lexicon().lookup(word).catch(() => null);
      return { ipa: entry?.ipa ?? languageEngines.phonetics().ipaForWord(word)?.ipa ?? null, meaning: entry?.senses[0]?.definition ?? null };
    },
    findMessage: (userId, messageId) => conversationService.findMessage(userId, messageId),
  });
  await app.register(collectionRoutes, { service: collectionService, requireUser });
  await app.register(feedbackRoutes, { db: database.db, mailer, supportEmail: config.SUPPORT_EMAIL, now, optionalUser, log: app.log });

  const media = await createMediaStore(config.DATA_DIR);
  await registerMedia(app, media);
  const speechService = createSpeechService({
    engines: speechEngines,
    media,
    ipaForWord: (word) => languageEngines.phonetics().ipaForWord(word)?.ipa ?? null,
  });
  await app.register(speechRoutes, {
    service: speechService,
    optionalUser,
    wantsAssessment: async (request) => (await savedSettings(request))?.autoSpeechAssessment ?? false,
    decoder: options.audioDecoder === undefined ? sharedAudioDecoder() : options.audioDecoder,
  });

  if (options.warmUpEngines) {
    app.addHook('onListen', () => {
      const started = Date.now();
      // Not awaited: listening and the first requests must not wait for engines to load.
      void Promise.allSettled([
        warmUpLanguageEngines(languageEngines, grammar),
        warmUpSpeechEngines(speechEngines),
      ]).then((results) => {
        const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
        for (const f of failed) app.log.warn({ err: f.reason }, 'an engine could not be loaded at start; it loads on first use');
        app.log.info({ ms: Date.now() - started }, 'engines loaded');
      });
    });
  }

  const { hasWebApp } = options.serveWebApp === false ? { hasWebApp: false } : await registerWebApp(app, config.WEB_DIST_DIR);

  app.setNotFoundHandler((request, reply) => {
    if (isApiRequest(request)) {
      sendFailure(reply, { httpStatus: 200, errCode: ErrCode.NotFound, message: `no such route: ${request.method} ${request.url.split('?')[0]}` });
      return;
    }
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]{1,8}$/i.test(request.url.split('?')[0] ?? '');
    if (hasWebApp && wantsPage) {
      return sendIndexHtml(reply);
    }
    return reply.status(404).type('text/plain; charset=utf-8').send(hasWebApp ? 'Not found' : 'The web app is not built yet: run `npm run build`.');
  });

  if (options.ownsDatabase !== false) {
    app.addHook('onClose', async () => {
      await database.db.destroy();
    });
  }

  return app;
}
