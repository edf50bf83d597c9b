/**
 * How well the X→English direction read backwards out of FreeDict's English→X dictionaries finds the
 * English word: each of the everyday English words in lexicon/everyday-senses.data.ts (900 frequent
 * words) is glossed into X (the English→X dictionary's first equivalent), and that equivalent is
 * looked up backwards. Counted per language: the same English word back, another word, or no answer
 * (a tie). With and without the lexicon's familiarity tie-break (decision in docs/benchmarks.md).
 * "Another word" is not always wrong (gato → cat for "tomcat"), so compare the two columns, not the
 * figures with 100 %.
 *
 *   npx tsx bench/translation/reverse-round-trip.ts [language …]   (default: the nine read backwards whole; de is searched)
 */
import { EVERYDAY_SENSES } from '../../apps/server/src/ai/language/lexicon/everyday-senses.data';
import { createLexicon } from '../../apps/server/src/ai/language/lexicon/index';
import { createFreeDictProvider } from '../../apps/server/src/ai/language/translation/freedict';

const LANGUAGES = process.argv.slice(2).length ? process.argv.slice(2) : ['it', 'es', 'fr', 'pt', 'nl', 'sv', 'pl', 'id', 'ru'];
const words = [...new Set(EVERYDAY_SENSES.map(([lemma]) => lemma))].filter((w) => /^[a-z]+$/.test(w));
const lexicon = createLexicon();
const plain = createFreeDictProvider({ toEnglishDicts: false });
const familiar = createFreeDictProvider({ toEnglishDicts: false, familiarity: (w) => lexicon.familiarity(w) });

console.log(`${words.length} everyday English words, glossed into each language and looked up backwards\n`);
console.log('| language | pairs | same word back, plain | with familiarity | another word, plain | with familiarity | no answer (tie), plain | with familiarity |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
const totals = [0, 0, 0, 0, 0];
for (const lang of LANGUAGES) {
  if (!plain.languages().includes(lang)) continue;
  let pairs = 0;
  const same = [0, 0];
  const none = [0, 0];
  for (const word of words) {
    const foreign = plain.glossWord(word, lang)?.split(/[,;]/)[0]?.trim();
    if (!foreign || foreign.split(' ').length > 2) continue;
    pairs += 1;
    [plain, familiar].forEach((p, i) => {
      const back = p.englishFor(foreign, lang)?.toLowerCase() ?? null;
      if (back === word) same[i]! += 1;
      if (back === null) none[i]! += 1;
    });
  }
  const pct = (n: number) => `${n} (${((100 * n) / pairs).toFixed(1)} %)`;
  const other = (i: number) => pairs - same[i]! - none[i]!;
  console.log(`| ${lang} | ${pairs} | ${pct(same[0]!)} | ${pct(same[1]!)} | ${pct(other(0))} | ${pct(other(1))} | ${pct(none[0]!)} | ${pct(none[1]!)} |`);
  [pairs, same[0]!, same[1]!, none[0]!, none[1]!].forEach((n, i) => (totals[i]! += n));
}
const [pairs, s0, s1, n0, n1] = totals as [number, number, number, number, number];
const all = (n: number) => `${n} (${((100 * n) / pairs).toFixed(1)} %)`;
console.log(`| **all** | ${pairs} | ${all(s0)} | ${all(s1)} | ${all(pairs - s0 - n0)} | ${all(pairs - s1 - n1)} | ${all(n0)} | ${all(n1)} |`);
