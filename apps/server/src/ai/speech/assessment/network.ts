/**
 * The extended recognition network for one expected sentence: a JSGF grammar that allows the expected
 * words in order (each optional, so a skipped word or a recording split at a pause still decodes), where
 * every word slot offers its correct pronunciation and its likely learner variants as separate, weighted
 * dictionary entries. The entry the decoder picks tells which pronunciation was heard.
 */
import { learnerVariants, type Pronunciation, type VariantOptions } from './learner-variants';

export interface NetworkWord {
  /** position in the expected sentence */
  index: number;
  /** normalised word */
  word: string;
  /** correct pronunciation first; empty when the dictionary does not know the word */
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

/** JSGF weights are written as plain decimals; tiny ones would print in exponent form, which the parser rejects. */
const weight = (w: number): string => Math.max(w, 0.0001).toFixed(4);

/**
 * `phonesFor` returns stressless ARPAbet phones of a word or null when unknown; unknown words get no slot
 * (they cannot be assessed at sound level) and are reported as not assessed by the caller.
 */
export function buildNetwork(
  words: readonly string[],
  phonesFor: (word: string) => string[] | null,
  opts: VariantOptions = {},
): RecognitionNetwork {
  const netWords: NetworkWord[] = words.map((word, index) => {
    const phones = phonesFor(word);
    return { index, word, pronunciations: phones && phones.length > 0 ? learnerVariants(phones, opts) : [] };
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
