import { describe, expect, it } from 'vitest';
import { countTalkDays, localDayFormat, talkRecordSince } from './talk-record';

const utc = localDayFormat('UTC')!;
const madrid = localDayFormat('Europe/Madrid')!;
const record = (times: string[], now: string, days = 7, dayOf = utc) => countTalkDays(times, { now: new Date(now), days, dayOf });

describe('talk record', () => {
  it('lists the last days newest first, with zero for days without turns', () => {
    const r = record(['2026-03-10T08:00:00Z', '2026-03-10T21:00:00Z', '2026-03-08T12:00:00Z'], '2026-03-10T22:00:00Z', 4);
    expect(r.list).toEqual([
      { date: '2026-03-10', count: 2 },
      { date: '2026-03-09', count: 0 },
      { date: '2026-03-08', count: 1 },
      { date: '2026-03-07', count: 0 },
    ]);
    expect(r.today).toBe(2);
  });

  it('counts the streak up to today when today has turns', () => {
    const r = record(['2026-03-10T08:00:00Z', '2026-03-09T08:00:00Z', '2026-03-08T08:00:00Z', '2026-03-06T08:00:00Z'], '2026-03-10T09:00:00Z');
    expect(r.streak).toBe(3);
  });

  it('keeps yesterday\'s streak alive while today has no turn yet', () => {
    const r = record(['2026-03-09T08:00:00Z', '2026-03-08T08:00:00Z'], '2026-03-10T09:00:00Z');
    expect(r).toMatchObject({ today: 0, streak: 2 });
  });

  it('has no streak when neither today nor yesterday has a turn', () => {
    expect(record(['2026-03-08T08:00:00Z'], '2026-03-10T09:00:00Z').streak).toBe(0);
    expect(record([], '2026-03-10T09:00:00Z')).toMatchObject({ today: 0, streak: 0 });
  });

  it('counts a streak longer than the days listed', () => {
    const times = Array.from({ length: 40 }, (_, i) => new Date(Date.UTC(2026, 2, 10, 12) - i * 86_400_000).toISOString());
    const r = record(times, '2026-03-10T13:00:00Z', 7);
    expect(r.list).toHaveLength(7);
    expect(r.streak).toBe(40);
  });

  it('puts a turn on the learner\'s local day, not the server\'s', () => {
    // 23:30 UTC on 9 March is already 10 March in Madrid (UTC+1).
    const times = ['2026-03-09T23:30:00Z'];
    expect(record(times, '2026-03-10T09:00:00Z', 2, utc).list[1]).toEqual({ date: '2026-03-09', count: 1 });
    expect(record(times, '2026-03-10T09:00:00Z', 2, madrid).list[0]).toEqual({ date: '2026-03-10', count: 1 });
  });

  it('skips no date and repeats none across a daylight-saving change', () => {
    // Madrid moves its clocks forward on 29 March 2026: that day is 23 hours long.
    const r = record([], '2026-03-31T10:00:00Z', 5, madrid);
    expect(r.list.map((d) => d.date)).toEqual(['2026-03-31', '2026-03-30', '2026-03-29', '2026-03-28', '2026-03-27']);
  });

  it('refuses an unknown time zone, and looks back far enough for a year-long streak', () => {
    expect(localDayFormat('Mars/Olympus')).toBeNull();
    const now = new Date('2026-03-10T00:00:00Z');
    expect((now.getTime() - talkRecordSince(now, 7).getTime()) / 86_400_000).toBe(367);
    expect((now.getTime() - talkRecordSince(now, 400).getTime()) / 86_400_000).toBe(401);
  });
});
