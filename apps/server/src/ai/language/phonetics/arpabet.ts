/**
 * ARPAbet (CMU dictionary phones) → IPA, General American.
 *
 * Stress marks are placed at the start of the stressed syllable (not before the
 * vowel), so the word is first syllabified with the maximal-onset principle
 * restricted to legal English onsets.
 */

export type RhoticSymbol = 'r' | 'ɹ';

const VOWELS = new Set([
  'AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'EH', 'ER', 'EY', 'IH', 'IY', 'OW', 'OY', 'UH', 'UW',
]);

const CONSONANT_IPA: Readonly<Record<string, string>> = {
  B: 'b', CH: 'tʃ', D: 'd', DH: 'ð', F: 'f', G: 'ɡ', HH: 'h', JH: 'dʒ', K: 'k', L: 'l',
  M: 'm', N: 'n', NG: 'ŋ', P: 'p', R: 'r', S: 's', SH: 'ʃ', T: 't', TH: 'θ', V: 'v',
  W: 'w', Y: 'j', Z: 'z', ZH: 'ʒ',
};

const VOWEL_IPA: Readonly<Record<string, string>> = {
  AA: 'ɑ', AE: 'æ', AO: 'ɔ', AW: 'aʊ', AY: 'aɪ', EH: 'ɛ', EY: 'eɪ', IH: 'ɪ', IY: 'i',
  OW: 'oʊ', OY: 'ɔɪ', UH: 'ʊ', UW: 'u',
};

/** Onsets English allows at the start of a syllable (ARPAbet, space separated). */
const LEGAL_ONSETS = new Set<string>([
  // single consonants (NG never starts a syllable)
  'B', 'CH', 'D', 'DH', 'F', 'G', 'HH', 'JH', 'K', 'L', 'M', 'N', 'P', 'R', 'S', 'SH', 'T',
  'TH', 'V', 'W', 'Y', 'Z', 'ZH',
  // two consonants
  'P R', 'P L', 'B R', 'B L', 'T R', 'D R', 'K R', 'K L', 'G R', 'G L', 'F R', 'F L',
  'TH R', 'SH R', 'S P', 'S T', 'S K', 'S M', 'S N', 'S L', 'S W', 'S F', 'T W', 'D W',
  'K W', 'G W', 'TH W', 'P Y', 'B Y', 'F Y', 'V Y', 'K Y', 'G Y', 'M Y', 'HH Y',
  // three consonants
  'S P R', 'S P L', 'S T R', 'S K R', 'S K W', 'S K L', 'S P Y', 'S K Y',
]);

export interface Phone {
  /** phone without stress digit, e.g. 'AH' */
  base: string;
  /** 0, 1, 2 for vowels; null for consonants */
  stress: 0 | 1 | 2 | null;
}

export function isVowel(base: string): boolean {
  return VOWELS.has(base);
}

/** Parse 'W AO1 T ER0' into phones. Unknown symbols are dropped. */
export function parseArpabet(phones: string | readonly string[]): Phone[] {
  const list = typeof phones === 'string' ? phones.trim().split(/\s+/) : phones;
  const out: Phone[] = [];
  for (const raw of list) {
    const m = /^([A-Z]{1,2})([012])?$/.exec(raw.toUpperCase());
    if (!m) continue;
    const base = m[1] ?? '';
    if (VOWELS.has(base)) {
      const digit = m[2];
      out.push({ base, stress: digit === '1' ? 1 : digit === '2' ? 2 : 0 });
    } else if (base in CONSONANT_IPA) {
      out.push({ base, stress: null });
    }
  }
  return out;
}

/** Split phones into syllables using maximal onset with legal English onsets. */
export function syllabify(phones: readonly Phone[]): Phone[][] {
  const nuclei: number[] = [];
  phones.forEach((p, i) => {
    if (p.stress !== null) nuclei.push(i);
  });
  if (nuclei.length === 0) return phones.length ? [phones.slice()] : [];
  // start index of each syllable
  const starts: number[] = [0];
  for (let k = 1; k < nuclei.length; k++) {
    const prev = nuclei[k - 1] ?? 0;
    const next = nuclei[k] ?? 0;
    const cluster = phones.slice(prev + 1, next).map((p) => p.base);
    let onsetLen = 0;
    for (let len = Math.min(3, cluster.length); len >= 1; len--) {
      if (LEGAL_ONSETS.has(cluster.slice(cluster.length - len).join(' '))) {
        onsetLen = len;
        break;
      }
    }
    starts.push(next - onsetLen);
  }
  const syllables: Phone[][] = [];
  for (let k = 0; k < starts.length; k++) {
    syllables.push(phones.slice(starts[k], k + 1 < starts.length ? starts[k + 1] : phones.length));
  }
  return syllables;
}

function phoneToIpa(p: Phone, rhotic: RhoticSymbol): string {
  if (p.stress === null) {
    if (p.base === 'R') return rhotic;
    return CONSONANT_IPA[p.base] ?? '';
  }
  if (p.base === 'AH') return p.stress === 0 ? 'ə' : 'ʌ';
  if (p.base === 'ER') return p.stress === 0 ? 'ɚ' : 'ɝ';
  return VOWEL_IPA[p.base] ?? '';
}

export interface IpaOptions {
  rhotic?: RhoticSymbol;
  /** mark stress on one-syllable words too (dictionaries usually don't) */
  markMonosyllables?: boolean;
}

/** ARPAbet phones → IPA with stress marks at syllable starts. */
export function arpabetToIpa(phones: string | readonly string[], opts: IpaOptions = {}): string {
  const rhotic = opts.rhotic ?? 'r';
  const parsed = parseArpabet(phones);
  const syllables = syllabify(parsed);
  const mark = syllables.length > 1 || opts.markMonosyllables === true;
  let out = '';
  for (const syl of syllables) {
    const nucleus = syl.find((p) => p.stress !== null);
    if (mark && nucleus?.stress === 1) out += 'ˈ';
    else if (mark && nucleus?.stress === 2) out += 'ˌ';
    for (const p of syl) out += phoneToIpa(p, rhotic);
  }
  return out;
}

/** Drop the stress digits: ['W','AO1','T','ER0'] → ['W','AO','T','ER']. */
export function stripStress(phones: readonly string[]): string[] {
  return phones.map((p) => p.replace(/[012]$/, ''));
}
