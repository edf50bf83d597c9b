/**
 * The tutor scorecard (issue 23): measures a conversation configuration as a language tutor.
 *   npm run eval                                   the configured engines (LLM_* in the environment)
 *   npm run eval -- --llm-base-url http://127.0.0.1:11434/v1 --llm-model llama3.2   a model over HTTP
 *   npm run eval -- --llm-model-path models/x.gguf a local GGUF model
 *   npm run eval -- --quick                        a spread sample of every area (a few minutes at most)
 *   --thresholds file.json   --threshold grammar.maxFalseAlarmRate=0.1   --areas probes,grammar
 *   --out <folder>           also write scorecard.json and scorecard.html there
 *   --no-store               do not write it under DATA_DIR/scorecard (what the server reports)
 *   --against <scorecard.json>  compare this run with a saved one, item by item
 *   npm run eval -- --compare a.json b.json       compare two saved scorecards without running
 * Prints one pass/fail line per area; exits 0 when every area passes, 1 when one fails, 2 on a usage error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SCORECARD_AREAS, type ScorecardArea } from '@parley/contract/scorecard';
import { loadConfig } from '../../apps/server/src/config';
import { writeScorecard } from '../../apps/server/src/modules/operations/scorecard-store';
import { compareText } from './compare';
import { htmlReport, textTable } from './report';
import { runScorecard } from './scorecard';
import { resolveThresholds } from './thresholds';
import type { ScorecardResult } from './types';

const ENGINE_KEYS = ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL', 'LLM_MODEL_PATH', 'LLM_THREADS', 'LLM_TIMEOUT_MS', 'LLM_MAX_TOKENS', 'TRANSLATE_URL', 'TRANSLATE_API_KEY', 'TRANSLATE_TIMEOUT_MS'] as const;
const FLAG_TO_KEY: Record<string, (typeof ENGINE_KEYS)[number]> = {
  'llm-base-url': 'LLM_BASE_URL',
  'llm-api-key': 'LLM_API_KEY',
  'llm-model': 'LLM_MODEL',
  'llm-model-path': 'LLM_MODEL_PATH',
  'llm-threads': 'LLM_THREADS',
  'llm-timeout-ms': 'LLM_TIMEOUT_MS',
  'llm-max-tokens': 'LLM_MAX_TOKENS',
};

const readResult = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as ScorecardResult;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      quick: { type: 'boolean', default: false },
      thresholds: { type: 'string' },
      threshold: { type: 'string', multiple: true, default: [] },
      areas: { type: 'string' },
      out: { type: 'string' },
      'no-store': { type: 'boolean', default: false },
      against: { type: 'string' },
      compare: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
      ...Object.fromEntries(Object.keys(FLAG_TO_KEY).map((flag) => [flag, { type: 'string' as const }])),
    },
  });
  if (values.help) {
    console.log(fs.readFileSync(import.meta.filename, 'utf8').split('*/')[0]!.replace(/^\/\*\*|^ \* ?/gm, ''));
    return 0;
  }
  if (values.compare) {
    if (positionals.length !== 2) throw new Error('--compare needs two scorecard files');
    console.log(compareText(readResult(positionals[0]!), readResult(positionals[1]!)));
    return 0;
  }
  const only = values.areas?.split(',').map((a) => a.trim()) as ScorecardArea[] | undefined;
  const unknown = only?.filter((a) => !SCORECARD_AREAS.includes(a));
  if (unknown?.length) throw new Error(`--areas: unknown ${unknown.join(', ')} (areas: ${SCORECARD_AREAS.join(', ')})`);
  const fromFlags = Object.entries(FLAG_TO_KEY).filter(([flag]) => typeof values[flag as keyof typeof values] === 'string');
  // Flags name the model under test instead of the environment's; the environment's otherwise.
  const env: Record<string, string> = {};
  if (fromFlags.length) for (const [flag, key] of fromFlags) env[key] = values[flag as keyof typeof values] as string;
  else for (const key of ENGINE_KEYS) if (process.env[key]) env[key] = process.env[key];
  const thresholds = resolveThresholds(values.thresholds, values.threshold ?? []);

  const result = await runScorecard({ env, quick: values.quick ?? false, thresholds, ...(only ? { only } : {}), log: (line) => process.stderr.write(`${line}\n`) });
  const html = htmlReport(result);
  console.log(textTable(result));
  if (!values['no-store']) {
    const dataDir = loadConfig({ ...process.env, ...env }).DATA_DIR;
    console.log(`\nstored for the server (GET /api/ready, /metrics): ${writeScorecard(dataDir, result, html)} (and .html)`);
  }
  if (values.out) {
    fs.mkdirSync(values.out, { recursive: true });
    fs.writeFileSync(path.join(values.out, 'scorecard.json'), `${JSON.stringify(result, null, 2)}\n`);
    fs.writeFileSync(path.join(values.out, 'scorecard.html'), html);
    console.log(`written: ${path.join(values.out, 'scorecard.json')} and scorecard.html`);
  }
  if (values.against) console.log(`\n${compareText(result, readResult(values.against))}`);
  return result.passed ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  },
);
