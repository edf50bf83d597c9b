import { describe, expect, it } from 'vitest';
import { createBoundedQueue, DeadlineError, QueueFullError } from './bounded-queue';

/** A task that runs until `release()` is called or its signal fires, and records the latter. */
function held() {
  let release: () => void = () => undefined;
  let aborted = false;
  const task = (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      release = () => resolve('done');
      signal.addEventListener('abort', () => {
        aborted = true;
        reject(new Error('stopped'));
      });
    });
  return { task, release: () => release(), wasAborted: () => aborted };
}

describe('the bounded queue', () => {
  it('runs at most `concurrency` tasks and refuses one more than `maxQueue` waiting', async () => {
    const queue = createBoundedQueue({ name: 'test', concurrency: 1, maxQueue: 1 });
    const first = held();
    const second = held();
    const running = queue.run(first.task);
    const waiting = queue.run(second.task);
    expect(queue.active).toBe(1);
    expect(queue.queued).toBe(1);
    await expect(queue.run(held().task)).rejects.toBeInstanceOf(QueueFullError);
    first.release();
    await expect(running).resolves.toBe('done');
    await new Promise((r) => setImmediate(r));
    second.release();
    await expect(waiting).resolves.toBe('done');
    expect(queue.active).toBe(0);
  });

  it('counts the deadline from arrival: a task that waited past it never runs', async () => {
    const queue = createBoundedQueue({ name: 'test', concurrency: 1, maxQueue: 4, deadlineMs: 50 });
    const blocker = held();
    const running = queue.run(blocker.task, { deadlineMs: 60_000 });
    let ranLate = false;
    const late = queue.run(async () => {
      ranLate = true;
      return 'late';
    });
    await expect(late).rejects.toBeInstanceOf(DeadlineError);
    expect(queue.queued).toBe(0);
    expect(ranLate).toBe(false);
    blocker.release();
    await expect(running).resolves.toBe('done');
    expect(queue.active).toBe(0);
  });

  it('tells a running task past its deadline to stop, and frees its slot', async () => {
    const queue = createBoundedQueue({ name: 'test', concurrency: 1, deadlineMs: 20 });
    const blocker = held();
    await expect(queue.run(blocker.task)).rejects.toBeInstanceOf(DeadlineError);
    expect(blocker.wasAborted()).toBe(true);
    expect(queue.active).toBe(0);
  });

  it('takes a per-task deadline over the queue one', async () => {
    const queue = createBoundedQueue({ name: 'test', concurrency: 1, deadlineMs: 60_000 });
    const slow = held();
    await expect(queue.run(slow.task, { deadlineMs: 20 })).rejects.toBeInstanceOf(DeadlineError);
    expect(slow.wasAborted()).toBe(true);
  });
});
