// The Fastify instance every module registers on: time limits against slow clients, zod schemas
// from the contract for validation and serialization, the envelope for every answer, the body
// parsers and the OpenAPI description at /api/docs. What no route answers: registerFallbacks.
import type { Server } from 'node:http';
import https from 'node:https';
import Fastify, { type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import fastifyUnderPressure from '@fastify/under-pressure';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@parley/contract/config';
import { ErrCode } from '@parley/contract/envelope';
import type { Config } from '../config';
import { registerBodyParsers } from './body-parsers';
import { isApiRequest, registerEnvelopeHandlers, sendFailure } from './envelope';
import { loggerOptions } from './logger';
import { sendIndexHtml } from './web-app';
import './request-user';

function trustProxySetting(value: string | undefined): boolean | string | string[] {
  if (!value) return false;
  if (value === 'true') return true;
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}

/** A key and certificate chain (PEM) to serve HTTPS with (LAN mode); without one, plain HTTP. */
export interface TlsOptions {
  key: string;
  cert: string;
}

export async function createHttpApp(config: Config, tls?: TlsOptions): Promise<FastifyInstance> {
  const serverOptions = { headersTimeout: config.HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1000 };
  const options: FastifyHttpOptions<Server> = {
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
    http: serverOptions,
  };
  if (tls) {
    // An https.Server answers requests exactly as the http.Server the rest of the app is typed
    // against; serverFactory keeps one FastifyInstance type for both.
    options.serverFactory = (handler) => https.createServer({ ...serverOptions, ...tls }, handler) as unknown as Server;
  }
  const app = Fastify(options);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);
  registerBodyParsers(app);
  registerEnvelopeHandlers(app);
  await registerSecurityHeaders(app, config);
  await registerLoadShedding(app, config);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Parley API', version: APP_VERSION, description: 'Every answer is an envelope { errCode, data, message }.' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  return app;
}

/**
 * Security headers (issue 16): the session token lives in localStorage, so the CSP is the main
 * defence against its theft. The built web app has no inline scripts (Vite emits modules);
 * antd-mobile sets inline styles, hence 'unsafe-inline' for styles only. Recordings and spoken
 * replies play from this origin or from blob: URLs. HSTS only when learners use https.
 */
async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.PUBLIC_URL?.startsWith('https:') ?? false;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Recordings and covers are fetched by the page itself; nothing is embedded cross-origin.
    crossOriginEmbedderPolicy: false,
  });
  // Answers under /api are per learner: no shared cache (or browser back-button cache) keeps them.
  app.addHook('onSend', async (request, reply) => {
    if (isApiRequest(request)) void reply.header('cache-control', 'no-store');
  });
}

/**
 * Load shedding: when the event loop lags past LOAD_SHED_EVENT_LOOP_DELAY_MS the server answers
 * errCode 503 with Retry-After at once, instead of letting every request wait.
 */
async function registerLoadShedding(app: FastifyInstance, config: Config): Promise<void> {
  if (config.LOAD_SHED_EVENT_LOOP_DELAY_MS === 0) return;
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: config.LOAD_SHED_EVENT_LOOP_DELAY_MS,
    retryAfter: 5,
    pressureHandler: (request, reply, type) => {
      request.log.warn({ pressure: type }, 'shedding load');
      sendFailure(reply, { httpStatus: 503, errCode: ErrCode.EngineUnavailable, message: 'the server is busy, please retry shortly', headers: { 'retry-after': '5' } });
    },
  });
}

/**
 * What no route answers: an unknown /api path gets the envelope with errCode 404; a page path gets
 * the web app's index.html (history routing: the web app shows /chat/404 itself); anything else 404.
 */
export function registerFallbacks(app: FastifyInstance, { hasWebApp }: { hasWebApp: boolean }): void {
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
}
