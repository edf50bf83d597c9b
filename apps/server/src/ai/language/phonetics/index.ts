/**
 * Phonetics engine: English word/sentence → General American IPA.
 *
 * Source of truth is the CMU Pronouncing Dictionary (ARPAbet, 135k words), loaded
 * once when the engine is created. Words it lacks are decomposed (known stem +
 * suffix, prefix + known word, compound of two known words) and, failing that,
 * spelled out with letter-to-sound rules so invented words still get an IPA.
 */
import { arpabetToIpa, isVowel, parseArpabet, stripStress } from './arpabet';
import type { RhoticSymbol } from './arpabet';
import { loadCmuDict } from './cmudict';
import type { CmuDict } from './cmudict';
import { guessArpabet } from './lts';

export { arpabetToIpa, syllabify, parseArpabet, stripStress } from './arpabet';
export type { RhoticSymbol } from './arpabet';
export { guessArpabet } from './lts';

export type IpaSource = 'cmudict' | 'rules';

export interface WordIpa {
  ipa: string;
  source: IpaSource;
}

export interface TextIpa {
  text: string;
  words: Array<{ word: string; ipa: string; source: IpaSource }>;
  /** word IPAs joined by spaces, no slashes */
  ipa: string;
}

export interface PhoneticsEngine {
  ipaForWord(word: string): WordIpa | null;
  ipaForText(text: string): TextIpa;
  /** First pronunciation as ARPAbet phones (stress digits removed unless keepStress). */
  arpabetForWord(word: string, opts?: { keepStress?: boolean }): string[] | null;
  /** Every CMU dictionary variant, stress digits removed ([] when the dictionary lacks the word). */
  arpabetVariants(word: string): string[][];
  /** Number of dictionary headwords loaded. */
  readonly size: number;
}

export interface PhoneticsOptions {
  /** symbol for /r/: 'r' (learner dictionaries, default) or 'ɹ' (narrow IPA) */
  rhotic?: RhoticSymbol;
}

export const MAX_WORD_LENGTH = 64;
export const MAX_TEXT_LENGTH = 2000;

