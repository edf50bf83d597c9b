import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Load the CMU Pronouncing Dictionary (cmu-pronouncing-dictionary 3.x) once.
 *
 * The package is one ESM file `export const dictionary = { … }` whose object
 * literal is valid JSON; parsing it as JSON keeps engine creation synchronous
 * and is faster than evaluating a 4 MB module.
 */
/** word → pronunciations; variants (word(2), …) joined with '|' to keep the Map small */
export type CmuDict = ReadonlyMap<string, string>;

let cached: CmuDict | undefined;

export function loadCmuDict(): CmuDict {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const file = require.resolve('cmu-pronouncing-dictionary');
  const source = readFileSync(file, 'utf8');
  const start = source.indexOf('= {');
  const end = source.lastIndexOf('}');
  if (start < 0 || end < start) throw new Error(`unexpected format in ${file}`);
  const raw = JSON.parse(source.slice(start + 2, end + 1)) as Record<string, string>;
  const map = new Map<string, string>();
  for (const [key, phones] of Object.entries(raw)) {
    // variants are stored as "word(2)"; keep them in order after the main entry
    const word = key.replace(/\(\d+\)$/, '');
    const prev = map.get(word);
    map.set(word, prev === undefined ? phones : `${prev}|${phones}`);
  }
  cached = map;
  return map;
}
