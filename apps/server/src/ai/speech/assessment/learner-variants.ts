/**
 * Likely wrong pronunciations of a word, made from its CMU phones with the substitutions learners of
 * English commonly make (ship→sheep, think→sink/tink, very→berry, rice→lice, pen→pan, cut→cat, a dropped
 * final consonant). They become extra entries in the recognition network
 * (extended-network pronunciation assessment): whichever entry the decoder picks says which sound was off.
 */

export type VariantKind = 'substitution' | 'final-dropped' | 'vowel-inserted';

export interface SubstitutionRule {
  /** stable id, e.g. 'IH>IY' */
  id: string;
  /** expected ARPAbet phone (no stress) */
  from: string;
  /** the phone learners say instead */
  to: string;
  /** prior weight of this mistake in the network when nothing is known about the learner, 0–1 */
  weight: number;
  /** native languages (ISO 639-1) whose speakers often make it; their weight is raised */
  commonFor: readonly string[];
}

/** Both directions of each pair in issue 18, since learners confuse them either way. */
const PAIRS: ReadonlyArray<[string, string, readonly string[]]> = [
  ['IH', 'IY', ['es', 'pt', 'it', 'fr', 'ru', 'ar', 'zh', 'ja', 'ko', 'tr', 'vi', 'id', 'el', 'pl']],
  ['TH', 'S', ['fr', 'de', 'zh', 'ja', 'ko', 'ru', 'it', 'pt', 'id']],
  ['TH', 'T', ['ru', 'hi', 'it', 'pt', 'tr', 'vi', 'sv', 'pl', 'nl']],
  ['V', 'B', ['es', 'ja', 'ko', 'ar', 'zh', 'id', 'el']],
  ['L', 'R', ['ja', 'ko', 'zh', 'vi']],
  ['AE', 'EH', ['de', 'nl', 'es', 'it', 'pt', 'fr', 'ru', 'pl', 'tr', 'zh', 'ja', 'ko', 'ar', 'sv']],
  ['AH', 'AE', ['es', 'pt', 'it', 'fr', 'de', 'ru', 'ja', 'ko', 'zh']],
  ['F', 'V', ['de', 'nl']],
  ['UH', 'UW', ['es', 'pt', 'it', 'fr', 'ja', 'ko', 'zh', 'ru', 'ar', 'tr']],
];

export const SUBSTITUTION_RULES: readonly SubstitutionRule[] = PAIRS.flatMap(([a, b, langs]) => [
  { id: `${a}>${b}`, from: a, to: b, weight: 0.5, commonFor: langs },
  { id: `${b}>${a}`, from: b, to: a, weight: 0.5, commonFor: langs },
]);

const VOWELS = new Set(['AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'EH', 'ER', 'EY', 'IH', 'IY', 'OW', 'OY', 'UH', 'UW']);
export const isVowel = (phone: string): boolean => VOWELS.has(phone);

/** Languages whose syllables rarely end in a consonant: speakers drop final consonants or add a vowel after them. */
const OPEN_SYLLABLE_LANGS = new Set(['ja', 'ko', 'zh', 'vi', 'id', 'es', 'it', 'pt', 'hi', 'ar']);

export interface Pronunciation {
  /** ARPAbet phones without stress */
  phones: string[];
  /** null for the correct pronunciation */
  kind: VariantKind | null;
  /** the rule behind a substitution */
  ruleId: string | null;
  /** weight in the recognition network, relative to the correct pronunciation (1) */
  weight: number;
}

export interface VariantOptions {
  /** ISO 639-1 native language of the learner, when known */
  nativeLanguage?: string | null;
  /** multiply every wrong pronunciation's weight (the knob tuned on the benchmark's tuning half) */
  variantWeight?: number;
  /** at most this many wrong pronunciations per word (default 8) */
  maxVariants?: number;
}

/**
 * Default scale of wrong pronunciations against the right one in the network. The network only proposes:
 * every wrong pronunciation it picks is confirmed by forced alignment (sound-assess.ts, CONFIRM_MARGIN),
 * so the prior can be mild. On the minimal pairs' tuning half 0.1 and 1 gave the same verdicts; 0.1 keeps
 * a native language's known mistakes (weight doubled) ahead of the others. Before confirmation existed it
 * was 3e-6, so that a variant had to win acoustically by a wide margin (docs/benchmarks.md, 2026-11-28).
 */
export const DEFAULT_VARIANT_WEIGHT = 0.1;

/**
 * The correct pronunciation first, then single-mistake variants: one substituted phone, the final
 * consonant dropped, or a vowel added after it ("big" → "bigga"). Each phone list is unique.
 *
 * The added vowel was left out for a while: PocketSphinx hears the release of a final stop, or the schwa
 * of a following "the", as that vowel, and the network alone could not tell them apart. Since every wrong
 * pronunciation the network picks is checked by forced alignment (sound-assess.ts, confirmVariants), a
 * release too short to be a vowel no longer counts as one (docs/benchmarks.md, 2026-11-29).
 */
export function learnerVariants(phones: readonly string[], opts: VariantOptions = {}): Pronunciation[] {
  const native = opts.nativeLanguage?.toLowerCase().slice(0, 2) ?? null;
  const scale = opts.variantWeight ?? DEFAULT_VARIANT_WEIGHT;
  const boost = (langs: readonly string[] | boolean) =>
    native !== null && (langs === true || (Array.isArray(langs) && langs.includes(native))) ? 2 : 1;
  const out: Pronunciation[] = [{ phones: [...phones], kind: null, ruleId: null, weight: 1 }];
  const seen = new Set([phones.join(' ')]);
  const add = (p: string[], kind: VariantKind, ruleId: string | null, weight: number) => {
    const key = p.join(' ');
    if (p.length === 0 || seen.has(key)) return;
    seen.add(key);
    out.push({ phones: p, kind, ruleId, weight: Math.min(1, weight * scale) });
  };
  phones.forEach((phone, i) => {
    for (const rule of SUBSTITUTION_RULES) {
      if (rule.from !== phone) continue;
      const p = [...phones];
      p[i] = rule.to;
      add(p, 'substitution', rule.id, rule.weight * boost(rule.commonFor));
    }
  });
  const last = phones.at(-1);
  if (last && !isVowel(last) && phones.length > 1) {
    const openSyllables = native !== null && OPEN_SYLLABLE_LANGS.has(native);
    add(phones.slice(0, -1), 'final-dropped', null, 0.3 * (openSyllables ? 2 : 1));
    add([...phones, 'AH'], 'vowel-inserted', null, 0.3 * (openSyllables ? 2 : 1));
  }
  const max = opts.maxVariants ?? 8;
  return [out[0]!, ...out.slice(1).sort((a, b) => b.weight - a.weight).slice(0, max)];
}
