// Comments and docs point only at documents in the repository: "spec §N" is a section of
// docs/product-spec.md, and every docs/….md path they name exists. (Issue 19: 75 comments
// pointed at documents outside the repository.)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config';

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'apps', 'packages', 'content', 'bench', 'e2e', 'scripts', 'docs', 'README.md'], { cwd: REPO_ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js|md|sh|css)$/.test(file) && existsSync(path.join(REPO_ROOT, file)));

const occurrences = (pattern: RegExp) =>
  files.flatMap((file) => [...readFileSync(path.join(REPO_ROOT, file), 'utf8').matchAll(pattern)].map((match) => ({ file, match })));

describe('references in comments and docs', () => {
  it('cite spec sections that docs/product-spec.md has', () => {
    const spec = readFileSync(path.join(REPO_ROOT, 'docs/product-spec.md'), 'utf8');
    const sections = new Set([...spec.matchAll(/^## (\d+)\./gm)].map((m) => m[1]));
    const cited = occurrences(/spec(?:'s)? §(\d+)/g);
    expect(cited.length).toBeGreaterThan(20);
    expect(cited.filter(({ match }) => !sections.has(match[1])).map(({ file, match }) => `${file}: ${match[0]}`)).toEqual([]);
  });

  it('name only documents that exist in the repository', () => {
    const named = occurrences(/(?<![\w/.-])(docs\/[\w./-]+\.md)/g);
    expect(named.filter(({ match }) => !existsSync(path.join(REPO_ROOT, match[1]!))).map(({ file, match }) => `${file}: ${match[1]}`)).toEqual([]);
    const outside = occurrences(/(?<![\w/.-])(?:design\/[\w-]+\.md|\.\.\/spec\/|\/work\/shared)/g);
    expect(outside.map(({ file, match }) => `${file}: ${match[0]}`)).toEqual([]);
  });
});
