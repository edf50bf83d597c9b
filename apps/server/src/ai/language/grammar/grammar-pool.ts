// The rule engine run in worker threads (piscina, docs/decisions/0016-engines-off-the-event-loop.md):
// Harper's spell-checker costs hundreds of milliseconds on a long unknown "word", and on the main
// thread that froze every request. Jobs pass through the platform's bounded queue first, so a
// burst gets errCode 429 at once rather than a backlog, and a job's deadline counts from its
// arrival; a job past it is aborted (piscina ends that worker and starts a fresh one).
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { createBoundedQueue, type BoundedQueueOptions } from '../../../platform/bounded-queue';
import type { GrammarEngine, GrammarResult } from './grammar-types';

const WORKER = fileURLToPath(new URL('./grammar-worker.mjs', import.meta.url));

export interface GrammarPoolOptions {
  /** worker threads (each holds its own Harper, about 60 MB) */
  threads: number;
  /** checks allowed to wait for a thread */
  maxQueue: number;
  /** longest a check may take from arrival, waiting included */
  deadlineMs: number;
}

export interface GrammarPool extends GrammarEngine {
  /** Resolves once a worker has loaded (a first check with no deadline but a generous one). */
  ready(): Promise<void>;
  /** Ends the worker threads. */
  close(): Promise<void>;
}

export function createGrammarPool(options: GrammarPoolOptions): GrammarPool {
  const pool = new Piscina<string, GrammarResult>({
    filename: WORKER,
    // Started with the pool (warm-up after listening), so no learner waits for Harper to load.
    minThreads: options.threads,
    maxThreads: options.threads,
    // The bounded queue in front decides who waits; piscina only ever holds `threads` jobs.
    maxQueue: options.threads,
    concurrentTasksPerWorker: 1,
    // Keep a loaded worker for a while: starting one loads Harper again (about a second).
    idleTimeout: 10 * 60_000,
  });
  const queueOptions: BoundedQueueOptions = { name: 'grammar', concurrency: options.threads, maxQueue: options.maxQueue, deadlineMs: options.deadlineMs };
  const queue = createBoundedQueue(queueOptions);
  return {
    check: (text: string) => queue.run((signal) => pool.run(text, { signal })),
    ready: async () => {
      await queue.run((signal) => pool.run('Warm up.', { signal }), { deadlineMs: 5 * 60_000 });
    },
    close: () => pool.destroy(),
  };
}
