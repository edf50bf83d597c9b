/**
 * Word-by-word glosses from FreeDict English→X dictionaries (read by dictd.ts). A language's
 * dictionary is loaded at creation for the languages in `preload`, otherwise on the first request
 * for that language. Results are marked kind 'gloss': this is not a sentence translation.
 *
 * The X→English direction answers a word or two-word phrase only: by reading the English→X dictionary
 * backwards (freedict-reverse.ts; for the large ones, by searching it for the word, freedict-scan.ts),
 * or, for a language with none to read, from its X→English dictionary (dict-freedict-*-eng) where installed.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { FUNCTION_WORDS } from '../lexicon/function-words';
import { DEFAULT_DICTD_DIR, cleanSenseLine, detectFreeDicts, entriesAt, loadDict } from './dictd';
import type { LoadedDict } from './dictd';
import { MAX_REVERSE_INDEX_BYTES, MAX_REVERSE_WORDS, buildReverseIndex, englishIn } from './freedict-reverse';
import type { ReverseIndex } from './freedict-reverse';
import { englishByScan, entrySpans } from './freedict-scan';
import type { EntrySpans } from './freedict-scan';
import {
  MAX_TRANSLATE_CHARS,
  TranslationError,
  UnsupportedLanguagePairError,
  baseLanguage,
} from './types';
import type { LanguagePair, TranslationProvider, TranslationResult } from './types';

export interface FreeDictOptions {
  dir?: string;
  /** languages (ISO 639-1) to load at creation; 'all' loads every installed dictionary */
  preload?: readonly string[] | 'all';
  /** optional lemmatiser (e.g. the lexicon's) for inflected words: went → go */
  lemmatize?: (word: string) => string | null;
  /** whether X→English dictionaries (dict-freedict-*-eng) answer for languages not read backwards; default true */
  toEnglishDicts?: boolean;
  /** optional: how often an English word is met (the lexicon's), to prefer "key" to "clef" for kunci */
  familiarity?: (english: string) => number;
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

/**
 * The English of an X→English headword's entries: each entry's first sense line (deu-eng indents some:
 * " [bot.] apple <n>"; examples are quoted; cross-references, notes and synonyms are no sense), from the
 * entry most likely to hold the everyday sense: one with examples, without a note ("Note: of a thing")
 * or a domain label, as bestTranslation judges the other direction ("müde": "tired", not "tame").
 */
