/**
 * FreeDict's English→X dictionaries read backwards give the English for a word or two-word phrase in
 * X (X→en): on the first such request a language's entries are scanned once into a
 * translation → English map, kept with the loaded dictionary. Sentences are left to a real translator.
 */
import { cleanSenseLine, entriesAt } from './dictd';
import type { LoadedDict } from './dictd';

/** Most words the X→English direction looks up: a dictionary word or a short phrase, not a sentence. */
export const MAX_REVERSE_WORDS = 2;

export interface ReverseIndex {
  /** normalised translation ("forchetta") → English ("fork"); '' where two English words tie (no answer) */
  exact: Map<string, string>;
  /** the same keyed without Latin accents, for keys that have them; '' where two words fold together */
  folded: Map<string, string>;
  buildMs: number;
}

/** Articles a learner may type before a noun ("la forchetta", "die Gabel"): the headwords have none. */
export const ARTICLES: Readonly<Record<string, ReadonlySet<string>>> = {
  it: new Set(['il', 'lo', 'la', 'i', 'gli', 'le', 'un', 'uno', 'una']),
  es: new Set(['el', 'la', 'los', 'las', 'un', 'una']),
  fr: new Set(['le', 'la', 'les', 'un', 'une']),
  de: new Set(['der', 'die', 'das', 'ein', 'eine']),
  pt: new Set(['o', 'a', 'os', 'as', 'um', 'uma']),
  nl: new Set(['de', 'het', 'een']),
  sv: new Set(['en', 'ett']),
};
/** Elided articles written onto the noun: l'acqua, un'amica. */
const ELIDED_ARTICLE: Readonly<Record<string, RegExp>> = { it: /^(?:l|un)'(?=\p{L})/u, fr: /^l'(?=\p{L})/u };

/** Numbered senses, also Polish "I.  <V> 1.  …" and its indented " 2.  …". */
const SENSE_NUMBER = /^\s{0,2}(?:[IVX]+\.\s+(?:<[^>]*>\s*)?)?\d+\.\s/;
const NOT_A_TRANSLATION = /^\s*(?:"|Note:|Synonyms?:|Antonyms?:|see:)/i;
/** Labels saying the English headword is not the neutral word: moggy [Br.], feline [formal], ears [coll.]. */
const REGISTER_LABEL = /\[(?:coll|slang|vulg|formal|rare|dated|archaic|obs|poet|humor|pej|fig|übtr|euphem|childish|Sc|Ir|Austr|Can|NZ)\.?\]/;
/**
 * Domain labels of everyday things ([zool.] dog, [cook.] …, [soc.] the family: brother → Bruder); other
 * domains mark a specialist's sense ([techn.] yoke → Gabel).
 */
const EVERYDAY_DOMAIN = /^\[(?:zool|bot|ornith|cook|anat|geogr|soc|Am|Br|ugs|Ös|Schw|Dt|geh|Norddt|Süddt|Bayr|selten|veraltet)\.?\]$/;

/**
 * How a translation and a learner's input are compared: NFKC (Dutch "ĳ" → "ij", half-width kana),
 * lower case, curly apostrophes straightened, one space between words.
 */
export function reverseKey(text: string): string {
  // eslint-disable-next-line no-control-regex -- ASCII needs no normalising (most keys: the build's hot path)
  const normal = /^[\x00-\x7f]*$/.test(text) ? text : text.normalize('NFKC');
  return normal.toLowerCase().replace(/\u2019/g, "'").replace(/\s+/g, ' ').trim();
}

/**
 * Accents dropped from Latin letters only (perche → perché, loffel → löffel), and Russian ё written
 * е as it usually is: stripping marks elsewhere changes the word (й, Japanese が, Devanagari vowels).
 */
function foldAccents(key: string): string {
  // eslint-disable-next-line no-control-regex -- nothing to fold in ASCII (most keys)
  if (/^[\x00-\x7f]*$/.test(key)) return key;
  return key
    .normalize('NFD')
    .replace(/([a-z])[\u0300-\u036f]+/g, '$1')
    .replace(/е\u0308/g, 'е')
    .normalize('NFC');
}

/** The lines of an entry's body that list translations: each numbered sense, else the first line. */
function translationLines(body: readonly string[]): string[] {
  const numbered = body.filter((l) => SENSE_NUMBER.test(l));
  if (numbered.length) return numbered;
  // later unnumbered lines are Wiktionary-style descriptions ("place for indoor sports"), not equivalents
  const first = body.find((l) => l.trim() !== '' && !NOT_A_TRANSLATION.test(l));
  return first === undefined ? [] : [first];
}

/**
 * Turkish senses run on into usage examples after a full stop ("üslup, tarz. all manner of …");
 * a short word before the stop is an abbreviation (jdm., etw.), not a sentence's end.
 */
function beforeExamples(text: string): string {
  for (let i = text.indexOf('. '); i >= 0; i = text.indexOf('. ', i + 1)) {
    if (i >= 4 && /^\p{L}{4}$/u.test(text.slice(i - 4, i))) return text.slice(0, i);
  }
  return text;
}

/**
 * The equivalents a sense line lists, in order, with null where an item is no usable equivalent
 * (a description, an abbreviation, more than two words) so positions stay the dictionary's.
 */
function equivalentsIn(line: string): Array<string | null> {
  const text = beforeExamples(
    cleanSenseLine(line.trim().replace(/^[IVX]+\.\s+(?:<[^>]*>\s*)?/, ''))
      .replace(/\([^)]*\)/g, ' ')
      .replace(/~/g, ' '),
  );
  return text.split(/\s*[,;、，；]\s*/).map((item) => {
    // Indonesian refers to another sense by number ("kunci 2."): the number is no part of the word.
    const t = item.trim().replace(/\.$/, '').replace(/\s+\d+$/, '');
    if (!t || t.length > 40 || t.includes('.') || !/\p{L}/u.test(t)) return null;
    return t.split(' ').length <= MAX_REVERSE_WORDS ? t : null;
  });
}

