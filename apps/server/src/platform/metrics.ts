// Prometheus metrics (prom-client): request latency by route, errors by errCode, the
// conversation engine's queue and speed, and every engine queue's depth, waits and refusals.
// Each app has a registry of its own (tests build many apps in one process); the process-wide
// default metrics (memory, event loop, GC) only where the real server asks for them. Served by
// modules/operations (GET /metrics).
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ConversationEngine } from '../ai/conversation/types';
import { toFailure } from './envelope';
import { queueDepths, watchQueues } from './bounded-queue';

export interface Metrics {
  registry: Registry;
  requestSeconds: Histogram<'method' | 'route' | 'status_code'>;
  errors: Counter<'errCode'>;
  engineInFlight: Gauge<'engine'>;
  engineWaitSeconds: Histogram<'engine'>;
  engineSeconds: Histogram<'engine' | 'outcome'>;
  enginePieces: Counter<'engine'>;
}

export function createMetrics(options: { processMetrics: boolean }): Metrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'parley_' });
  const registers = [registry];
  return {
    registry,
    requestSeconds: new Histogram({
      name: 'parley_http_request_duration_seconds',
      help: 'Time from request to the last byte of the answer (streamed chat replies included), by route pattern',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers,
    }),
    errors: new Counter({ name: 'parley_errors_total', help: 'Answers with a non-zero errCode, by errCode', labelNames: ['errCode'], registers }),
    engineInFlight: new Gauge({ name: 'parley_engine_in_flight', help: 'Conversation engine calls waiting for or producing a reply (the engine queue depth)', labelNames: ['engine'], registers }),
    engineWaitSeconds: new Histogram({
      name: 'parley_engine_first_piece_seconds',
      help: 'Time from asking the conversation engine to its first piece (queueing and prompt processing)',
      labelNames: ['engine'],
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60],
      registers,
    }),
    engineSeconds: new Histogram({
      name: 'parley_engine_reply_seconds',
      help: 'Whole conversation engine calls, by outcome (ok, error)',
      labelNames: ['engine', 'outcome'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120],
      registers,
    }),
    enginePieces: new Counter({
      name: 'parley_engine_pieces_total',
      help: 'Pieces (tokens for a model) streamed by the conversation engine; rate(pieces)/rate(reply seconds sum) is tokens per second',
      labelNames: ['engine'],
      registers,
    }),
  };
}

/**
 * Times every request to its end (the raw response's close: streamed replies hijack Fastify's
 * reply, so onResponse would miss them) and counts refusals by errCode.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onRequest', async (request, reply) => {
    const started = process.hrtime.bigint();
    reply.raw.once('close', () => {
      // The route pattern, never the path: ids in paths would make a series per learner.
      const route = request.routeOptions.url ?? 'unmatched';
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.requestSeconds.observe({ method: request.method, route, status_code: String(reply.raw.statusCode) }, seconds);
    });
  });
  app.addHook('onError', async (_request, _reply, error) => {
    countError(metrics, toFailure(error).errCode);
  });
}

/**
 * The engine queues (grammar, translation, speech recognition and synthesis, audio decoding,
 * pronunciation; platform/bounded-queue.ts): tasks running and waiting at scrape time, how long
 * tasks waited before they began, and refusals (line full, deadline passed), by queue name.
 */
export function registerQueueMetrics(app: FastifyInstance, metrics: Metrics): void {
  const registers = [metrics.registry];
  const depth = (name: string, help: string, field: 'active' | 'queued') =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers,
      collect() {
        this.reset();
        for (const queue of queueDepths()) this.set({ queue: queue.name }, queue[field]);
      },
    });
  depth('parley_engine_queue_running', 'Engine tasks running now, by queue', 'active');
  depth('parley_engine_queue_waiting', 'Engine tasks waiting for a slot now, by queue', 'queued');
  const waited = new Histogram({
    name: 'parley_engine_queue_wait_seconds',
    help: 'Time engine tasks waited in their queue before they began, by queue',
    labelNames: ['queue'],
    buckets: [0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  const refused = new Counter({ name: 'parley_engine_queue_refused_total', help: 'Engine tasks refused: the queue was full or the deadline passed, by queue', labelNames: ['queue', 'reason'], registers });
  // Queues belong to the process, metrics to this app: stop listening when the app closes.
  const unwatch = watchQueues({
    started: (queue, seconds) => waited.observe({ queue }, seconds),
    refused: (queue, reason) => refused.inc({ queue, reason }),
  });
  app.addHook('onClose', async () => unwatch());
}

/**
 * Counts one answer with a non-zero errCode. A streamed reply that fails after its first piece
 * sends its error as an SSE event on a hijacked reply, which Fastify's onError never sees: the
 * conversation routes count those here.
 */
export function countError(metrics: Pick<Metrics, 'errors'>, errCode: number): void {
  metrics.errors.inc({ errCode: String(errCode) });
}

/** The conversation engine, timed: calls in flight, time to the first piece, whole call, pieces. */
export function instrumentConversationEngine(engine: ConversationEngine, metrics: Metrics): ConversationEngine {
  function timed<C>(stream: (context: C) => AsyncIterable<string>) {
    return async function* (context: C): AsyncGenerator<string> {
      const labels = { engine: engine.describe().engine };
      const started = process.hrtime.bigint();
      const elapsed = () => Number(process.hrtime.bigint() - started) / 1e9;
      let first = true;
      let outcome = 'error';
      metrics.engineInFlight.inc(labels);
      try {
        for await (const piece of stream(context)) {
          if (first) metrics.engineWaitSeconds.observe(labels, elapsed());
          first = false;
          metrics.enginePieces.inc(labels);
          yield piece;
        }
        outcome = 'ok';
      } finally {
        metrics.engineInFlight.dec(labels);
        metrics.engineSeconds.observe({ ...labels, outcome }, elapsed());
      }
    };
  }
  const wrapped: ConversationEngine = {
    reply: timed((context) => engine.reply(context)),
    opening: timed((context) => engine.opening(context)),
    describe: () => engine.describe(),
  };
  if (engine.hints) wrapped.hints = engine.hints.bind(engine);
  if (engine.isUnsafe) wrapped.isUnsafe = engine.isUnsafe.bind(engine);
  return wrapped;
}
