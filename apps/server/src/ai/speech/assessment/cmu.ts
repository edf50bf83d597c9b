/** CMU pronouncing dictionary lookups (ARPAbet), loaded lazily: the module is 4.7 MB. */
let dict: Promise<Readonly<Record<string, string>>> | null = null;

export function loadCmu(): Promise<Readonly<Record<string, string>>> {
  dict ??= import('cmu-pronouncing-dictionary').then((m) => m.dictionary);
  dict.catch(() => (dict = null));
  return dict;
}

/** ARPAbet phones with stress digits, e.g. ['HH', 'AH0', 'L', 'OW1'], or null when the word is unknown. */
export function cmuPhones(cmu: Readonly<Record<string, string>>, word: string): string[] | null {
  const key = word.toLowerCase().replace(/[’‘]/g, "'");
  const entry = Object.prototype.hasOwnProperty.call(cmu, key) ? cmu[key] : undefined;
  return entry ? entry.split(' ') : null;
}

/** Every pronunciation the dictionary lists for a word, stressless, the main one first ("word", "word(2)", …). */
export function cmuPronunciations(cmu: Readonly<Record<string, string>>, word: string): string[][] {
  const out: string[][] = [];
  for (let n = 1; ; n++) {
    const phones = cmuPhones(cmu, n === 1 ? word : `${word}(${n})`);
    if (!phones) return out;
    out.push(stripStress(phones));
  }
}

export function stripStress(phones: readonly string[]): string[] {
  return phones.map((p) => p.replace(/\d$/, ''));
}

const NEAR_GROUPS: readonly (readonly string[])[] = [
  ['AH', 'IH', 'EH', 'ER', 'UH', 'AX'],
  ['IY', 'IH', 'EY'],
  ['UW', 'UH', 'OW'],
  ['AA', 'AO', 'AH', 'OW'],
  ['AE', 'EH', 'AA'],
  ['AY', 'AA', 'EY'],
  ['S', 'Z'], ['T', 'D', 'DH'], ['P', 'B'], ['K', 'G'], ['F', 'V'], ['TH', 'DH', 'F', 'T'],
  ['SH', 'ZH', 'CH', 'S'], ['CH', 'JH'], ['M', 'N', 'NG'], ['L', 'R', 'W'], ['Y', 'IY'],
];
const NEAR = new Set(NEAR_GROUPS.flatMap((g) => g.flatMap((a) => g.map((b) => `${a} ${b}`))));

/** Substitution cost between two stressless ARPAbet phones: 0 same, 0.5 near, 1 different. */
export function phoneDistance(a: string, b: string): number {
  if (a === b) return 0;
  return NEAR.has(`${a} ${b}`) ? 0.5 : 1;
}
