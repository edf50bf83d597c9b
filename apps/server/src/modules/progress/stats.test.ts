// The progress figures on hand-made turns; the right answers are worked out in the comments.
import { describe, expect, it } from 'vitest';
import { progressStats, statsSince, weekStartOf } from './stats';

// Tuesday 24 November 2026, noon UTC: this week began on Monday the 23rd.
const now = new Date('2026-11-24T12:00:00.000Z');
const turn = (createdAt: string, content: string, voice = false, corrected = false) => ({ content, voice, corrected, createdAt });

describe('progress figures', () => {
  it('finds the Monday of a week and the first day counted', () => {
    expect(new Date(weekStartOf(now.getTime())).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    // 8 weeks back from Monday 23 Nov is Monday 5 Oct; 35 days back from the 24th is 21 Oct: the older wins.
    expect(statsSince(now).toISOString()).toBe('2026-10-05T00:00:00.000Z');
  });

  it('counts turns per day and, per week, spoken turns, words, corrections per 100 words, saved words, minutes spoken and the mean score', () => {
    const stats = progressStats(
      [
        // this week: 2 turns (1 spoken), 4 + 6 = 10 words, 1 corrected → 10.0 per 100
        turn('2026-11-24T09:00:00.000Z', 'I go home yesterday', false, true),
        turn('2026-11-23T09:00:00.000Z', 'we bought apples and some pears', true),
        // last week (Sunday 22nd): 1 turn, 3 words, none corrected → 0
        turn('2026-11-22T20:00:00.000Z', 'It was lovely'),
        // nine weeks ago: outside both windows
        turn('2026-09-20T10:00:00.000Z', 'Too old to count'),
      ],
      ['2026-11-24T10:00:00.000Z', '2026-11-16T10:00:00.000Z', '2026-11-17T10:00:00.000Z'],
      now,
      [
        // this week: 45 s + 75 s = 2.0 minutes; scores 70 and 81 → mean 75.5, rounded 76
        { durationMs: 45_000, score: 70, createdAt: '2026-11-24T09:00:00.000Z' },
        { durationMs: 75_000, score: 81, createdAt: '2026-11-23T09:00:00.000Z' },
        // last week: 20 s unscored → 0.3 minutes, no score
        { durationMs: 20_000, score: null, createdAt: '2026-11-20T09:00:00.000Z' },
        // outside the eight weeks
        { durationMs: 600_000, score: 10, createdAt: '2026-09-20T10:00:00.000Z' },
      ],
    );
    expect(stats.days).toHaveLength(35);
    expect(stats.days.at(-1)).toEqual({ date: '2026-11-24', turns: 1 });
    expect(stats.days.at(-2)).toEqual({ date: '2026-11-23', turns: 1 });
    expect(stats.days.at(-3)).toEqual({ date: '2026-11-22', turns: 1 });
    expect(stats.days.reduce((n, d) => n + d.turns, 0)).toBe(3);
    expect(stats.weeks).toHaveLength(8);
    expect(stats.weeks.at(-1)).toEqual({ weekStart: '2026-11-23', turns: 2, spokenTurns: 1, words: 10, corrections: 1, errorsPer100Words: 10, saved: 1, minutesSpoken: 2, pronunciation: 76 });
    expect(stats.weeks.at(-2)).toEqual({ weekStart: '2026-11-16', turns: 1, spokenTurns: 0, words: 3, corrections: 0, errorsPer100Words: 0, saved: 2, minutesSpoken: 0.3, pronunciation: null });
    expect(stats.weeks[0]).toMatchObject({ weekStart: '2026-10-05', turns: 0, errorsPer100Words: null, minutesSpoken: 0, pronunciation: null });
  });
});
