// The tutor scorecards (issue 23) under DATA_DIR/scorecard: `npm run eval` writes one JSON (and an
// HTML report) per engine configuration, named by its fingerprint, plus latest.json; the server
// reads the one of its own configuration for /api/ready and /metrics, and says when there is none
// or only one of another configuration (a model changed since the last eval).
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { storedScorecardSchema, type ScorecardStatus, type StoredScorecard } from '@parley/contract/scorecard';
import type { EngineFingerprint } from '../../ai/engine-fingerprint';

export const scorecardDir = (dataDir: string) => join(dataDir, 'scorecard');

/** Writes the scorecard as `<fingerprint>.json`/`.html` and `latest.json`/`.html`; returns the JSON path. */
export function writeScorecard(dataDir: string, result: StoredScorecard, html: string): string {
  const dir = scorecardDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const json = `${JSON.stringify(result, null, 2)}\n`;
  const file = join(dir, `${result.fingerprint}.json`);
  const own = { mode: 0o600 };
  writeFileSync(file, json, own);
  writeFileSync(join(dir, `${result.fingerprint}.html`), html, own);
  writeFileSync(join(dir, 'latest.json'), json, own);
  writeFileSync(join(dir, 'latest.html'), html, own);
  return file;
}

function read(file: string): StoredScorecard | 'unreadable' | null {
  if (!existsSync(file)) return null;
  try {
    const parsed = storedScorecardSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/** The scorecard of this configuration, or why there is none. Reads two small files at most. */
export function scorecardStatus(dataDir: string, own: EngineFingerprint): ScorecardStatus {
  const base = { fingerprint: own.fingerprint, configuration: own.configuration };
  const mine = read(join(scorecardDir(dataDir), `${own.fingerprint}.json`));
  if (mine === 'unreadable') return { ...base, status: 'unreadable', scorecard: null };
  if (mine) return { ...base, status: 'current', scorecard: mine };
  const latest = read(join(scorecardDir(dataDir), 'latest.json'));
  if (latest === 'unreadable') return { ...base, status: 'unreadable', scorecard: null };
  if (latest) return { ...base, status: latest.fingerprint === own.fingerprint ? 'current' : 'other-configuration', scorecard: latest };
  return { ...base, status: 'missing', scorecard: null };
}
