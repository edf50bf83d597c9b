/**
 * Benchmark of the offline language engines (lexicon, phonetics, translation, emoji).
 *   npx tsx bench/lexicon/run.ts
 * Writes bench/lexicon/RESULTS.md.
 */
import { writeFileSync } from 'node:fs';
import { cpus, freemem, platform, release, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEmojiSearch } from '../../apps/server/src/ai/language/emoji/index';
import { createLexicon } from '../../apps/server/src/ai/language/lexicon/index';
import { createPhoneticsEngine } from '../../apps/server/src/ai/language/phonetics/index';
import {
  createApertiumProvider,
  createFreeDictProvider,
} from '../../apps/server/src/ai/language/translation/index';

const here = dirname(fileURLToPath(import.meta.url));

const WORDS = `the of and to in is was for on with he she they it you we at by from this that have had
be are were been do does did will would can could should may might must not no yes very also just
time year people way day man woman child children thing world life hand part place case week company
system program question work government number night point home water room mother area money story
fact month lot right study book eye job word business issue side kind head house service friend father
power hour game line end member law car city community name president team minute idea kid body
information back parent face others level office door health person art war history party result
change morning reason research girl guy moment air teacher force education went ran better running
mice geese feet stopped studies glasses bigger happiest wrote eaten bought thought taught swimming
beautiful happy sad important different large small good bad new old great high little long young
photograph photography banana coffee breakfast restaurant airport station ticket weather umbrella
because although however therefore meanwhile whose whom whether unless until since during against
blorfing snarkle qwxz zorbify`.split(/\s+/).filter(Boolean);

const SENTENCES = [
  'I would like a cup of coffee, please.',
  'Where is the train station?',
  'She has been learning English for three years.',
  'Could you speak a little more slowly?',
  'We went to the beach and swam in the sea.',
  'My brother is taller than me, but I am older.',
  'The children were playing in the garden when it started to rain.',
  'What time does the museum open on Sunday?',
  'I have never eaten such a delicious pizza.',
  'If I had more money, I would travel around the world.',
];

const EMOJI_QUERIES = ['cat', 'dog', 'happy', 'sad', 'heart', 'pizza', 'coffee', 'sun', 'rain', 'party', 'car',
  'love', 'fire', 'book', 'music', 'smile', 'ca', 'ha', 'foo', 'tree', 'flag', 'ball', 'star', ''];

interface Row {
  name: string;
  calls: number;
  median: number;
  p99: number;
  note?: string;
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const idx = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
  return sorted[Math.max(0, idx)] ?? NaN;
}

async function measure(name: string, calls: number, fn: (i: number) => unknown, note?: string): Promise<Row> {
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const t0 = performance.now();
    await fn(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const row: Row = { name, calls, median: quantile(times, 0.5), p99: quantile(times, 0.99) };
  if (note) row.note = note;
  return row;
}

function timeLoad<T>(fn: () => T): [T, number] {
  const t0 = performance.now();
  const v = fn();
  return [v, performance.now() - t0];
}

const fmt = (ms: number): string => (Number.isNaN(ms) ? '—' : ms < 1 ? ms.toFixed(3) : ms.toFixed(1));

async function main(): Promise<void> {
  const loads: Array<[string, number]> = [];
  const rssStart = process.memoryUsage().rss;

  const [phonetics, tPh] = timeLoad(() => createPhoneticsEngine());
  loads.push(['phonetics (CMU dict, 135k words)', tPh]);
  const [lexicon, tLx] = timeLoad(() => createLexicon({ phonetics }));
  loads.push(['lexicon (WordNet 3.1 indexes + data + sense counts)', tLx]);
  const [emoji, tEm] = timeLoad(() => createEmojiSearch());
  loads.push(['emoji (emojilib)', tEm]);
  const [apertium, tAp] = timeLoad(() => createApertiumProvider());
  loads.push(['apertium (detect modes)', tAp]);
  const [freedict, tFd] = timeLoad(() => createFreeDictProvider({ lemmatize: (w) => lexicon.lemmatize(w) }));
  loads.push(['freedict (detect dictionaries)', tFd]);
  for (const lang of ['fr', 'de', 'ja']) {
    if (freedict.supports(lang)) loads.push([`freedict ${lang} (gunzip + index, first use)`, freedict.preload(lang)]);
  }
  const rssLoaded = process.memoryUsage().rss;

  const rows: Row[] = [];
  const n = WORDS.length;
  rows.push(await measure('lexicon.lookup, first pass (distinct words)', n, (i) => lexicon.lookup(WORDS[i % n] ?? '')));
  rows.push(await measure('lexicon.lookup, repeated words', 600, (i) => lexicon.lookup(WORDS[(i * 7) % n] ?? '')));
  rows.push(await measure('phonetics.ipaForWord', 600, (i) => phonetics.ipaForWord(WORDS[(i * 3) % n] ?? '')));
  rows.push(await measure('phonetics.ipaForText (sentence)', 400, (i) => phonetics.ipaForText(SENTENCES[i % SENTENCES.length] ?? '')));
  if (freedict.supports('fr')) {
    rows.push(await measure('freedict gloss en→fr (sentence)', 400, (i) => freedict.translate(SENTENCES[i % SENTENCES.length] ?? '', 'fr')));
  }
  if (freedict.supports('de')) {
    rows.push(await measure('freedict gloss en→de (sentence)', 400, (i) => freedict.translate(SENTENCES[i % SENTENCES.length] ?? '', 'de')));
  }
  rows.push(await measure('emoji.search', 600, (i) => emoji.search(EMOJI_QUERIES[i % EMOJI_QUERIES.length] ?? '')));
  if (apertium.supports('es')) {
    rows.push(
      await measure('apertium en→es (sentence, one process per call)', 30, (i) => apertium.translate(SENTENCES[i % SENTENCES.length] ?? '', 'es'), 'spawns the apertium pipeline each call'),
    );
  }
  const rssEnd = process.memoryUsage().rss;

  const cpu = cpus();
  const mb = (b: number): string => `${Math.round(b / 1024 / 1024)} MB`;
  const md = [
    '# Offline language engines — benchmark',
    '',
    `Command: \`npx tsx bench/lexicon/run.ts\` (from the repo root)  `,
    `Date: ${new Date().toISOString()}  `,
    `Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'} (shared), ${mb(totalmem())} RAM (${mb(freemem())} free), ${platform()} ${release()}, Node ${process.version}`,
    '',
    'Times in milliseconds, wall clock, single process, calls made one after another.',
    '',
    '## Load (once per process)',
    '',
    '| engine | load ms |',
    '|---|---:|',
    ...loads.map(([name, ms]) => `| ${name} | ${fmt(ms)} |`),
    '',
    `RSS: ${mb(rssStart)} before loading, ${mb(rssLoaded)} after loading everything above, ${mb(rssEnd)} at the end.`,
    '',
    '## Calls',
    '',
    '| operation | calls | median ms | p99 ms | note |',
    '|---|---:|---:|---:|---|',
    ...rows.map((r) => `| ${r.name} | ${r.calls} | ${fmt(r.median)} | ${fmt(r.p99)} | ${r.note ?? ''} |`),
    '',
    `Word list: ${n} words (common words, irregular forms, function words, 4 invented/garbage words); ${SENTENCES.length} learner sentences; ${EMOJI_QUERIES.length} emoji queries including '' (popular list).`,
    '',
  ].join('\n');
  const out = join(here, 'RESULTS.md');
  writeFileSync(out, md);
  console.log(md);
  console.log(`written ${out}`);
}

await main();
