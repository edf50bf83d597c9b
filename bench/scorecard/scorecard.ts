// One scorecard run (issue 23): builds the real app over an in-memory SQLite database with the
// engine configuration under test (the LLM_* settings given, else the built-in partner), plays each
// area through it and holds every figure to its threshold. eval.ts is the command line around it;
// the tests call it directly.
import os from 'node:os';
import type { ScorecardArea } from '@parley/contract/scorecard';
import { engineFingerprint } from '../../apps/server/src/ai/engine-fingerprint';
import { formatCounts, formatCountsSince } from '../../apps/server/src/ai/format-counters';
import { migrateToLatest, openSqlite } from '../../apps/server/src/db/database';
import { buildTestApp, testConfig } from '../../apps/server/test/support/app';
import { chatCorrectionsArea } from './areas/chat-corrections';
import { formatArea } from './areas/format';
import { grammarArea } from './areas/grammar';
import { latencyArea } from './areas/latency';
import { levelFitArea } from './areas/level-fit';
import { probesArea } from './areas/probes';
import type { Thresholds } from './thresholds';
import type { AreaResult, EvalContext, ScorecardResult } from './types';

export interface ScorecardOptions {
  /** LLM_* settings of the configuration under test; none: the built-in partner. */
  env: Record<string, string>;
  quick: boolean;
  /** Scales a quick run's samples (tests: 0.5); 1 by default. */
  sampleScale?: number;
  thresholds: Thresholds;
  /** Only these areas (the rest are left out of the result); all when absent. */
  only?: readonly ScorecardArea[];
  log?: (line: string) => void;
}

const RUNNERS: Array<[ScorecardArea, (ctx: EvalContext) => Promise<AreaResult>]> = [
  ['probes', probesArea],
  ['grammar', grammarArea],
  ['chatCorrections', chatCorrectionsArea],
  ['levelFit', levelFitArea],
  // Last of the played areas: it listens on a port, which the in-process ones do not need.
  ['latency', latencyArea],
];

export function machineLine(): string {
  const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');
  return `nproc ${os.availableParallelism()} (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), node ${process.version}, load ${load}`;
}

export async function runScorecard(options: ScorecardOptions): Promise<ScorecardResult> {
  const started = performance.now();
  const config = testConfig(options.env);
  const own = engineFingerprint(config);
  const log = options.log ?? (() => undefined);
  const database = openSqlite(':memory:');
  await migrateToLatest(database.db);
  const app = await buildTestApp(database, { env: options.env });
  let learner = 0;
  const scale = options.sampleScale ?? 1;
  const ctx: EvalContext = { app, quick: options.quick, quickSize: (n) => Math.max(2, Math.round(n * scale)), thresholds: options.thresholds, nextLearner: () => (learner += 1), log };
  const wanted = (area: ScorecardArea) => !options.only || options.only.includes(area);
  const before = formatCounts();
  const areas: AreaResult[] = [];
  try {
    for (const [area, run] of RUNNERS) {
      if (!wanted(area)) continue;
      log(`${area}…`);
      areas.push(await run(ctx));
    }
    if (wanted('format')) areas.push(formatArea(ctx, formatCountsSince(before)));
  } finally {
    await app.close();
    await database.db.destroy();
  }
  return {
    tool: 'parley-scorecard',
    version: 1,
    fingerprint: own.fingerprint,
    configuration: own.configuration,
    ranAt: new Date().toISOString(),
    quick: options.quick,
    passed: areas.every((a) => a.passed),
    areas,
    thresholds: options.thresholds,
    formatCounts: formatCountsSince(before),
    seconds: (performance.now() - started) / 1000,
    machine: machineLine(),
  };
}