/** The English headword as the entry writes it ("fork /fˈɔːk/ <v>" → "fork"), case kept. */
export function headwordOf(headLine: string): string {
  return headLine
    .replace(/\s\/.*$/, '')
    .replace(/<[^>]*>/g, '')
    .replace(/_/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What makes an English headword a likely everyday answer, whatever the translation: one word,
 * not a name, plain letters, short, and many entries (everyday words have many senses).
 */
function headwordScore(head: string, entries: number): number {
  let score = -(head.split(' ').length - 1) * 1.5;
  if (/[^\p{L}' -]/u.test(head)) score -= 1;
  score += Math.min(4, Math.log2(entries)) * 0.5;
  return score - head.length * 0.02;
}

/** What a sense line's labels say: a register or specialist sense is not what a learner's word means. */
function labelScore(line: string): number {
  if (REGISTER_LABEL.test(line)) return -3;
  if (/<pl>/.test(line)) return -1.5; // Löffel <pl> → spoons: the singular is the answer
  const labels = line.match(/\[[^\]]*\]/g) ?? [];
  return labels.some((l) => !EVERYDAY_DOMAIN.test(l)) ? -2 : 0;
}

/**
 * Where the translation stands in the entry: the first one listed is what the dictionary means by
 * the headword (tomato → pomodoro), a sole one is an exact match. German lists the compound first
 * ("Essgabel, Gabel" for fork): the word the first one ends with counts as first.
 */
function positionScore(items: ReadonlyArray<string | null>, item: number, sense: number): number {
  const first = items[0]?.toLowerCase();
  const self = items[item]?.toLowerCase() ?? '';
  const base = item > 0 && first !== undefined && first.length > self.length && first.endsWith(self);
  const at = base ? 0 : item;
  let score = at === 0 ? (sense === 0 ? 4 : 2) : 0;
  score -= Math.min(at, 4) * 0.5 + Math.min(sense, 4) * 0.5;
  return items.length === 1 ? score + 1 : score;
}

/**
 * Scores this close mean the dictionary cannot tell which English word is meant ("cat or jack" for
 * gato, "analyser or knife" for Messer): no answer is given rather than a wrong one to learn.
 */
export const SAME_SCORE = 0.25;

/**
 * Reading a dictionary backwards is done once per language, on the event loop: about 1.4 ms per KB of
 * index (Italian 86 ms, French 182 ms). Larger dictionaries (Hindi, Turkish, Japanese, Arabic, German:
 * 8 s) would stall the server, so they keep the English→X direction only.
 */
export const MAX_REVERSE_INDEX_BYTES = 300_000;

export interface Ranked {
  head: string;
  score: number;
}

/** Keep the three best headwords for a translation; a headword seen again keeps its best score. */
function rank(list: Ranked[], head: string, score: number): void {
  const same = list.find((r) => r.head === head);
  if (same) same.score = Math.max(same.score, score);
  else list.push({ head, score });
  list.sort((a, b) => b.score - a.score);
  if (list.length > 3) list.length = 3;
}

/**
 * Of two English words a foreign word translates equally well, the everyday one wins ("formiga": ant,
 * not emmet; "gato": cat, not jack): a quarter point per doubling of how often the word is met (SemCor
 * tag counts: car 73, ant 6, emmet 0), at most one point, so it breaks near-ties but never outweighs
 * where the dictionary lists the word ("kunci" stays the clef it is listed under first).
 * bench/translation/reverse-round-trip.ts chose the weight: a larger one (3 points) answered more but
 * also gave a wrong word more often (docs/benchmarks.md).
 */
export function familiarityScore(count: number): number {
  return Math.min(1, Math.log2(1 + count) * 0.25);
}

/** Every one- and two-word translation in one entry, scored as an equivalent of its headword. */
export function rankEntry(ranked: Map<string, Ranked[]>, entry: string, headEntries: number, familiarity?: (english: string) => number): void {
  const lines = entry.split('\n');
  const head = headwordOf(lines[0] ?? '');
  if (!head) return;
  const headBase = headwordScore(head, headEntries) + (familiarity ? familiarityScore(familiarity(head)) : 0);
  const headIsName = /^\p{Lu}/u.test(head);
  const senses = translationLines(lines.slice(1));
  for (let sense = 0; sense < senses.length; sense++) {
    const line = senses[sense] ?? '';
    const items = equivalentsIn(line);
    const lineBase = headBase + labelScore(line);
    for (let item = 0; item < items.length; item++) {
      const translation = items[item];
      if (!translation) continue;
      let score = lineBase + positionScore(items, item, sense);
      if (headIsName && !/^\p{Lu}/u.test(translation)) score -= 2; // Cup (the constellation) → tazza
      const key = reverseKey(translation);
      let list = ranked.get(key);
      if (!list) ranked.set(key, (list = []));
      rank(list, head, score);
    }
  }
}

/**
 * Read a loaded English→X dictionary backwards: every entry once, each translation keyed to its
 * best English headword(s). Only the answers are kept (one string per translation).
 */
export function buildReverseIndex(d: LoadedDict, familiarity?: (english: string) => number): ReverseIndex {
  const t0 = performance.now();
  const ranked = new Map<string, Ranked[]>();
  const seen = new Set<number>(); // entries the index lists under more than one headword
  const readBefore = (offset: number): boolean => {
    if (seen.has(offset)) return true;
    seen.add(offset);
    return false;
  };
  for (const [head, locs] of d.index) {
    // a headword of three or more words loses to any shorter one: skip it before decoding it
    if (head.split(' ', MAX_REVERSE_WORDS + 1).length > MAX_REVERSE_WORDS) continue;
    const headEntries = locs.split(';').length;
    // One count per headword, however many entries and senses it has.
    const count = familiarity ? familiarity(head) : 0;
    for (const entry of entriesAt(d, locs, undefined, readBefore)) rankEntry(ranked, entry, headEntries, familiarity && (() => count));
  }
  const exact = new Map<string, string>();
  const folded = new Map<string, string>();
  for (const [key, [best, next]] of ranked) {
    if (!best) continue;
    const close = next && next.score >= best.score - SAME_SCORE && next.head.toLowerCase() !== best.head.toLowerCase();
    // A tie is kept as '' (known, no answer), so the word is not read as another one without accents.
    if (close) {
      exact.set(key, '');
      continue;
    }
    const english = best.head;
    exact.set(key, english);
    const f = foldAccents(key);
    if (f === key) continue;
    const prev = folded.get(f);
    folded.set(f, prev === undefined || prev === english ? english : '');
  }
  return { exact, folded, buildMs: performance.now() - t0 };
}

/** The English for a normalised key: as written, else without accents when that names one word. */
function reverseHit(r: ReverseIndex, key: string): string | null {
  if (r.exact.has(key)) return r.exact.get(key) || null;
  const f = foldAccents(key);
  if (f !== key && r.exact.has(f)) return r.exact.get(f) || null;
  return r.folded.get(f) || null;
}

/** The English for a word or two-word phrase in `lang`, trying it also without a leading article. */
export function englishIn(r: ReverseIndex, text: string, lang: string): string | null {
  const key = reverseKey(text).replace(/^[\p{P}\s]+|[\p{P}\s]+$/gu, ''); // "'pomodoro'?"
  if (!key) return null;
  const hit = reverseHit(r, key);
  if (hit) return hit;
  const words = key.split(' ');
  if (words.length === 2 && words[1] && ARTICLES[lang]?.has(words[0] ?? '')) return reverseHit(r, words[1]);
  const elided = ELIDED_ARTICLE[lang];
  if (words.length === 1 && elided?.test(key)) return reverseHit(r, key.replace(elided, ''));
  return null;
}

