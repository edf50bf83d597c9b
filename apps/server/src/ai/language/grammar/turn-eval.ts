// Scores chat-turn corrections (issue 14) on the corpora: false alarms on correct chat turns, and
// on learner-error sentences whether the one shown correction hits a listed error (recall) and
// whether applying it gives exactly the listed fix (exact), with the engine that found it.
// A turn's correction counts as a hit when it overlaps a whole-word occurrence of a listed
// `wrong` (corpus-eval.ts occurrences()); exact when the text with the correction applied equals
// the text with that error's `fix` applied (spaces collapsed).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CorpusEntry } from './corpus-eval';
import { occurrences } from './corpus-eval';
import type { TurnCheck, TurnToCorrect } from './turn-correction';

const CORPUS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'corpus');

export interface ChatTurn {
  text: string;
  note?: string;
  voice?: boolean;
  /** The learner's previous turn, when the error needs it (chat-errors-dev.json). */
  previous?: string;
}

export function readCorpusFile<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(CORPUS_DIR, file), 'utf8')) as T;
}

/** Correct turns from a file of chat turns ({text, note, voice}) or of plain correct sentences. */
export function loadTurns(file: string): ChatTurn[] {
  return readCorpusFile<Array<ChatTurn | string>>(file).map((t) => (typeof t === 'string' ? { text: t } : t));
}

export type CheckTurn = (turn: Omit<TurnToCorrect, 'level'>) => Promise<TurnCheck>;

export interface FalseAlarmScore {
  total: number;
  flagged: Array<{ text: string; note: string | undefined; correction: string; source: string }>;
  /** Why issues the checker found were kept off the turns (gate reasons and whole-turn skips). */
  gated: Record<string, number>;
}

export async function scoreFalseAlarms(check: CheckTurn, turns: readonly ChatTurn[]): Promise<FalseAlarmScore> {
  const flagged: FalseAlarmScore['flagged'] = [];
  const gated: Record<string, number> = {};
  for (const turn of turns) {
    const result = await check({ text: turn.text, voice: turn.voice, previousLearnerText: turn.previous });
    if (result.skipped) gated[`turn: ${result.skipped}`] = (gated[`turn: ${result.skipped}`] ?? 0) + 1;
    for (const issue of result.issues) if (issue.why) gated[issue.why] = (gated[issue.why] ?? 0) + 1;
    const c = result.correction;
    if (c) flagged.push({ text: turn.text, note: turn.note, correction: `${c.wrong || '∅'}→${c.fix || '∅'}`, source: result.issue?.source ?? '?' });
  }
  return { total: turns.length, flagged, gated };
}

export interface ErrorScore {
  total: number;
  hit: number;
  exact: number;
  /** Hits by the engine that found the shown correction. */
  bySource: Record<string, { hit: number; exact: number }>;
  byCategory: Record<string, { total: number; hit: number; exact: number }>;
  missed: string[];
  inexact: string[];
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

export async function scoreErrors(check: CheckTurn, entries: ReadonlyArray<CorpusEntry & { previous?: string }>): Promise<ErrorScore> {
  const score: ErrorScore = { total: entries.length, hit: 0, exact: 0, bySource: {}, byCategory: {}, missed: [], inexact: [] };
  for (const entry of entries) {
    const category = entry.errors[0]?.category ?? 'other';
    const bucket = (score.byCategory[category] ??= { total: 0, hit: 0, exact: 0 });
    bucket.total += 1;
    const result = await check({ text: entry.text, previousLearnerText: entry.previous });
    const c = result.correction;
    if (!c) {
      score.missed.push(entry.text);
      continue;
    }
    const applied = squash(entry.text.slice(0, c.start) + c.fix + entry.text.slice(c.end));
    let hit = false;
    let exact = false;
    for (const error of entry.errors) {
      for (const [start, end] of occurrences(entry.text, error.wrong)) {
        if (c.start < end && Math.max(c.end, c.start + 1) > start) {
          hit = true;
          if (applied === squash(entry.text.slice(0, start) + error.fix + entry.text.slice(end))) exact = true;
        }
      }
    }
    const source = result.issue?.source ?? '?';
    const bySource = (score.bySource[source] ??= { hit: 0, exact: 0 });
    if (hit) {
      score.hit += 1;
      bucket.hit += 1;
      bySource.hit += 1;
    } else score.missed.push(`${entry.text} (shown: ${c.wrong}→${c.fix})`);
    if (exact) {
      score.exact += 1;
      bucket.exact += 1;
      bySource.exact += 1;
    } else if (hit) score.inexact.push(`${entry.text} (${c.wrong}→${c.fix}; listed ${entry.errors.map((e) => `${e.wrong}→${e.fix}`).join(', ')})`);
  }
  return score;
}
