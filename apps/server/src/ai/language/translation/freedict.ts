/**
 * Word-by-word glosses from FreeDict English→X dictionaries in dictd format
 * (Debian dict-freedict-eng-*: /usr/share/dictd/freedict-eng-XXX.index + .dict.dz).
 *
 * A dictionary is decompressed once (dictzip is gzip-compatible, so zlib's
 * gunzip reads it whole) and its index parsed into a Map — at creation for the
 * languages in `preload`, otherwise on the first request for that language.
 * Results are marked kind 'gloss': this is not a sentence translation.
 *
 * Read backwards, the same dictionaries give the English for a word or two-word phrase in X
 * (X→en): on the first such request a language's entries are scanned once into a translation →
 * English map, kept with the loaded dictionary. Sentences are left to a real translator.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { DICTD_DIR, isReadable, listDataFiles } from '../../installed';
import { FUNCTION_WORDS } from '../lexicon/function-words';
import {
  MAX_TRANSLATE_CHARS,
  TranslationError,
  UnsupportedLanguagePairError,
  baseLanguage,
} from './types';
import type { LanguagePair, TranslationProvider, TranslationResult } from './types';

export const DEFAULT_DICTD_DIR = DICTD_DIR;

export interface FreeDictOptions {
  dir?: string;
  /** languages (ISO 639-1) to load at creation; 'all' loads every installed dictionary */
  preload?: readonly string[] | 'all';
  /** optional lemmatiser (e.g. the lexicon's) for inflected words: went → go */
  lemmatize?: (word: string) => string | null;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_VALUE = new Map([...B64].map((c, i) => [c, i]));

/** dictd index numbers are base64 digits, most significant first. */
export function decodeDictdNumber(s: string): number {
  let n = 0;
  for (const c of s) {
    const v = B64_VALUE.get(c);
    if (v === undefined) return -1;
    n = n * 64 + v;
  }
  return n;
}

interface Loaded {
  data: Buffer;
  /** headword → raw base64 "offset,length" locators joined by ';' (decoded on lookup: far less memory than arrays) */
  index: Map<string, string>;
  cache: Map<string, string | null>;
  loadMs: number;
  /** X→English, built from this dictionary on the first request in that direction */
  reverse?: ReverseIndex;
}

interface ReverseIndex {
  /** normalised translation ("forchetta") → English ("fork"); '' where two English words tie (no answer) */
  exact: Map<string, string>;
  /** the same keyed without Latin accents, for keys that have them; '' where two words fold together */
  folded: Map<string, string>;
  buildMs: number;
}

/** Installed English→X FreeDict dictionaries: ISO 639-1 → file stem. */
export function detectFreeDicts(dir = DEFAULT_DICTD_DIR): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of listDataFiles(dir)) {
    const m = /^freedict-eng-([a-z]{3})\.index$/.exec(f);
    if (!m?.[1]) continue;
    const stem = `freedict-eng-${m[1]}`;
    if (isReadable(join(dir, `${stem}.dict.dz`)) || isReadable(join(dir, `${stem}.dict`))) {
      out.set(baseLanguage(m[1]), stem);
    }
  }
  return out;
}

function loadDict(dir: string, stem: string): Loaded {
  const t0 = performance.now();
  const dz = join(dir, `${stem}.dict.dz`);
  const data = existsSync(dz) ? gunzipSync(readFileSync(dz)) : readFileSync(join(dir, `${stem}.dict`));
  const text = readFileSync(join(dir, `${stem}.index`), 'utf8');
  const index = new Map<string, string>();
  let pos = 0;
  while (pos < text.length) {
    let end = text.indexOf('\n', pos);
    if (end < 0) end = text.length;
    const line = text.slice(pos, end);
    pos = end + 1;
    const t1 = line.indexOf('\t');
    const t2 = line.indexOf('\t', t1 + 1);
    if (t1 <= 0 || t2 < 0) continue;
    const head = line.slice(0, t1).toLowerCase();
    if (head.startsWith('00database') || head.startsWith('00-database')) continue;
    const loc = `${line.slice(t1 + 1, t2)},${line.slice(t2 + 1).trim()}`;
    const prev = index.get(head);
    index.set(head, prev === undefined ? loc : `${prev};${loc}`);
  }
  return { data, index, cache: new Map(), loadMs: performance.now() - t0 };
}

