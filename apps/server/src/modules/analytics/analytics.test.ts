import { describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/support/databases';
import { buildTestApp, buildTestAppInMemory } from '../../../test/support/app';
import { countAppEvents, insertAppEvent } from './analytics.repository';

describeEachDialect('analytics events', (getDatabase) => {
  it('stores an event and counts it by name and time', async () => {
    const { db } = getDatabase();
    const id = await insertAppEvent(db, { userId: null, deviceId: 'dev-12345678', name: 'pageList', payload: { page: 'home' }, createdAt: '2026-01-02T03:04:05.000Z' });
    expect(id).toBeGreaterThan(0);
    expect(await countAppEvents(db, 'pageList', '2026-01-01T00:00:00.000Z')).toBe(1);
    expect(await countAppEvents(db, 'pageList', '2026-01-03T00:00:00.000Z')).toBe(0);
  });

  it('records pageList through the API with the device id header', async () => {
    const app = await buildTestApp(getDatabase(), { now: () => new Date('2026-05-05T10:00:00Z') });
    const res = await app.inject({
      method: 'POST',
      url: '/api/common/v1/reportEvent',
      headers: { 'device-id': 'abcdef123456' },
      payload: { name: 'pageList', payload: { screen: 'home' } },
    });
    expect(res.json()).toEqual({ errCode: 0, data: null, message: 'ok' });
    const row = await getDatabase().db.selectFrom('app_event').selectAll().where('created_at', '=', '2026-05-05T10:00:00.000Z').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'pageList', device_id: 'abcdef123456', payload: '{"screen":"home"}' });
    await app.close();
  });

  it('keeps every event of 30 concurrent reports', async () => {
    const app = await buildTestApp(getDatabase(), { now: () => new Date('2026-06-06T00:00:00Z') });
    const results = await Promise.all(
      Array.from({ length: 30 }, () => app.inject({ method: 'POST', url: '/api/common/v1/reportEvent', payload: { name: 'pageList' } })),
    );
    expect(results.every((r) => r.json().errCode === 0)).toBe(true);
    expect(await countAppEvents(getDatabase().db, 'pageList', '2026-06-06T00:00:00.000Z')).toBe(30);
    await app.close();
  });
});

describe('analytics input', () => {
  it('refuses unknown event names', async () => {
    const app = await buildTestAppInMemory();
    const res = await app.inject({ method: 'POST', url: '/api/common/v1/reportEvent', payload: { name: 'hack' } });
    expect(res.json()).toMatchObject({ errCode: 400, message: 'name: must be one of pageList' });
    await app.close();
  });
});
