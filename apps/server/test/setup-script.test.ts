// scripts/setup.sh (issue 17): `npm start` installs only what running needs; `npm test`, which CI
// runs on a clean clone, installs that and the browser and fonts the journeys need.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config';

const packages = (...args: string[]) =>
  execFileSync('bash', [path.join(REPO_ROOT, 'scripts/setup.sh'), '--print-packages', ...args], { encoding: 'utf8' }).trim().split('\n');

describe('the set-up script', () => {
  it('leaves Chromium and the fonts out of what running needs, and keeps every running package for the tests', () => {
    const forRunning = packages('--run');
    const forTests = packages();
    expect(forRunning).toContain('pocketsphinx');
    expect(forRunning.filter((p) => p === 'chromium' || p.startsWith('fonts-'))).toEqual([]);
    expect(forTests).toEqual(expect.arrayContaining([...forRunning, 'chromium', 'fonts-noto-cjk', 'fonts-noto-color-emoji']));
  });

  it('runs for running before npm start and in full before npm test', () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.prestart).toBe('bash scripts/setup.sh --quiet --run');
    expect(scripts.pretest).toBe('bash scripts/setup.sh --quiet');
  });

  it('refuses an option it does not know rather than doing a different set-up', () => {
    expect(() => execFileSync('bash', [path.join(REPO_ROOT, 'scripts/setup.sh'), '--fast'], { stdio: 'pipe' })).toThrow();
  });
});