/** Lowercase, fold diacritics and typographic apostrophes; '' when unusable. */
export function normaliseWord(word: string): string {
  if (typeof word !== 'string' || word.length > MAX_WORD_LENGTH * 4) return '';
  const w = word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .toLowerCase()
    .trim()
    .replace(/^'+|'+$/g, '');
  if (w.length === 0 || w.length > MAX_WORD_LENGTH) return '';
  if (!/^[a-z0-9][a-z0-9'.-]*$/.test(w)) return '';
  return w;
}

const ONES = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 0 … 999,999,999 → English words; null when out of range. */
export function numberToWords(n: number): string[] | null {
  if (!Number.isInteger(n) || n < 0 || n > 999_999_999) return null;
  if (n < 20) return [ONES[n] ?? ''];
  if (n < 100) {
    const t = TENS[Math.floor(n / 10)] ?? '';
    return n % 10 ? [t, ONES[n % 10] ?? ''] : [t];
  }
  const parts: Array<[number, string]> = [
    [1_000_000, 'million'],
    [1000, 'thousand'],
    [100, 'hundred'],
  ];
  for (const [size, name] of parts) {
    if (n >= size) {
      const head = numberToWords(Math.floor(n / size)) ?? [];
      const rest = n % size;
      return rest ? [...head, name, ...(numberToWords(rest) ?? [])] : [...head, name];
    }
  }
  return null;
}

const VOICELESS = new Set(['P', 'T', 'K', 'F', 'TH']);
const SIBILANT = new Set(['S', 'Z', 'SH', 'ZH', 'CH', 'JH']);

function lastBase(phones: readonly string[]): string {
  return (phones[phones.length - 1] ?? '').replace(/[012]$/, '');
}

function pluralSuffix(stem: readonly string[]): string[] {
  const last = lastBase(stem);
  if (SIBILANT.has(last)) return ['IH0', 'Z'];
  return VOICELESS.has(last) ? ['S'] : ['Z'];
}

function pastSuffix(stem: readonly string[]): string[] {
  const last = lastBase(stem);
  if (last === 'T' || last === 'D') return ['IH0', 'D'];
  return VOICELESS.has(last) || last === 'S' || last === 'SH' || last === 'CH' ? ['T'] : ['D'];
}

type SuffixRule = { suffix: string; phones: (stem: readonly string[]) => string[] };

const SUFFIXES: readonly SuffixRule[] = [
  { suffix: "'s", phones: pluralSuffix },
  { suffix: 'ings', phones: () => ['IH0', 'NG', 'Z'] },
  { suffix: 'ing', phones: () => ['IH0', 'NG'] },
  { suffix: 'edly', phones: (s) => [...pastSuffix(s), 'L', 'IY0'] },
  { suffix: 'ed', phones: pastSuffix },
  { suffix: 'ers', phones: () => ['ER0', 'Z'] },
  { suffix: 'er', phones: () => ['ER0'] },
  { suffix: 'est', phones: () => ['AH0', 'S', 'T'] },
  { suffix: 'ly', phones: () => ['L', 'IY0'] },
  { suffix: 'ness', phones: () => ['N', 'AH0', 'S'] },
  { suffix: 'less', phones: () => ['L', 'AH0', 'S'] },
  { suffix: 'ful', phones: () => ['F', 'AH0', 'L'] },
  { suffix: 'ment', phones: () => ['M', 'AH0', 'N', 'T'] },
  { suffix: 'able', phones: () => ['AH0', 'B', 'AH0', 'L'] },
  { suffix: 'ism', phones: () => ['IH2', 'Z', 'AH0', 'M'] },
  { suffix: 'ist', phones: () => ['IH0', 'S', 'T'] },
  { suffix: 'ish', phones: () => ['IH0', 'SH'] },
  { suffix: 'es', phones: pluralSuffix },
  { suffix: 's', phones: pluralSuffix },
  { suffix: 'y', phones: () => ['IY0'] },
];

const PREFIXES: ReadonlyArray<[string, string[]]> = [
  ['un', ['AH2', 'N']],
  ['re', ['R', 'IY2']],
  ['pre', ['P', 'R', 'IY2']],
  ['dis', ['D', 'IH2', 'S']],
  ['mis', ['M', 'IH2', 'S']],
  ['non', ['N', 'AA2', 'N']],
  ['over', ['OW2', 'V', 'ER0']],
  ['under', ['AH2', 'N', 'D', 'ER0']],
  ['out', ['AW2', 'T']],
  ['anti', ['AE2', 'N', 'T', 'IY0']],
  ['super', ['S', 'UW2', 'P', 'ER0']],
];

/** Demote primary stress to secondary (for the second part of a compound / after a prefix). */
function demote(phones: readonly string[]): string[] {
  return phones.map((p) => p.replace(/1$/, '2'));
}

export function createPhoneticsEngine(opts: PhoneticsOptions = {}): PhoneticsEngine {
  const dict: CmuDict = loadCmuDict();
  const rhotic = opts.rhotic ?? 'r';

  const known = (w: string): string[] | null => {
    const entry = dict.get(w);
    if (!entry) return null;
    const bar = entry.indexOf('|');
    return (bar < 0 ? entry : entry.slice(0, bar)).split(' ');
  };

  /** Stem candidates after removing a suffix: plain, restored e, undoubled consonant, y←i. */
  const stemCandidates = (stem: string): string[] => {
    const c = [stem, `${stem}e`];
    if (/([b-df-hj-np-tv-z])\1$/.test(stem)) c.push(stem.slice(0, -1));
    if (stem.endsWith('i')) c.push(`${stem.slice(0, -1)}y`);
    return c;
  };

  const decompose = (w: string, depth: number): string[] | null => {
    if (depth > 2) return null;
    for (const { suffix, phones } of SUFFIXES) {
      if (!w.endsWith(suffix) || w.length - suffix.length < 3) continue;
      for (const cand of stemCandidates(w.slice(0, -suffix.length))) {
        const stem = known(cand) ?? (depth < 2 ? decompose(cand, depth + 1) : null);
        if (stem) return [...stem, ...phones(stem)];
      }
    }
    for (const [prefix, phones] of PREFIXES) {
      if (!w.startsWith(prefix) || w.length - prefix.length < 3) continue;
      const rest = known(w.slice(prefix.length));
      if (rest) return [...phones, ...rest];
    }
    // compound of two dictionary words, longest first part first
    for (let i = w.length - 3; i >= 3; i--) {
      const a = known(w.slice(0, i));
      const b = a ? known(w.slice(i)) : null;
      if (a && b) return [...a, ...demote(b)];
    }
    return null;
  };

  const wordArpabet = (raw: string): { phones: string[]; source: IpaSource } | null => {
    const w = normaliseWord(raw);
    if (!w) return null;
    const direct = known(w);
    if (direct) return { phones: direct, source: 'cmudict' };
    // hyphenated, dotted or numeric words: pronounce each part. Digits and letters are split apart
    // ("4k" → "4", "k") so that no part still holds a digit when it is looked up again.
    const parts = w.split(/[-.]+/).flatMap((part) => part.match(/\d+|\D+/g) ?? []);
    if (parts.length > 1 || /\d/.test(w)) {
      const phones: string[] = [];
      let source: IpaSource = 'cmudict';
      for (const part of parts) {
        const pieces = /^\d+$/.test(part) ? (numberToWords(Number(part)) ?? part.split('')) : [part];
        for (const piece of pieces) {
          const sub = /^\d$/.test(piece) ? wordArpabet(ONES[Number(piece)] ?? '') : wordArpabet(piece);
          if (!sub) continue;
          if (sub.source === 'rules') source = 'rules';
          phones.push(...(phones.length ? demote(sub.phones) : sub.phones));
        }
      }
      return phones.length ? { phones, source } : null;
    }
    const letters = w.replace(/[^a-z]/g, '');
    if (!letters) return null;
    const parsed = decompose(letters, 0) ?? guessArpabet(letters);
    return parsed.length ? { phones: parsed, source: 'rules' } : null;
  };

  const ipaForWord = (word: string): WordIpa | null => {
    const found = wordArpabet(word);
    if (!found) return null;
    return { ipa: arpabetToIpa(found.phones, { rhotic }), source: found.source };
  };

  const ipaForText = (text: string): TextIpa => {
    const input = typeof text === 'string' ? text.slice(0, MAX_TEXT_LENGTH) : '';
    const words: TextIpa['words'] = [];
    const tokens = input.normalize('NFKC').match(/[\p{L}\p{N}]+(?:['\u2019.-][\p{L}\p{N}]+)*/gu) ?? [];
    for (const token of tokens) {
      const found = ipaForWord(token);
      if (found) words.push({ word: token, ipa: found.ipa, source: found.source });
    }
    return { text: input, words, ipa: words.map((w) => w.ipa).join(' ') };
  };

  const arpabetForWord = (word: string, o: { keepStress?: boolean } = {}): string[] | null => {
    const found = wordArpabet(word);
    if (!found) return null;
    const phones = parseArpabet(found.phones).map((p) =>
      o.keepStress && p.stress !== null ? `${p.base}${p.stress}` : p.base,
    );
    return phones;
  };

  const arpabetVariants = (word: string): string[][] => {
    const w = normaliseWord(word);
    const entry = w ? dict.get(w) : undefined;
    return entry ? entry.split('|').map((v) => stripStress(v.split(' '))) : [];
  };

  return { ipaForWord, ipaForText, arpabetForWord, arpabetVariants, size: dict.size };
}

let shared: PhoneticsEngine | undefined;

/** The process-wide engine (created on first use, then reused). */
export function getPhoneticsEngine(): PhoneticsEngine {
  shared ??= createPhoneticsEngine();
  return shared;
}

/**
 * ARPAbet phones of a word without stress digits (e.g. water → W AO T ER),
 * for pronunciation scoring. Dictionary first, letter-to-sound rules otherwise;
 * null for empty or unusable input.
 */
export function arpabetForWord(word: string): string[] | null {
  return getPhoneticsEngine().arpabetForWord(word);
}

/** True when an ARPAbet symbol (with or without stress digit) is a vowel. */
export function isArpabetVowel(phone: string): boolean {
  return isVowel(phone.replace(/[012]$/, ''));
}
