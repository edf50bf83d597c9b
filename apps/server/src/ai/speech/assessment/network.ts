/**
 * The extended recognition network for one expected sentence: a JSGF grammar that allows the expected
 * words in order (each optional, so a skipped word or a recording split at a pause still decodes), where
 * every word slot offers its correct pronunciation and its likely learner variants as separate, weighted
 * dictionary entries. The entry the decoder picks tells which pronunciation was heard.
 */
import { learnerVariants, type Pronunciation, type VariantOptions } from './learner-variants';
import { rightPronunciations, WEAK_FORM_WORDS } from './right-pronunciations';

export interface NetworkWord {
  /** position in the expected sentence */
  index: number;
  /** normalised word */
  word: string;
  /** right pronunciations first (kind null), then learner variants; empty when the dictionary does not know the word */
  pronunciations: Pronunciation[];
}

export interface RecognitionNetwork {
  jsgf: string;
  /** PocketSphinx dictionary text: one `token PHONE PHONE …` per line */
  dict: string;
  words: NetworkWord[];
  /** dictionary token → word slot and pronunciation */
  tokens: ReadonlyMap<string, { index: number; variant: number }>;
}

export const tokenFor = (index: number, variant: number): string => `w${index}v${variant}`;

/** Stops of one place: voiced or not, two in a row are said as one ("want to", "bad day", "big cat"). */
const SAME_PLACE = [new Set(['T', 'D']), new Set(['P', 'B']), new Set(['K', 'G'])];

/**
 * A final consonant runs into the same sound (or its stop partner) starting the next word, so not hearing
 * it there is connected speech, not a dropped consonant.
 */
const mergesInto = (last: string, next: string): boolean => last === next || SAME_PLACE.some((g) => g.has(last) && g.has(next));

/** JSGF weights are written as plain decimals: tiny ones would print in exponent form, which the parser rejects. */
const weight = (w: number): string => (w >= 1 ? '1' : w.toFixed(20).replace(/0+$/, ''));

/**
 * `pronunciationsFor` returns a word's stressless ARPAbet pronunciations from the dictionary, the main one
 * first, or an empty list when unknown; unknown words get no slot (they cannot be assessed at sound level)
 * and are reported as not assessed by the caller. Learner variants are made from the main pronunciation;
 * function words get none (see WEAK_FORM_WORDS).
 */
export function buildNetwork(
  words: readonly string[],
  pronunciationsFor: (word: string) => readonly (readonly string[])[],
  opts: VariantOptions = {},
): RecognitionNetwork {
  const netWords: NetworkWord[] = words.map((word, index) => {
    const rights = rightPronunciations(word, pronunciationsFor(word));
    if (rights.length === 0) return { index, word, pronunciations: [] };
    const right = rights.map((phones): Pronunciation => ({ phones, kind: null, ruleId: null, weight: 1 }));
    const rightKeys = new Set(rights.map((p) => p.join(' ')));
    const wrong = WEAK_FORM_WORDS.has(word) ? [] : learnerVariants(rights[0]!, opts).slice(1).filter((p) => !rightKeys.has(p.phones.join(' ')));
    return { index, word, pronunciations: [...right, ...wrong] };
  });
  netWords.forEach((w, i) => {
    const next = netWords[i + 1]?.pronunciations[0]?.phones[0];
    if (next) w.pronunciations = w.pronunciations.filter((p) => p.kind !== 'final-dropped' || !mergesInto(w.pronunciations[0]!.phones.at(-1)!, next));
  });
  const tokens = new Map<string, { index: number; variant: number }>();
  const dictLines: string[] = [];
  const rules: string[] = [];
  const slots: string[] = [];
  for (const w of netWords) {
    if (w.pronunciations.length === 0) continue;
    const alternatives = w.pronunciations.map((p, v) => {
      const token = tokenFor(w.index, v);
      tokens.set(token, { index: w.index, variant: v });
      dictLines.push(`${token} ${p.phones.join(' ')}`);
      return `/${weight(p.weight)}/ ${token}`;
    });
    rules.push(`<s${w.index}> = ${alternatives.join(' | ')} ;`);
    slots.push(`[<s${w.index}>]`);
  }
  const jsgf = ['#JSGF V1.0;', 'grammar assess;', `public <utt> = ${slots.join(' ') || '<NULL>'} ;`, ...rules, ''].join('\n');
  return { jsgf, dict: `${dictLines.join('\n')}\n`, words: netWords, tokens };
}
