// The retention job (issue 16: nothing stored was ever removed). It runs once when the server
// listens and then on a timer; every step is a conditional delete, so several processes running it
// at once only repeat each other's work. A failing run is logged and retried at the next tick.
export interface RetentionStep {
  name: string;
  /** Removes what is older than its age; returns how many things went. */
  run(now: Date): Promise<number>;
}

export interface RetentionLog {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

export function createRetentionJob(steps: RetentionStep[], options: { intervalMs: number; now?: () => Date; log: RetentionLog }) {
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function runOnce(): Promise<void> {
    for (const step of steps) {
      try {
        const removed = await step.run(now());
        if (removed > 0) options.log.info({ step: step.name, removed }, 'retention removed old data');
      } catch (error) {
        options.log.warn({ step: step.name, err: error }, 'retention step failed; it runs again at the next tick');
      }
    }
  }

  /** One run at a time in this process: a slow run is not overtaken by the next tick. */
  function tick(): Promise<void> {
    running ??= runOnce().finally(() => (running = null));
    return running;
  }

  return {
    runOnce: tick,
    start(): void {
      void tick();
      timer = setInterval(() => void tick(), options.intervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
