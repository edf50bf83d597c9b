/**
 * How often the word card's first meaning is the everyday one (issue 20), with and without the
 * everyday choices of everyday-senses.data.ts, in the same run:
 *   npx tsx bench/lexicon/everyday-senses.ts
 * - tuned: the 1,800 words the choices were made for (with them, 100 % by construction; the figure
 *   that matters is the baseline, WordNet's SemCor order alone);
 * - blind: a second reviewer's choices for 100 of those words, written without seeing the first's
 *   (bench/lexicon/everyday-senses/blind.tsv): 60 from the first 900 by frequency, 40 from the
 *   next 900 (chosen before those 900 got their everyday choices).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EVERYDAY_SENSES } from '../../apps/server/src/ai/language/lexicon/everyday-senses.data';
import { createLexicon } from '../../apps/server/src/ai/language/lexicon/index';

const here = dirname(fileURLToPath(import.meta.url));
type Item = { word: string; partOfSpeech: string; definitionStart: string };

const blind = readFileSync(join(here, 'everyday-senses/blind.tsv'), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [word = '', partOfSpeech = '', definitionStart = '', set = ''] = line.split('\t');
    return { word, partOfSpeech, definitionStart, set };
  });
const tuned: Item[] = EVERYDAY_SENSES.map(([word, partOfSpeech, definitionStart]) => ({ word, partOfSpeech, definitionStart }));

const withChoices = createLexicon();
const semcorOnly = createLexicon({ everydaySenses: false });

function firstIsEveryday(lexicon: typeof withChoices, items: Item[]): string {
  const judged = items.filter((item) => item.definitionStart !== 'none');
  const right = judged.filter((item) => {
    const first = lexicon.lookupSync(item.word)?.senses[0];
    return first?.partOfSpeech === item.partOfSpeech && first.definition.startsWith(item.definitionStart);
  }).length;
  return `${right} / ${judged.length} (${((100 * right) / judged.length).toFixed(1)} %)`;
}

const rows: Array<[string, Item[]]> = [
  ['tuned: the 1,800 chosen words', tuned],
  ['blind: 60 of the first 900, second reviewer', blind.filter((item) => item.set === 'first-900')],
  ['blind: 40 of the next 900, second reviewer', blind.filter((item) => item.set === 'next-900')],
  ['blind: all 100', blind],
];
console.log('| set | SemCor order alone | with the everyday choices |');
console.log('|---|---:|---:|');
for (const [name, items] of rows) console.log(`| ${name} | ${firstIsEveryday(semcorOnly, items)} | ${firstIsEveryday(withChoices, items)} |`);
const none = blind.filter((item) => item.definitionStart === 'none').map((item) => item.word);
console.log(`\nNot counted: ${none.length} blind words whose everyday meaning WordNet lacks (${none.join(', ')}).`);
