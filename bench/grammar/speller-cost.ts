// What the sure-spelling check (decision 0014) costs a grammar worker: Hunspell en-GB load time and
// memory, and sureFix() per unknown word. Run: npx tsx bench/grammar/speller-cost.ts (a fresh process
// per run; run it several times and take the median).
import { createSpeller } from '../../apps/server/src/ai/language/grammar/spelling-confidence';

const before = process.memoryUsage().rss;
const start = performance.now();
const speller = createSpeller();
const loadMs = performance.now() - start;
const words = ['libary', 'bussiness', 'riad', 'thx', 'ambience', 'experiance', 'spain', 'accomodationn', 'asdkjhqwpoeiruzmxn'];
const times: number[] = [];
for (let run = 0; run < 5; run += 1) {
  for (const word of words) {
    const t = performance.now();
    speller.sureFix(word);
    times.push(performance.now() - t);
  }
}
times.sort((a, b) => a - b);
console.log(JSON.stringify({ loadMs: Math.round(loadMs), rssMB: Math.round((process.memoryUsage().rss - before) / 1e6), sureFixMedianMs: Number(times[Math.floor(times.length / 2)]?.toFixed(3)), sureFixMaxMs: Number(times.at(-1)?.toFixed(2)) }));
