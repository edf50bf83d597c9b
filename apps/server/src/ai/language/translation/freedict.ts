/**
 * Word-by-word glosses from FreeDict English→X dictionaries in dictd format
 * (Debian dict-freedict-eng-*: /usr/share/dictd/freedict-eng-XXX.index + .dict.dz).
 *
 * A dictionary is decompressed once (dictzip is gzip-compatible, so zlib's
 * gunzip reads it whole) and its index parsed into a Map — at creation for the
 * languages in `preload`, otherwise on the first request for that language.
 * Results are marked kind 'gloss': this is not a sentence translation.
 */
import { existsSync, readFileSync } from 'node:fs';
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
      const t = l
        .replace(/^\d+\.\s*/, '')
        .replace(/<[^>]*>/g, '')
        .replace(/\[[^\]]*\]/g, '')
        .replace(/\{[^}]*\}/g, '')
        .replace(/\(\s*\[[^\]]*\]\s*\)/g, '')
        .replace(/\s+\d+\.\s*$/, '')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/[,;]$/, '');
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
  /** load a language now (idempotent); returns load time in ms */
  preload(target: string): number;
}

export function createFreeDictProvider(opts: FreeDictOptions = {}): FreeDictProvider {
  const dir = opts.dir ?? DEFAULT_DICTD_DIR;
  const available = detectFreeDicts(dir);
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

  const supports = (target: string, source?: string): boolean =>
    baseLanguage(source ?? 'en') === 'en' && available.has(baseLanguage(target));

  return {
    name: 'freedict',
    supports,
    languages: () => [...available.keys()],
    pairs: (): LanguagePair[] => [...available.keys()].map((t) => ({ source: 'en', target: t, kind: 'gloss' })),
    preload: (target) => get(baseLanguage(target))?.loadMs ?? 0,
    glossWord(word, target) {
      const d = get(baseLanguage(target));
      return d ? glossIn(d, word) : null;
    },
    async translate(text: string, target: string, source?: string): Promise<TranslationResult> {
      const t = baseLanguage(target);
      if (!supports(t, source)) throw new UnsupportedLanguagePairError(baseLanguage(source ?? 'en'), t);
      if (text.length > MAX_TRANSLATE_CHARS) {
        throw new TranslationError(`text longer than ${MAX_TRANSLATE_CHARS} characters`, 'TEXT_TOO_LONG');
      }
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
