// Checks the JavaScript a learner downloads for the first screen (the intro page) against the budget
// (150 KB gzip) and lists every other lazily loaded chunk. Sizes are stable across machines, unlike times.
//   node scripts/check-bundle.mjs            check and print
//   node scripts/check-bundle.mjs --markdown print a Markdown table (for docs/benchmarks.md)
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const BUDGET_BYTES = 150 * 1024;
const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const gz = (file) => gzipSync(fs.readFileSync(path.join(dist, file))).length;

// The first screen is '/' → /chat/intro: the entry script and everything index.html preloads, plus
// the intro page's lazy chunk and the chunks it imports statically (Rollup writes static imports as
// `import … from"./name.js"` or `import"./name.js"`; lazy ones as `import(…)`).
const staticImports = (file) => [...fs.readFileSync(path.join(dist, file), 'utf8').matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)].map((m) => `assets/${m[1]}`);
function withStaticImports(files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  files.forEach(visit);
  return [...seen];
}
const introChunk = fs.readdirSync(path.join(dist, 'assets')).find((f) => /^intro-page-[\w-]+\.js$/.test(f));
if (!introChunk) {
  console.error('No intro-page chunk in apps/web/dist/assets: the first screen cannot be measured.');
  process.exit(1);
}
const entryFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const firstScreen = withStaticImports([...entryFiles, `assets/${introChunk}`]);
const firstBytes = firstScreen.reduce((sum, file) => sum + gz(file), 0);
const chunks = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !firstScreen.includes(`assets/${f}`))
  .map((f) => ({ file: f, bytes: gz(`assets/${f}`) }))
  .sort((a, b) => b.bytes - a.bytes);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
if (process.argv.includes('--markdown')) {
  console.log(`| first screen (${firstScreen.length} file${firstScreen.length === 1 ? '' : 's'}) | ${kb(firstBytes)} gzip | budget ${kb(BUDGET_BYTES)} |`);
  console.log('|---|---:|---|');
  for (const c of chunks) console.log(`| ${c.file.replace(/-[\w-]{8}\.js$/, '')} (lazy) | ${kb(c.bytes)} | |`);
} else {
  console.log(`first screen: ${kb(firstBytes)} gzip (budget ${kb(BUDGET_BYTES)}) in ${firstScreen.join(', ')}`);
  console.log(`lazy chunks: ${chunks.length}, largest ${chunks.slice(0, 5).map((c) => `${c.file} ${kb(c.bytes)}`).join(', ')}`);
}
if (firstBytes > BUDGET_BYTES) {
  console.error(`The first screen needs ${kb(firstBytes)} of JavaScript, over the ${kb(BUDGET_BYTES)} budget.`);
  process.exit(1);
}
