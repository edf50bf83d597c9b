// Issue 16: nothing stored was ever removed. The retention job runs its steps at start and on a
// timer, logs a failing step without stopping the others, and old analytics events go on both
// dialects.
import { expect, it, vi } from 'vitest';
import { describeEachDialect } from '../../test/support/databases';
import { deleteAppEventsBefore, insertAppEvent } from '../modules/analytics/analytics.repository';
import { createRetentionJob, daysBefore } from './retention';

const log = () => ({ info: vi.fn(), warn: vi.fn() });

it('runs every step once at start, and a failing step does not stop the next', async () => {
  const ran: string[] = [];
  const logger = log();
  const job = createRetentionJob(
    [
      { name: 'broken', run: () => Promise.reject(new Error('database away')) },
      { name: 'events', run: () => (ran.push('events'), Promise.resolve(3)) },
    ],
    { intervalMs: 60_000, log: logger },
  );
  job.start();
  await job.stop();
  expect(ran).toEqual(['events']);
  expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ step: 'broken' }), expect.any(String));
  expect(logger.info).toHaveBeenCalledWith({ step: 'events', removed: 3 }, expect.any(String));
});

it('runs again on its timer', async () => {
  vi.useFakeTimers();
  try {
    let runs = 0;
    const job = createRetentionJob([{ name: 'count', run: () => Promise.resolve(runs++ * 0) }], { intervalMs: 1000, log: log() });
    job.start();
    await vi.advanceTimersByTimeAsync(2500);
    await job.stop();
    expect(runs).toBe(3);
  } finally {
    vi.useRealTimers();
  }
});

describeEachDialect('old analytics events', (getDatabase) => {
  it('are removed after their age, recent ones kept', async () => {
    const { db } = getDatabase();
    await db.deleteFrom('app_event').execute();
    const now = new Date('2026-06-01T00:00:00Z');
    for (const createdAt of ['2025-01-01T00:00:00.000Z', '2026-05-30T00:00:00.000Z']) {
      await insertAppEvent(db, { userId: null, deviceId: null, name: 'pageList', payload: {}, createdAt });
    }
    expect(await deleteAppEventsBefore(db, daysBefore(now, 180))).toBe(1);
    expect(await deleteAppEventsBefore(db, daysBefore(now, 180))).toBe(0);
    const left = await db.selectFrom('app_event').select('created_at').execute();
    expect(left).toEqual([{ created_at: '2026-05-30T00:00:00.000Z' }]);
  });
});