/** A sense line without its number, grammar tags <n>, domain labels [bot.] and cross-references {…}. */
function cleanSenseLine(line: string): string {
  return line
    .replace(/^\d+\.\s*/, '')
    .replace(/<[^>]*>/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\(\s*\[[^\]]*\]\s*\)/g, '')
    .replace(/\s+\d+\.\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[,;]$/, '');
}

/**
 * Pick the most useful translation among a headword's entries: general
 * vocabulary with examples beats domain-tagged senses ([mus.], [bot.]).
 */
export function bestTranslation(entries: readonly string[], word: string): string | null {
  let best: { text: string; score: number } | null = null;
  entries.forEach((entry, i) => {
    const lines = entry.split('\n');
    const headLine = lines[0] ?? '';
    const body = lines.slice(1);
    const translations: string[] = [];
    const numbered = body.filter((l) => /^\d+\.\s/.test(l));
    for (const l of numbered.length ? numbered : body) {
      if (!l || /^\s/.test(l)) continue;
      const t = cleanSenseLine(l);
      if (t) translations.push(t);
      if (translations.length) break;
    }
    const first = translations[0];
    if (!first) return;
    const firstItem = (first.split(/\s*[,;]\s*/)[0] ?? first).trim();
    let score = 0;
    score += Math.min(3, body.filter((l) => /^\s+"/.test(l)).length) * 2;
    if (/\[[^\]]+\]/.test(body[0] ?? '')) score -= 4;
    if (/Note:/.test(entry)) score -= 1;
    if (!headLine.toLowerCase().startsWith(word)) score -= 3;
    // an equivalent, not a description ("ingiliz alfabesinin ilk harfi")
    if (firstItem.length > 40) score -= 4;
    else if (firstItem.length > 25) score -= 2;
    if (FUNCTION_WORDS.has(word)) {
      if (/<(?:pron|art|prep|conj|det|modal|aux)/i.test(entry)) score += 3;
      if (/letter|alphabet/i.test(entry)) score -= 5;
    }
    if (!headLine.startsWith(word)) score -= 1; // case differs: "Cup" (constellation)
    score -= i * 0.01;
    if (!best || score > best.score) best = { text: firstItem, score };
  });
  return (best as { text: string; score: number } | null)?.text ?? null;
}

/** Most words the X→English direction looks up: a dictionary word or a short phrase, not a sentence. */
export const MAX_REVERSE_WORDS = 2;

/** Articles a learner may type before a noun ("la forchetta", "die Gabel"): the headwords have none. */
const ARTICLES: Readonly<Record<string, ReadonlySet<string>>> = {
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
/** Domain labels of everyday things ([zool.] dog, [cook.] …); other domains mark a specialist's sense ([techn.] yoke → Gabel). */
const EVERYDAY_DOMAIN = /^\[(?:zool|bot|ornith|cook|anat|geogr|Am|Br|ugs|Ös|Schw|Dt|geh|Norddt|Süddt|Bayr|selten|veraltet)\.?\]$/;

/**
 * How a translation and a learner's input are compared: NFKC (Dutch "ĳ" → "ij", half-width kana),
 * lower case, curly apostrophes straightened, one space between words.
 */
function reverseKey(text: string): string {
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
    const t = item.trim().replace(/\.$/, '');
    if (!t || t.length > 40 || t.includes('.') || !/\p{L}/u.test(t)) return null;
    return t.split(' ').length <= MAX_REVERSE_WORDS ? t : null;
  });
}

