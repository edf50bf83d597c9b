// The shapes one scorecard run produces (issue 23). Items of sets whose name starts with "blind"
// are only counted (`blind`), never listed: their texts must not leave the runners.
import type { FastifyInstance } from 'fastify';
import type { ScorecardArea, StoredScorecard } from '@parley/contract/scorecard';
import type { FormatCounts } from '../../apps/server/src/ai/format-counters';
import type { Thresholds } from './thresholds';

export interface ItemResult {
  /** Stable across runs and configurations: set or folder, then the item's id or index. */
  id: string;
  passed: boolean;
  /** What the item was and what went wrong, for the comparison; non-blind items only. */
  detail: string;
}

/** One bar of the HTML report: a figure and the threshold it is held to. */
export interface Bar {
  label: string;
  value: number | null;
  threshold: number;
  /** 'max': the value must not exceed the threshold; 'min': it must reach it. */
  kind: 'max' | 'min';
  unit: '%' | 'ms' | 'words' | '/s';
}

export interface AreaResult {
  area: ScorecardArea;
  title: string;
  passed: boolean;
  summary: string;
  figures: Record<string, number | null>;
  bars: Bar[];
  items: ItemResult[];
  blind: Array<{ set: string; passed: number; total: number }>;
  seconds: number;
}

export interface ScorecardResult extends StoredScorecard {
  tool: 'parley-scorecard';
  version: 1;
  areas: AreaResult[];
  thresholds: Thresholds;
  formatCounts: FormatCounts;
  seconds: number;
  machine: string;
}

export interface EvalContext {
  app: FastifyInstance;
  quick: boolean;
  /** Quick sample size for a set whose default quick sample is `n` (tests play smaller samples). */
  quickSize(n: number): number;
  thresholds: Thresholds;
  /** A number for the next new learner's address. */
  nextLearner(): number;
  /** Progress lines (stderr), never item texts of blind sets. */
  log(line: string): void;
}

export const pct = (x: number | null | undefined) => (x === null || x === undefined || Number.isNaN(x) ? '–' : `${(x * 100).toFixed(1)} %`);
export const rate = (n: number, d: number): number | null => (d === 0 ? null : n / d);
export const median = (xs: readonly number[]): number | null => (xs.length === 0 ? null : [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!);

/** Every k-th item so a quick run still spreads over the whole set. */
export function sample<T>(items: readonly T[], quick: boolean, quickSize: number): T[] {
  if (!quick || items.length <= quickSize) return [...items];
  const step = items.length / quickSize;
  return Array.from({ length: quickSize }, (_, i) => items[Math.floor(i * step)]!);
}
