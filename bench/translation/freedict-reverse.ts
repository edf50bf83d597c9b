/**
 * Load time and heap of the FreeDict X→English (reverse) index, Italian and Spanish.
 * Each run builds a fresh provider: the English→X dictionary is loaded first (not counted), then
 * the reverse index is built and measured. Prints the median of 5 runs.
 *
 *   node --expose-gc --import tsx bench/translation/freedict-reverse.ts [lang …]
 */
import { createFreeDictProvider } from '../../apps/server/src/ai/language/translation/freedict';

const RUNS = 5;
const langs = process.argv.slice(2).length ? process.argv.slice(2) : ['it', 'es'];
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc so the heap figures are after collection');

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

for (const lang of langs) {
  const loadMs: number[] = [];
  const buildMs: number[] = [];
  const heapMb: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const provider = createFreeDictProvider();
    if (!provider.languages().includes(lang)) throw new Error(`no FreeDict eng-${lang} dictionary installed`);
    loadMs.push(provider.preload(lang));
    gc();
    const before = process.memoryUsage().heapUsed;
    const t0 = performance.now();
    provider.preloadReverse(lang);
    buildMs.push(performance.now() - t0);
    gc();
    heapMb.push((process.memoryUsage().heapUsed - before) / 2 ** 20);
    if (provider.englishFor('forchetta', lang) === undefined) throw new Error('unreachable: keeps the provider alive');
  }
  console.log(
    `${lang}: forward load ${median(loadMs).toFixed(0)} ms; reverse index build ${median(buildMs).toFixed(0)} ms, ` +
      `heap +${median(heapMb).toFixed(2)} MB (median of ${RUNS})`,
  );
}
