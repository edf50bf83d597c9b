// The talk record's arithmetic, kept pure so that it is tested without a database or HTTP: learner
// turns counted per local day in the learner's time zone, the last `days` days newest first, and
// the streak of days in a row with at least one turn, up to today (or yesterday while today has
// none yet).

const DAY_MS = 86_400_000;
/** The streak looks back this far, however few days the list shows. */
const STREAK_LOOKBACK_DAYS = 366;

export interface TalkDay {
  /** YYYY-MM-DD in the learner's time zone. */
  date: string;
  count: number;
}

export interface TalkRecord {
  list: TalkDay[];
  today: number;
  streak: number;
}

/** Days of history the record needs: the list's days, or a year for the streak, plus one. */
export const talkLookbackDays = (days: number) => Math.max(days, STREAK_LOOKBACK_DAYS) + 1;

/** The earliest moment whose turns count in a record of `days` days. */
export function talkRecordSince(now: Date, days: number): Date {
  return new Date(now.getTime() - talkLookbackDays(days) * DAY_MS);
}

/** YYYY-MM-DD of a moment in an IANA time zone, or null when the zone is unknown. */
export function localDayFormat(timeZone: string): ((date: Date) => string) | null {
  try {
    const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    return (date) => format.format(date);
  } catch {
    return null;
  }
}

export function countTalkDays(turnTimes: readonly string[], options: { now: Date; days: number; dayOf: (date: Date) => string }): TalkRecord {
  const { now, days, dayOf } = options;
  const perDay = new Map<string, number>();
  for (const time of turnTimes) {
    const day = dayOf(new Date(time));
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const countOn = (day: string) => perDay.get(day) ?? 0;

  // Local dates from today backwards. Half-day steps never skip a date, even across daylight-saving
  // changes; the repeats they make are dropped.
  const lookback = talkLookbackDays(days);
  const dates: string[] = [];
  for (let i = 0; dates.length < lookback; i += 1) {
    const date = dayOf(new Date(now.getTime() - (i * DAY_MS) / 2));
    if (dates[dates.length - 1] !== date) dates.push(date);
  }

  const today = dates[0] ?? dayOf(now);
  let streak = 0;
  for (let i = countOn(today) > 0 ? 0 : 1; i < dates.length; i += 1) {
    if (countOn(dates[i]!) === 0) break;
    streak += 1;
  }
  return { list: dates.slice(0, days).map((date) => ({ date, count: countOn(date) })), today: countOn(today), streak };
}
