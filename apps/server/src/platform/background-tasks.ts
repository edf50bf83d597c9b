// Work that runs after the answer has gone (a mail, a text message), so that neither the answer
// nor its timing depends on it. A failure is logged, never thrown at the caller; settled() waits
// for everything started, for tests and for a graceful shutdown.
export function createBackgroundTasks(onError: (error: unknown) => void) {
  const pending = new Set<Promise<void>>();
  return {
    run(task: () => Promise<void>): void {
      const running = task()
        .catch(onError)
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settled(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}
