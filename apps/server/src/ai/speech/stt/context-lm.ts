/**
 * A small trigram model of what the learner is likely to say in a turn (issue 18 §3): the partner's
 * question, the scene turn's example answers, key words and hint, the learner's facts. Absolute
 * discounting (D = 0.5) with back-off to the unigrams, written as ARPA text for PocketSphinx, which
 * mixes it into the general model (context-decoder.ts).
 * With `flatUnigram`, every word of the context gets that one small unigram probability instead of
 * its count: the model then lifts the context's word sequences, not its words wherever they fall
 * (on the tuning answers this kept answers out of context from getting worse).
 */
import { normaliseWords } from '../assessment/align';
import { numberToWords } from '../../language/phonetics/index';

const DISCOUNT = 0.5;

/**
 * The settings chosen on the tuning answers and then measured once on the blind ones
 * (`bench/speech/context-interpolation.ts`, docs/benchmarks.md): the turn's model weighs 1e-3 in
 * the mix, each of its words with the flat unigram 1e-4. Word errors on answers in context fell by
 * 22 %, out of context they stayed the same.
 */
export const CONTEXT_WEIGHT = 1e-3;
export const CONTEXT_FLAT_UNIGRAM = 1e-4;
/** Lines beyond these are dropped: a turn's context is a question, a few answers and facts. */
const MAX_LINES = 40;
const MAX_LINE_CHARS = 300;

/** The words of a line as the recogniser writes them: lower case, digits said as words. */
export function spokenWords(text: string): string[] {
  return normaliseWords(text).flatMap((w) => (/^\d+$/.test(w) ? (numberToWords(Number(w)) ?? []) : [w]));
}

type Counts = Map<string, number>;
const add = (m: Counts, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
const historyOf = (k: string) => k.slice(0, k.lastIndexOf(' '));
const lastWord = (k: string) => k.slice(k.lastIndexOf(' ') + 1);
const lowerOf = (k: string) => k.slice(k.indexOf(' ') + 1);

/** P(w | h) for the n-grams seen, discounted, the rest of the mass given to the lower order. */
function discounted(counts: Counts, lower: (k: string) => number): Map<string, number> {
  const totals = new Map<string, { total: number; types: number }>();
  for (const [k, n] of counts) {
    const t = totals.get(historyOf(k)) ?? { total: 0, types: 0 };
    totals.set(historyOf(k), { total: t.total + n, types: t.types + 1 });
  }
  const p = new Map<string, number>();
  for (const [k, n] of counts) {
    const t = totals.get(historyOf(k))!;
    p.set(k, (n - DISCOUNT) / t.total + ((DISCOUNT * t.types) / t.total) * lower(k));
  }
  return p;
}

/** Back-off weight per history: the mass the seen n-grams left, spread over the lower order's other words. */
function backoffs(p: Map<string, number>, lower: (k: string) => number): Map<string, number> {
  const seen = new Map<string, { p: number; lower: number }>();
  for (const [k, v] of p) {
    const s = seen.get(historyOf(k)) ?? { p: 0, lower: 0 };
    seen.set(historyOf(k), { p: s.p + v, lower: s.lower + lower(k) });
  }
  return new Map([...seen].map(([h, s]) => [h, Math.max(1e-9, (1 - s.p) / Math.max(1e-9, 1 - s.lower))]));
}

/** The turn's model as ARPA text, or null when the lines hold no word (then nothing is mixed in). */
export function contextArpa(lines: readonly string[], opts: { flatUnigram?: number } = {}): string | null {
  const c1: Counts = new Map();
  const c2: Counts = new Map();
  const c3: Counts = new Map();
  for (const line of lines.slice(0, MAX_LINES)) {
    const w = ['<s>', ...spokenWords(line.slice(0, MAX_LINE_CHARS)), '</s>'];
    if (w.length <= 2) continue;
    for (let i = 1; i < w.length; i++) {
      add(c1, w[i]!);
      add(c2, `${w[i - 1]} ${w[i]}`);
      if (i > 1) add(c3, `${w[i - 2]} ${w[i - 1]} ${w[i]}`);
    }
  }
  if (c1.size === 0) return null;
  const total = [...c1.values()].reduce((a, b) => a + b, 0);
  const p1 = new Map([...c1].map(([w, n]) => [w, opts.flatUnigram ?? n / total]));
  const p2 = discounted(c2, (k) => p1.get(lastWord(k)) ?? 0);
  const p3 = discounted(c3, (k) => p2.get(lowerOf(k)) ?? 0);
  const bo1 = backoffs(p2, (k) => p1.get(lastWord(k)) ?? 0);
  const bo2 = backoffs(p3, (k) => p2.get(lowerOf(k)) ?? 0);
  const log = (x: number) => Math.log10(Math.max(x, 1e-99)).toFixed(4);
  const withBackoff = (k: string, bo: Map<string, number>) => (bo.has(k) ? ` ${log(bo.get(k)!)}` : '');
  return [
    '\\data\\', `ngram 1=${p1.size + 1}`, `ngram 2=${p2.size}`, `ngram 3=${p3.size}`, '',
    '\\1-grams:', `-99.0000 <s>${withBackoff('<s>', bo1)}`, ...[...p1].map(([w, p]) => `${log(p)} ${w}${withBackoff(w, bo1)}`), '',
    '\\2-grams:', ...[...p2].map(([k, p]) => `${log(p)} ${k}${withBackoff(k, bo2)}`), '',
    '\\3-grams:', ...[...p3].map(([k, p]) => `${log(p)} ${k}`), '',
    '\\end\\', '',
  ].join('\n');
}
