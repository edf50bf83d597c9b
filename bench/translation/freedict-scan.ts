/**
 * The X→English direction for the large FreeDict dictionaries searched word by word (freedict-scan.ts):
 * the one-off cost of the entries' places at the first request (with its heap), and the time of each
 * lookup, in the same run as the baseline — the same lookups against Italian, read backwards whole.
 * Prints medians of 5 runs.
 *
 *   node --expose-gc --import tsx bench/translation/freedict-scan.ts
 */
import { createFreeDictProvider } from '../../apps/server/src/ai/language/translation/freedict';

const RUNS = 5;
const WORDS: Record<string, string[]> = {
  de: ['Hund', 'Katze', 'Wasser', 'Buch', 'Stuhl', 'Apfel', 'Schule', 'Tisch', 'die Gabel', 'Schmetterling', 'gehen', 'Blorfingschnack'],
  ja: ['本', '家', '水', '犬', '猫', '学校', 'りんご', '車'],
  hi: ['किताब', 'पानी', 'कुत्ता', 'घर'],
  it: ['cane', 'gatto', 'acqua', 'libro', 'sedia', 'mela', 'scuola', 'tavolo', 'la forchetta', 'farfalla', 'andare', 'blorfing'],
};
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc so the heap figures are after collection');
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

for (const [lang, words] of Object.entries(WORDS)) {
  const firstMs: number[] = [];
  const heapMb: number[] = [];
  const lookupMs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const provider = createFreeDictProvider({ toEnglishDicts: false });
    provider.preload(lang);
    gc();
    const before = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    // The first request pays for the entries' places (scanned) or the whole reverse index (read backwards).
    const t0 = performance.now();
    provider.englishFor(words[0]!, lang);
    firstMs.push(performance.now() - t0);
    gc();
    heapMb.push((process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers - before) / 2 ** 20);
    for (const w of words) {
      const t = performance.now();
      provider.englishFor(w, lang);
      lookupMs.push(performance.now() - t);
    }
  }
  console.log(`${lang}: first request ${median(firstMs).toFixed(0)} ms, heap and buffers +${median(heapMb).toFixed(1)} MB; a lookup after it: median ${median(lookupMs).toFixed(1)} ms, max ${Math.max(...lookupMs).toFixed(1)} ms (${words.length} words × ${RUNS} runs)`);
}