export function firstSense(entries: readonly string[]): string | null {
  let best: { sense: string; score: number } | null = null;
  entries.forEach((entry, i) => {
    const body = entry.split('\n').slice(1);
    const line = body.map((l) => l.trim()).find((t) => t && !/^["“]|^(see|synonym|note|antonym)s?:/i.test(t));
    const sense = line ? (cleanSenseLine(line).split(/\s*[,;]\s*/)[0] ?? '').trim() : '';
    if (!sense || sense.length > 40) return;
    const score = Math.min(3, body.filter((l) => /^\s+"/.test(l)).length) * 2 - (/Note:/.test(entry) ? 2 : 0) - (/\[[^\]]+\]/.test(line ?? '') ? 4 : 0) - i * 0.01;
    if (!best || score > best.score) best = { sense, score };
  });
  return (best as { sense: string; score: number } | null)?.sense ?? null;
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

/**
 * Largest X→English dictionary index loaded (whole, on the first word asked from that language): deu-eng's
 * 12.7 MB index costs 320 MB and 1.3 s to load (docs/benchmarks.md), so German keeps no X→English
 * direction until a reader that seeks into the dictzip file instead of loading it.
 */
export const MAX_TO_ENGLISH_INDEX_BYTES = 4_000_000;

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

/**
 * The large English→X dictionaries whose search gives the everyday English word (freedict-scan.ts),
 * checked on 2026-11-28 with everyday words (dog, cat, water, book, school, apple …): German 10 of 12
 * right and 2 unknown, Japanese 7 of 8 and 1 unknown, Hindi 4 of 7 and 3 unknown, none wrong. Turkish
 * ("kedi" → "pussy", "araba" → "conveyance") and Arabic ("كتاب" → "Casebook") gave wrong words to
 * learn, so they stay without this direction.
 */
const SEARCHED_FOR_ENGLISH: ReadonlySet<string> = new Set(['de', 'ja', 'hi']);

export function createFreeDictProvider(opts: FreeDictOptions = {}): FreeDictProvider {
  const dir = opts.dir ?? DEFAULT_DICTD_DIR;
  const available = detectFreeDicts(dir);
  const reversible = new Set([...available].filter(([, stem]) => statSync(join(dir, `${stem}.index`)).size <= MAX_REVERSE_INDEX_BYTES).map(([lang]) => lang));
  /** English→X dictionaries too large to read backwards whole: searched for each word instead. */
  const scanned = new Set([...available.keys()].filter((lang) => !reversible.has(lang) && SEARCHED_FOR_ENGLISH.has(lang)));
  /** X→English dictionaries (dict-freedict-*-eng), loaded on the first request from that language. */
  // Only for languages that cannot be read backwards (Swahili, Afrikaans, Esperanto, Danish…: no English→X
  // one here): where both exist, the small X→English ones give rare senses ("fait" → "mature"). And only
  // up to MAX_TO_ENGLISH_INDEX_BYTES, as a dictionary is loaded whole.
  const toEnglish = opts.toEnglishDicts === false
    ? new Map<string, string>()
    : new Map([...detectFreeDicts(dir, 'to-english')].filter(([lang, stem]) => !reversible.has(lang) && !scanned.has(lang) && statSync(join(dir, `${stem}.index`)).size <= MAX_TO_ENGLISH_INDEX_BYTES));
  const loadedToEnglish = new Map<string, LoadedDict>();
  const loaded = new Map<string, LoadedDict>();
  /** X→English, built from a loaded dictionary on the first request in that direction */
  const reverses = new Map<string, ReverseIndex>();
  /** Where each entry of a scanned dictionary starts, made on the first X→English request for it. */
  const spans = new Map<string, EntrySpans>();

  const get = (lang: string): LoadedDict | null => {
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

  const rawGloss = (d: LoadedDict, key: string): string | null => {
    if (d.cache.has(key)) return d.cache.get(key) ?? null;
    const locs = d.index.get(key);
    let result: string | null = null;
    if (locs) result = bestTranslation(entriesAt(d, locs, 40), key);
    if (d.cache.size > 50_000) d.cache.clear();
    d.cache.set(key, result);
    return result;
  };

  const glossIn = (d: LoadedDict, word: string): string | null => {
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

  /**
   * The English for a word or short phrase from the language's own X→English dictionary: its headwords
   * are the learner's words ("asante" → "thank you"), for languages with no English→X one to read backwards.
   */
  const directEnglish = (lang: string, text: string): string | null => {
    const stem = toEnglish.get(lang);
    if (!stem) return null;
    let d = loadedToEnglish.get(lang);
    if (!d) loadedToEnglish.set(lang, (d = loadDict(dir, stem)));
    const key = text.toLowerCase().replace(/\u2019/g, "'").trim();
    for (const k of [key, ...(key.includes(' ') ? [] : simpleLemmas(key))]) {
      const locs = d.index.get(k);
      const sense = locs ? firstSense(entriesAt(d, locs, 10)) : null;
      if (sense) return sense;
    }
    return null;
  };

  const reverseOf = (lang: string): ReverseIndex | null => {
    if (!reversible.has(lang)) return null;
    const d = get(lang);
    if (!d) return null;
    let r = reverses.get(lang);
    if (!r) reverses.set(lang, (r = buildReverseIndex(d, opts.familiarity)));
    return r;
  };

  /** The English for a word of a language in `scanned`, searched in its dictionary; null when unknown. */
  const scannedEnglish = (lang: string, text: string): string | null => {
    const d = get(lang);
    if (!d) return null;
    let sp = spans.get(lang);
    if (!sp) spans.set(lang, (sp = entrySpans(d)));
    return englishByScan(d, sp, text, lang, opts.familiarity);
  };

  // English→X glosses text; X→English only words (translateToEnglish refuses sentences)
  const supports = (target: string, source?: string): boolean => {
    const s = baseLanguage(source ?? 'en');
    const t = baseLanguage(target);
    return s === 'en' ? available.has(t) : t === 'en' && (reversible.has(s) || scanned.has(s) || toEnglish.has(s));
  };

  const translateToEnglish = (text: string, s: string): TranslationResult => {
    const words = text.trim().split(/\s+/).filter(Boolean);
    // a sentence read word by word backwards would be nonsense: leave it to a real translator
    if (words.length > MAX_REVERSE_WORDS) throw new UnsupportedLanguagePairError(s, 'en');
    const r = reverseOf(s);
    if (!r && !scanned.has(s) && !toEnglish.has(s)) throw new UnsupportedLanguagePairError(s, 'en');
    const source = words.join(' ');
    // A language has one of the three (toEnglish leaves out the ones read backwards or searched).
    const english = !source ? null : r ? englishIn(r, source, s) : scanned.has(s) ? scannedEnglish(s, source) : directEnglish(s, source);
    const stem = r || scanned.has(s) ? available.get(s) : toEnglish.get(s);
    return { text: english ?? text, kind: 'gloss', provider: `freedict:${stem ?? s}`, glosses: [{ source, target: english }] };
  };

  return {
    name: 'freedict',
    supports,
    languages: () => [...available.keys()],
    pairs: (): LanguagePair[] => [
      ...[...available.keys()].map((x): LanguagePair => ({ source: 'en', target: x, kind: 'gloss' })),
      ...[...new Set([...reversible, ...scanned, ...toEnglish.keys()])].map((x): LanguagePair => ({ source: x, target: 'en', kind: 'gloss' })),
    ],
    preload: (target) => get(baseLanguage(target))?.loadMs ?? 0,
    preloadReverse: (source) => reverseOf(baseLanguage(source))?.buildMs ?? 0,
    glossWord(word, target) {
      const d = get(baseLanguage(target));
      return d ? glossIn(d, word) : null;
    },
    englishFor(text, source) {
      const s = baseLanguage(source);
      if (s === 'en') return null;
      const r = reverseOf(s);
      return r ? englishIn(r, text, s) : scanned.has(s) ? scannedEnglish(s, text) : directEnglish(s, text);
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
