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
    // Errors Fastify meets before routing (a URL it cannot decode: FST_ERR_BAD_URL) bypass the
    // error handler; they too answer in the envelope (issue 16), and are the client's, not ours.
    frameworkErrors: (error, request, reply) => {
      request.log.info({ code: error.code }, 'request refused before routing');
      sendFailure(reply, { httpStatus: 200, errCode: ErrCode.InvalidInput, message: error.code === 'FST_ERR_BAD_URL' ? 'url: is not a valid address' : 'request: could not be routed' });
    },
    // Errors Node meets on the socket before a request exists (a body that stops arriving: 408; a
    // malformed request: 400) get Fastify's own JSON by default; here they get the envelope too.
    clientErrorHandler: (error, socket) => {
      const code = (error as NodeJS.ErrnoException).code;
      // The client is gone (or reset the connection): nothing can be said on this socket, but it
      // must still be closed, or a slow sender keeps it (and the server's shutdown) open.
      if (!socket.writable || code === 'ECONNRESET') {
        socket.destroy();
        return;
      }
      const isTimeout = code === 'ERR_HTTP_REQUEST_TIMEOUT';
      const body = JSON.stringify({
        errCode: ErrCode.InvalidInput,
        data: null,
        message: isTimeout ? 'request: took too long to arrive, send it again' : 'request: is not valid HTTP',
      });
      const status = isTimeout ? '408 Request Timeout' : '400 Bad Request';
      // Written then destroyed, as Node's own handler does: end() alone half-closes, and a client
      // that keeps dribbling bytes would hold the socket open.
      socket.write(`HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
      socket.destroy();
    },
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
 * replies play from this origin or from blob: URLs; the call screen's voice activity detection runs
 * WebAssembly and an audio worklet from this origin. HSTS only when learners use https.
 */
async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.PUBLIC_URL?.startsWith('https:') ?? false;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the call screen compile its voice activity model's WebAssembly
        // (decision 0029); it allows no string-to-code eval, and the .wasm comes from this origin.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
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

/** Engine warm-ups running in this process. The event-loop lag they cause is the server's own and
 * expected once after start; shedding load for it turned the first visitors away (the page itself
 * answered 503 a few seconds after `npm start`). Lag is a property of the process, so is this. */
let warmUpsInProgress = 0;

/** How often under-pressure reads the event loop's lag (its default, named so the grace below follows it). */
const LAG_SAMPLE_INTERVAL_MS = 1000;

/**
 * Runs the engines' warm-up without load shedding meanwhile, and for two of under-pressure's
 * samples after it: the lag the warm-up caused is read at the next sample, up to one interval after
 * it ends, and shed the first requests after start (seen in CI: the first two journeys' sign-up
 * codes were never sent).
 */
export function withoutLoadShedding<T>(work: Promise<T>): Promise<T> {
  warmUpsInProgress += 1;
  return work.finally(() => {
    setTimeout(() => {
      warmUpsInProgress -= 1;
    }, 2 * LAG_SAMPLE_INTERVAL_MS).unref();
  });
}

/**
 * Load shedding: when the event loop lags past LOAD_SHED_EVENT_LOOP_DELAY_MS the server answers
 * errCode 503 with Retry-After at once to /api calls, instead of letting every request wait. Pages,
 * scripts and audio are cheap to serve and never shed, nor is anything while the engines warm up.
 */
async function registerLoadShedding(app: FastifyInstance, config: Config): Promise<void> {
  if (config.LOAD_SHED_EVENT_LOOP_DELAY_MS === 0) return;
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: config.LOAD_SHED_EVENT_LOOP_DELAY_MS,
    sampleInterval: LAG_SAMPLE_INTERVAL_MS,
    retryAfter: 5,
    // Returning without a reply lets the request through (under-pressure calls next()).
    pressureHandler: (request, reply, type) => {
      if (warmUpsInProgress > 0 || !isApiRequest(request)) return;
      request.log.warn({ pressure: type }, 'shedding load');
      // HTTP 200 like every handled refusal (decision 0001): the web app shows this message, where an
      // HTTP 503 would read "system error" (spec §8). Retry-After still tells clients when to retry.
      sendFailure(reply, { httpStatus: 200, errCode: ErrCode.EngineUnavailable, message: 'the server is busy, please retry shortly', headers: { 'retry-after': '5' } });
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
