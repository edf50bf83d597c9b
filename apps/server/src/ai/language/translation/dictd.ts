/**
 * Reading FreeDict dictionaries in dictd format (Debian dict-freedict-eng-* and dict-freedict-*-eng:
 * /usr/share/dictd/freedict-eng-XXX.index + .dict.dz): which are installed, one loaded whole, and the
 * entries a headword's index line points to. What the entries mean is left to freedict.ts (English→X,
 * and X→English from an X→English dictionary) and freedict-reverse.ts (X→English read backwards).
 *
 * A dictionary is decompressed once (dictzip is gzip-compatible, so zlib's gunzip reads it whole) and
 * its index parsed into a Map.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { DICTD_DIR, isReadable, listDataFiles } from '../../installed';
import { baseLanguage } from './types';

export const DEFAULT_DICTD_DIR = DICTD_DIR;

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

/** One dictionary read into memory, with the English→X glosses looked up so far (freedict.ts). */
export interface LoadedDict {
  data: Buffer;
  /** headword → raw base64 "offset,length" locators joined by ';' (decoded on lookup: far less memory than arrays) */
  index: Map<string, string>;
  cache: Map<string, string | null>;
  loadMs: number;
}

/** FreeDict codes that are not the ISO 639-3 code of the language's ISO 639-1 tag (Swahili is "swh", ISO "swa"). */
const FREEDICT_CODE_ALIASES: Readonly<Record<string, string>> = { swh: 'sw' };

/**
 * Installed FreeDict dictionaries of one direction, ISO 639-1 → file stem: English→X
 * (dict-freedict-eng-*, the default) or X→English (dict-freedict-*-eng).
 */
export function detectFreeDicts(dir = DEFAULT_DICTD_DIR, direction: 'from-english' | 'to-english' = 'from-english'): Map<string, string> {
  const out = new Map<string, string>();
  const pattern = direction === 'from-english' ? /^freedict-eng-([a-z]{3})\.index$/ : /^freedict-((?!eng)[a-z]{3})-eng\.index$/;
  for (const f of listDataFiles(dir)) {
    const code = pattern.exec(f)?.[1];
    if (!code) continue;
    const stem = direction === 'from-english' ? `freedict-eng-${code}` : `freedict-${code}-eng`;
    if (isReadable(join(dir, `${stem}.dict.dz`)) || isReadable(join(dir, `${stem}.dict`))) {
      out.set(FREEDICT_CODE_ALIASES[code] ?? baseLanguage(code), stem);
    }
  }
  return out;
}

export function loadDict(dir: string, stem: string): LoadedDict {
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
 * The entries an index line's "offset,length" locators point to (the first `limit` locators), skipping
 * locators that are malformed or outside the data and those `skip` says were read already.
 */
export function entriesAt(d: LoadedDict, locs: string, limit?: number, skip?: (offset: number) => boolean): string[] {
  const entries: string[] = [];
  for (const loc of locs.split(';').slice(0, limit)) {
    const [o, l] = loc.split(',');
    const off = decodeDictdNumber(o ?? '');
    const len = decodeDictdNumber(l ?? '');
    if (off < 0 || len <= 0 || off + len > d.data.length || skip?.(off)) continue;
    entries.push(d.data.toString('utf8', off, off + len));
  }
  return entries;
}

/** A sense line without its number, grammar tags <n>, domain labels [bot.] and cross-references {…}. */
export function cleanSenseLine(line: string): string {
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

