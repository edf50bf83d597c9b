// The one bounded queue every slow engine sits behind (grammar worker pool, pronunciation scoring,
// Apertium, pocketsphinx, ffmpeg, TTS and STT providers). It exists so a burst of requests can
// never build an unbounded backlog: at most `concurrency` tasks run, at most `maxQueue` wait, and
// each task has a deadline counted from its ARRIVAL, not from when it starts — a job that waited
// its whole deadline in line is dropped before it runs, and a running job past its deadline is
// told to stop through its AbortSignal (a child process is killed, a worker thread ended) and
// answered once it has stopped. A task must honour the signal or end by its own time limit.
// The envelope handler turns both errors into errCode 503 with Retry-After (platform/envelope.ts).
// Every queue reports its depth, waits and refusals by name for GET /metrics (platform/metrics.ts).

/** The queue is full: the caller should come back later. */
export class QueueFullError extends Error {
  override readonly name = 'QueueFullError';
}

/** The task did not finish within its deadline, waiting time included. */
export class DeadlineError extends Error {
  override readonly name = 'DeadlineError';
}

export interface BoundedQueueOptions {
  /** a name for error messages ("grammar", "translation") */
  name: string;
  /** tasks running at once */
  concurrency: number;
  /** tasks allowed to wait; one more is refused at once (default 32) */
  maxQueue?: number;
  /** longest a task may take from arrival to answer, in ms (default: none) */
  deadlineMs?: number;
}

export interface BoundedQueue {
  /**
   * Runs `task` when a slot is free; `signal` aborts when the deadline passes. `deadlineMs`
   * overrides the queue's deadline for this task (e.g. one that grows with the audio's length).
   */
  run<T>(task: (signal: AbortSignal) => Promise<T>, options?: { deadlineMs?: number }): Promise<T>;
  readonly active: number;
  readonly queued: number;
}

/** What a queue tells its watchers (the metrics of every app in the process; platform/metrics.ts). */
export interface QueueEvents {
  /** a task left the line and began, `seconds` after it arrived (0 when a slot was free) */
  started(name: string, seconds: number): void;
  /** a task was refused: the line was full, or its deadline passed (waiting or running) */
  refused(name: string, reason: 'full' | 'deadline'): void;
}

// Queues are made by engines, which live as long as the process (and are shared by the apps of a
// test file), so they are held weakly: one that nothing uses any more drops out of the figures.
const liveQueues = new Set<WeakRef<BoundedQueue & { readonly name: string }>>();
const watchers = new Set<QueueEvents>();

/** Calls `events` for every queue of the process until the returned function is called. */
export function watchQueues(events: QueueEvents): () => void {
  watchers.add(events);
  return () => void watchers.delete(events);
}

/** Tasks running and waiting now, summed by queue name. */
export function queueDepths(): Array<{ name: string; active: number; queued: number }> {
  const byName = new Map<string, { name: string; active: number; queued: number }>();
  for (const ref of liveQueues) {
    const queue = ref.deref();
    if (!queue) {
      liveQueues.delete(ref);
      continue;
    }
    const entry = byName.get(queue.name) ?? { name: queue.name, active: 0, queued: 0 };
    entry.active += queue.active;
    entry.queued += queue.queued;
    byName.set(queue.name, entry);
  }
  return [...byName.values()];
}

export function createBoundedQueue(options: BoundedQueueOptions): BoundedQueue {
  const { name, concurrency } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`${name}: concurrency must be a positive integer`);
  const maxQueue = options.maxQueue ?? 32;
  let active = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    active--;
    const wake = waiting.shift();
    if (wake) {
      active++;
      wake();
    }
  };

  const tell = (fn: (watcher: QueueEvents) => void) => {
    for (const watcher of watchers) fn(watcher);
  };

  const queue = {
    name,
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
    async run<T>(task: (signal: AbortSignal) => Promise<T>, runOptions: { deadlineMs?: number } = {}): Promise<T> {
      const arrived = performance.now();
      const deadlineMs = runOptions.deadlineMs ?? options.deadlineMs;
      const controller = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const expired = new Promise<never>((_, reject) => {
        if (deadlineMs === undefined) return;
        timer = setTimeout(() => {
          const error = new DeadlineError(`${name}: the engine is too busy to answer in time; please retry`);
          // Settle first: an abort listener (piscina's) may reject the task with its own error.
          reject(error);
          controller.abort(error);
        }, deadlineMs);
        timer.unref();
      });
      // The deadline promise may reject while nobody awaits it yet (the task won the race).
      expired.catch(() => undefined);
      try {
        if (active >= concurrency) {
          if (waiting.length >= maxQueue) {
            tell((watcher) => watcher.refused(name, 'full'));
            throw new QueueFullError(`${name}: the engine is busy; please retry shortly`);
          }
          let wake: () => void = () => undefined;
          const turn = new Promise<void>((resolve) => {
            wake = resolve;
            waiting.push(resolve);
          });
          try {
            await Promise.race([turn, expired]);
          } catch (error) {
            // Dropped while waiting: leave the line (or, if woken at the same moment, free the slot).
            const at = waiting.indexOf(wake);
            if (at >= 0) waiting.splice(at, 1);
            else release();
            if (error instanceof DeadlineError) tell((watcher) => watcher.refused(name, 'deadline'));
            throw error;
          }
        } else {
          active++;
        }
        try {
          tell((watcher) => watcher.started(name, (performance.now() - arrived) / 1000));
          const running = task(controller.signal);
          try {
            return await Promise.race([running, expired]);
          } catch (error) {
            // Past the deadline: the task was told to stop; its slot stays taken until it has
            // (a killed child process cleans up first), so the bound holds for real work.
            if (error instanceof DeadlineError) {
              tell((watcher) => watcher.refused(name, 'deadline'));
              await running.catch(() => undefined);
            }
            throw error;
          }
        } finally {
          release();
        }
      } finally {
        clearTimeout(timer);
      }
    },
  };
  liveQueues.add(new WeakRef(queue));
  return queue;
}
