// Scores a grammar checker on the project's learner corpus.
//
// Detection rule: a sentence with errors counts as detected when EVERY error listed for it is
// detected. A listed error is detected when some reported issue overlaps (shares at least one
// UTF-16 unit with; an empty issue span counts as one unit) an occurrence of its `wrong` text.
// Occurrences are whole-word matches of `wrong` (case-sensitive); when `wrong` occurs several
// times (an ambiguous listing, e.g. "I" or "is"), overlapping any one occurrence is enough. When
// `wrong` is not in the text at all (a corpus mistake), any issue counts.
// A correct sentence is a false positive when the checker reports any issue on it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GrammarIssue } from './grammar-types';

export interface CorpusEntry {
  text: string;
  errors: Array<{ category: string; wrong: string; fix: string }>;
}

/** 'main' and 'heldout': the rules were developed on them; 'fresh': written last, see corpus/README.md. */
export type CorpusSet = 'main' | 'heldout' | 'fresh' | 'blind';

const CORPUS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'corpus');
const FILES: Record<CorpusSet, [string, string]> = {
  main: ['learner-errors.json', 'correct.json'],
  heldout: ['heldout-errors.json', 'heldout-correct.json'],
  fresh: ['fresh-errors.json', 'fresh-correct.json'],
  blind: ['blind-errors.json', 'blind-correct.json'],
};

export function loadCorpus(set: CorpusSet = 'main'): { errors: CorpusEntry[]; correct: string[] } {
  const [errorsFile, correctFile] = FILES[set];
  return {
    errors: JSON.parse(fs.readFileSync(path.join(CORPUS_DIR, errorsFile), 'utf8')) as CorpusEntry[],
    correct: JSON.parse(fs.readFileSync(path.join(CORPUS_DIR, correctFile), 'utf8')) as string[],
  };
}

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

/** Every place `wrong` stands in `text` as whole words; all substring places when none is whole. */
export function occurrences(text: string, wrong: string): Array<[number, number]> {
  const all: Array<[number, number]> = [];
  if (wrong === '') return all;
  for (let at = text.indexOf(wrong); at >= 0; at = text.indexOf(wrong, at + 1)) all.push([at, at + wrong.length]);
  const whole = all.filter(([s, e]) => !(isWordChar(wrong[0]) && isWordChar(text[s - 1])) && !(isWordChar(wrong.at(-1)) && isWordChar(text[e])));
  return whole.length > 0 ? whole : all;
}

const overlaps = (issue: GrammarIssue, start: number, end: number) => issue.start < end && Math.max(issue.end, issue.start + 1) > start;

export function isDetected(entry: CorpusEntry, issues: GrammarIssue[]): boolean {
  return entry.errors.every((error) => {
    const spans = occurrences(entry.text, error.wrong);
    if (spans.length === 0) return issues.length > 0;
    return spans.some(([start, end]) => issues.some((issue) => overlaps(issue, start, end)));
  });
}

export interface CorpusScore {
  /** Recall per category of a sentence's first listed error. */
  byCategory: Record<string, { total: number; detected: number; recall: number }>;
  /** Per issue category: share of correct sentences flagged with an issue of that category. */
  falsePositivesByCategory: Record<string, number>;
  recall: number;
  falsePositives: number;
  falsePositiveRate: number;
  correctTotal: number;
  missed: string[];
  flaggedCorrect: Array<{ text: string; issues: string[] }>;
}

export async function scoreChecker(check: (text: string) => Promise<GrammarIssue[]>, set: CorpusSet = 'main'): Promise<CorpusScore> {
  const { errors, correct } = loadCorpus(set);
  const byCategory: CorpusScore['byCategory'] = {};
  const missed: string[] = [];
  let detected = 0;
  for (const entry of errors) {
    const category = entry.errors[0]?.category ?? 'other';
    const bucket = (byCategory[category] ??= { total: 0, detected: 0, recall: 0 });
    bucket.total += 1;
    if (isDetected(entry, await check(entry.text))) {
      bucket.detected += 1;
      detected += 1;
    } else missed.push(entry.text);
  }
  for (const bucket of Object.values(byCategory)) bucket.recall = bucket.detected / bucket.total;
  const flaggedCorrect: CorpusScore['flaggedCorrect'] = [];
  const flaggedBy: Record<string, number> = {};
  for (const text of correct) {
    const issues = await check(text);
    if (issues.length === 0) continue;
    flaggedCorrect.push({ text, issues: issues.map((i) => `${i.text}→${i.suggestion} (${i.source}, ${i.category})`) });
    for (const category of new Set(issues.map((i) => i.category))) flaggedBy[category] = (flaggedBy[category] ?? 0) + 1;
  }
  const falsePositivesByCategory = Object.fromEntries(Object.entries(flaggedBy).map(([c, n]) => [c, n / correct.length]));
  return {
    byCategory,
    falsePositivesByCategory,
    recall: detected / errors.length,
    falsePositives: flaggedCorrect.length,
    falsePositiveRate: flaggedCorrect.length / correct.length,
    correctTotal: correct.length,
    missed,
    flaggedCorrect,
  };
}
