// The one bounded queue every slow engine sits behind (grammar worker pool, pronunciation scoring,
// Apertium, pocketsphinx, ffmpeg, TTS and STT providers). It exists so a burst of requests can
// never build an unbounded backlog: at most `concurrency` tasks run, at most `maxQueue` wait, and
// each task has a deadline counted from its ARRIVAL, not from when it starts — a job that waited
// its whole deadline in line is dropped before it runs, and a running job past its deadline is
// told to stop through its AbortSignal (a child process is killed, a worker thread ended) and
// answered once it has stopped. A task must honour the signal or end by its own time limit.
// The envelope handler turns both errors into errCode 503 with Retry-After (platform/envelope.ts).

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

  return {
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
    async run<T>(task: (signal: AbortSignal) => Promise<T>, runOptions: { deadlineMs?: number } = {}): Promise<T> {
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
          if (waiting.length >= maxQueue) throw new QueueFullError(`${name}: the engine is busy; please retry shortly`);
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
            throw error;
          }
        } else {
          active++;
        }
        try {
          const running = task(controller.signal);
          try {
            return await Promise.race([running, expired]);
          } catch (error) {
            // Past the deadline: the task was told to stop; its slot stays taken until it has
            // (a killed child process cleans up first), so the bound holds for real work.
            if (error instanceof DeadlineError) await running.catch(() => undefined);
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
}
