/**
 * Time and memory (heap + buffers) of the first word asked from a language through its FreeDict X→English dictionary
 * (dict-freedict-*-eng), which loads that dictionary whole. Each run builds a fresh provider; prints
 * the median of 5 runs and the index file's size.
 *
 *   node --expose-gc --import tsx bench/translation/freedict-to-english.ts sw:maji af:huis …
 */
import { statSync } from 'node:fs';
import { createFreeDictProvider } from '../../apps/server/src/ai/language/translation/freedict';
import { detectFreeDicts } from '../../apps/server/src/ai/language/translation/dictd';
import { DICTD_DIR } from '../../apps/server/src/ai/installed';

const RUNS = 5;
const asked = process.argv.slice(2).length ? process.argv.slice(2) : ['sw:maji', 'af:huis', 'eo:akvo'];
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc so the heap figures are after collection');

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const stems = detectFreeDicts(DICTD_DIR, 'to-english');

for (const item of asked) {
  const [lang, word] = item.split(':') as [string, string];
  const stem = stems.get(lang);
  if (!stem) throw new Error(`no FreeDict ${lang}→English dictionary installed`);
  const ms: number[] = [];
  const heapMb: number[] = [];
  let answer: string | null = null;
  for (let run = 0; run < RUNS; run++) {
    const provider = createFreeDictProvider();
    gc();
    // The decompressed dictionary is a Buffer, outside the heap: both are counted.
    const used = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    const before = used();
    const t0 = performance.now();
    answer = provider.englishFor(word, lang);
    ms.push(performance.now() - t0);
    gc();
    heapMb.push((used() - before) / 1e6);
  }
  const kb = Math.round(statSync(`${DICTD_DIR}/${stem}.index`).size / 1000);
  console.log(`${lang} (${stem}, index ${kb} KB): "${word}" → "${answer}", first word ${median(ms).toFixed(0)} ms, memory +${median(heapMb).toFixed(2)} MB`);
}
