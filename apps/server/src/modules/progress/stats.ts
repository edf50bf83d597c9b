// The progress page's figures (issue 15 §5), pure: turns per day for five weeks, and per week for
// eight — turns spoken and typed, words, corrections per 100 words, words saved, minutes spoken and
// the mean pronunciation score. Dates are UTC.
import { wordsOf } from './report';

export const DAYS = 35;
export const WEEKS = 8;
const DAY_MS = 86_400_000;

export interface StatsMessage {
  content: string;
  voice: boolean;
  corrected: boolean;
  createdAt: string;
}

const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Midnight UTC of the Monday of the week holding `ms`. */
export function weekStartOf(ms: number): number {
  const day = Math.floor(ms / DAY_MS) * DAY_MS;
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return day - weekday * DAY_MS;
}

/** The first instant the figures count from: the older of 35 days ago and the Monday 8 weeks ago. */
export const statsSince = (now: Date) => new Date(Math.min(Math.floor(now.getTime() / DAY_MS) * DAY_MS - (DAYS - 1) * DAY_MS, weekStartOf(now.getTime()) - (WEEKS - 1) * 7 * DAY_MS));

/** One recording of the learner's (pronunciation_result): its length, and its score when it was scored. */
export interface StatsRecording {
  durationMs: number;
  score: number | null;
  createdAt: string;
}

export function progressStats(messages: readonly StatsMessage[], savedAt: readonly string[], now: Date, recordings: readonly StatsRecording[]) {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const perDay = new Map<string, number>();
  for (let i = DAYS - 1; i >= 0; i -= 1) perDay.set(dateOf(today - i * DAY_MS), 0);
  const thisWeek = weekStartOf(now.getTime());
  const weeks = Array.from({ length: WEEKS }, (_, i) => ({ start: thisWeek - (WEEKS - 1 - i) * 7 * DAY_MS, turns: 0, spokenTurns: 0, words: 0, corrections: 0, saved: 0, spokenMs: 0, scores: [] as number[] }));
  const weekOf = (ms: number) => weeks.find((w) => ms >= w.start && ms < w.start + 7 * DAY_MS);
  for (const m of messages) {
    const at = Date.parse(m.createdAt);
    const date = dateOf(at);
    if (perDay.has(date)) perDay.set(date, perDay.get(date)! + 1);
    const week = weekOf(at);
    if (!week) continue;
    week.turns += 1;
    if (m.voice) week.spokenTurns += 1;
    week.words += wordsOf(m.content).length;
    if (m.corrected) week.corrections += 1;
  }
  for (const at of savedAt) {
    const week = weekOf(Date.parse(at));
    if (week) week.saved += 1;
  }
  for (const r of recordings) {
    const week = weekOf(Date.parse(r.createdAt));
    if (!week) continue;
    week.spokenMs += r.durationMs;
    if (r.score !== null) week.scores.push(r.score);
  }
  return {
    days: [...perDay].map(([date, turns]) => ({ date, turns })),
    weeks: weeks.map(({ start, spokenMs, scores, ...w }) => ({
      weekStart: dateOf(start),
      ...w,
      errorsPer100Words: w.words ? Math.round((w.corrections / w.words) * 1000) / 10 : null,
      minutesSpoken: Math.round(spokenMs / 6000) / 10,
      pronunciation: scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
    })),
  };
}
