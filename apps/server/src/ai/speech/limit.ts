/** A small FIFO concurrency limiter: at most `max` tasks run at once. */
export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly queued: number;
}

export class QueueFullError extends Error {
  override readonly name = 'QueueFullError';
}

export function createLimiter(max: number, opts: { maxQueue?: number } = {}): Limiter {
  if (!Number.isInteger(max) || max < 1) throw new RangeError('limiter max must be a positive integer');
  const maxQueue = opts.maxQueue ?? Infinity;
  let active = 0;
  const waiting: Array<() => void> = [];

  const next = () => {
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
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= max) {
        if (waiting.length >= maxQueue) throw new QueueFullError('speech engine is busy; try again shortly');
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        active++;
      }
      try {
        return await task();
      } finally {
        next();
      }
    },
  };
}