/** The English headword as the entry writes it ("fork /fˈɔːk/ <v>" → "fork"), case kept. */
function headwordOf(headLine: string): string {
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
const SAME_SCORE = 0.25;

/**
 * Reading a dictionary backwards is done once per language, on the event loop: about 1.4 ms per KB of
 * index (Italian 86 ms, French 182 ms). Larger dictionaries (Hindi, Turkish, Japanese, Arabic, German:
 * 8 s) would stall the server, so they keep the English→X direction only.
 */
const MAX_REVERSE_INDEX_BYTES = 300_000;

interface Ranked {
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

/** Every one- and two-word translation in one entry, scored as an equivalent of its headword. */
function rankEntry(ranked: Map<string, Ranked[]>, entry: string, headEntries: number): void {
  const lines = entry.split('\n');
  const head = headwordOf(lines[0] ?? '');
  if (!head) return;
  const headBase = headwordScore(head, headEntries);
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
function buildReverseIndex(d: Loaded): ReverseIndex {
  const t0 = performance.now();
  const ranked = new Map<string, Ranked[]>();
  const seen = new Set<number>(); // entries the index lists under more than one headword
  for (const [head, locs] of d.index) {
    // a headword of three or more words loses to any shorter one: skip it before decoding it
    if (head.split(' ', MAX_REVERSE_WORDS + 1).length > MAX_REVERSE_WORDS) continue;
    const all = locs.split(';');
    for (const loc of all) {
      const [o, l] = loc.split(',');
      const off = decodeDictdNumber(o ?? '');
      const len = decodeDictdNumber(l ?? '');
      if (off < 0 || len <= 0 || off + len > d.data.length || seen.has(off)) continue;
      seen.add(off);
      rankEntry(ranked, d.data.toString('utf8', off, off + len), all.length);
    }
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
function englishIn(r: ReverseIndex, text: string, lang: string): string | null {
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

function simpleLemmas(w: string): string[] {
  const out: string[] = [];
  const add = (s: string): void => {
    if (s.length >= 2 && s !== w) out.push(s);
  };
  if (w.endsWith("'s")) add(w.slice(0, -2));
  if (w.endsWith('ies')) add(`${w.slice(0, -3)}y`);
  if (w.endsWith('es')) add(w.slice(0, -2));
  if (w.endsWith('s')) add(w.slice(0, -1));
  if (w.endsWith('ied')) add(`${w.slice(0, -3)}y`);
  if (w.endsWith('ed')) {
    add(w.slice(0, -2));
    add(w.slice(0, -1));
  }
  if (w.endsWith('ing')) {
    add(w.slice(0, -3));
    add(`${w.slice(0, -3)}e`);
  }
  if (/([b-df-hj-np-tv-z])\1(?:ed|ing)$/.test(w)) add(w.replace(/(.)(?:ed|ing)$/, ''));
  return out;
}

export interface FreeDictProvider extends TranslationProvider {
  languages(): string[];
  /** single-word gloss, null when the dictionary has nothing */
  glossWord(word: string, target: string): string | null;
  /** the English for a word (or two-word phrase) in `source`, read backwards from its English→X dictionary; null when unknown */
  englishFor(text: string, source: string): string | null;
  /** load a language now (idempotent); returns load time in ms */
  preload(target: string): number;
  /** build a language's X→English index now (idempotent, loads the dictionary too); returns the build time in ms */
  preloadReverse(source: string): number;
}

export function createFreeDictProvider(opts: FreeDictOptions = {}): FreeDictProvider {
  const dir = opts.dir ?? DEFAULT_DICTD_DIR;
  const available = detectFreeDicts(dir);
  const reversible = new Set([...available].filter(([, stem]) => statSync(join(dir, `${stem}.index`)).size <= MAX_REVERSE_INDEX_BYTES).map(([lang]) => lang));
  const loaded = new Map<string, Loaded>();

  const get = (lang: string): Loaded | null => {
    const hit = loaded.get(lang);
    if (hit) return hit;
    const stem = available.get(lang);
    if (!stem) return null;
    const d = loadDict(dir, stem);
    loaded.set(lang, d);
    return d;
  };

  const preloadList = opts.preload === 'all' ? [...available.keys()] : (opts.preload ?? []);
  for (const lang of preloadList) get(baseLanguage(lang));

  const rawGloss = (d: Loaded, key: string): string | null => {
    if (d.cache.has(key)) return d.cache.get(key) ?? null;
    const locs = d.index.get(key);
    let result: string | null = null;
    if (locs) {
      const entries: string[] = [];
      for (const loc of locs.split(';').slice(0, 40)) {
        const [o, l] = loc.split(',');
        const off = decodeDictdNumber(o ?? '');
        const len = decodeDictdNumber(l ?? '');
        if (off < 0 || len <= 0 || off + len > d.data.length) continue;
        entries.push(d.data.toString('utf8', off, off + len));
      }
      result = bestTranslation(entries, key);
    }
    if (d.cache.size > 50_000) d.cache.clear();
    d.cache.set(key, result);
    return result;
  };

  const glossIn = (d: Loaded, word: string): string | null => {
    const w = word.toLowerCase().replace(/\u2019/g, "'");
    const direct = rawGloss(d, w);
    if (direct || FUNCTION_WORDS.has(w)) return direct; // would ≠ will (testament)
    const lemma = opts.lemmatize?.(w);
    if (lemma && lemma !== w) {
      const g = rawGloss(d, lemma);
      if (g) return g;
    }
    for (const cand of simpleLemmas(w)) {
      const g = rawGloss(d, cand);
      if (g) return g;
    }
    return null;
  };

  const reverseOf = (lang: string): ReverseIndex | null => {
    if (!reversible.has(lang)) return null;
    const d = get(lang);
    if (!d) return null;
    d.reverse ??= buildReverseIndex(d);
    return d.reverse;
  };

  // English→X glosses text; X→English only words (translateToEnglish refuses sentences)
  const supports = (target: string, source?: string): boolean => {
    const s = baseLanguage(source ?? 'en');
    const t = baseLanguage(target);
    return s === 'en' ? available.has(t) : t === 'en' && reversible.has(s);
  };

  const translateToEnglish = (text: string, s: string): TranslationResult => {
    const words = text.trim().split(/\s+/).filter(Boolean);
    // a sentence read word by word backwards would be nonsense: leave it to a real translator
    if (words.length > MAX_REVERSE_WORDS) throw new UnsupportedLanguagePairError(s, 'en');
    const r = reverseOf(s);
    if (!r) throw new UnsupportedLanguagePairError(s, 'en');
    const source = words.join(' ');
    const english = source ? englishIn(r, source, s) : null;
    return { text: english ?? text, kind: 'gloss', provider: `freedict:${available.get(s) ?? s}`, glosses: [{ source, target: english }] };
  };

  return {
    name: 'freedict',
    supports,
    languages: () => [...available.keys()],
    pairs: (): LanguagePair[] =>
      [...available.keys()].flatMap((x): LanguagePair[] => [
        { source: 'en', target: x, kind: 'gloss' },
        ...(reversible.has(x) ? [{ source: x, target: 'en', kind: 'gloss' } as const] : []),
      ]),
    preload: (target) => get(baseLanguage(target))?.loadMs ?? 0,
    preloadReverse: (source) => reverseOf(baseLanguage(source))?.buildMs ?? 0,
    glossWord(word, target) {
      const d = get(baseLanguage(target));
      return d ? glossIn(d, word) : null;
    },
    englishFor(text, source) {
      const s = baseLanguage(source);
      const r = s === 'en' ? null : reverseOf(s);
      return r ? englishIn(r, text, s) : null;
    },
    async translate(text: string, target: string, source?: string): Promise<TranslationResult> {
      const t = baseLanguage(target);
      const s = baseLanguage(source ?? 'en');
      if (!supports(t, s)) throw new UnsupportedLanguagePairError(s, t);
      if (text.length > MAX_TRANSLATE_CHARS) {
        throw new TranslationError(`text longer than ${MAX_TRANSLATE_CHARS} characters`, 'TEXT_TOO_LONG');
      }
      if (s !== 'en') return translateToEnglish(text, s);
      const d = get(t);
      if (!d) throw new UnsupportedLanguagePairError('en', t);
      const stem = available.get(t) ?? t;
      // words (with inner apostrophes/hyphens) and the separators between them
      const parts = text.split(/([\p{L}\p{N}]+(?:['\u2019-][\p{L}\p{N}]+)*)/u);
      const glosses: Array<{ source: string; target: string | null }> = [];
      let out = '';
      for (let i = 0; i < parts.length; i++) {
        const part = parts[i] ?? '';
        if (i % 2 === 0) {
          out += part;
          continue;
        }
        // try two- and three-word phrases first ("ice cream", "a lot of")
        let matched = false;
        for (const n of [3, 2]) {
          const last = i + (n - 1) * 2;
          if (last >= parts.length) continue;
          const seps = [];
          for (let k = i + 1; k < last; k += 2) seps.push(parts[k] ?? '');
          if (!seps.every((s) => s === ' ')) continue;
          const words = [];
          for (let k = i; k <= last; k += 2) words.push(parts[k] ?? '');
          const phrase = words.join(' ');
          const g = rawGloss(d, phrase.toLowerCase());
          if (g) {
            glosses.push({ source: phrase, target: g });
            out += g;
            i = last;
            matched = true;
            break;
          }
        }
        if (matched) continue;
        const g = /^\p{N}+$/u.test(part) ? part : glossIn(d, part);
        glosses.push({ source: part, target: g });
        const shown = g ?? part;
        const cap = /^\p{Lu}/u.test(part) && (part !== 'I' || i === 1);
        out += cap ? shown.charAt(0).toUpperCase() + shown.slice(1) : shown;
      }
      return { text: out, kind: 'gloss', provider: `freedict:${stem}`, glosses };
    },
  };
}
