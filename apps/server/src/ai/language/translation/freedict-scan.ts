/**
 * The X→English direction for FreeDict English→X dictionaries too large to read backwards whole
 * (German: building its reverse index would hold the event loop for 8 s, freedict-reverse.ts; which
 * languages are searched is decided in freedict.ts). Instead each request looks for the word itself in
 * the loaded dictionary text (a byte search, about 13 ms in German's 80 MB), reads only the entries
 * that list it as an equivalent, and scores them as the full reverse index would (rankEntry): the same
 * answers for a word, without accent folding, at no build cost.
 */
import { decodeDictdNumber } from './dictd';
import type { LoadedDict } from './dictd';
import { ARTICLES, MAX_REVERSE_WORDS, SAME_SCORE, headwordOf, rankEntry, reverseKey } from './freedict-reverse';
import type { Ranked } from './freedict-reverse';

/** Where each entry starts and how long it is, sorted by start: which entry holds a byte of the text. */
export interface EntrySpans {
  starts: Float64Array;
  lengths: Float64Array;
}

/** Entries read for one word at most: a very common word ("die": 24,000 places) stops there. */
const MAX_ENTRIES_READ = 1500;

/** The entries' places from the index's locators (once per language: about 250 ms for German, 10 ms for Japanese). */
export function entrySpans(d: LoadedDict): EntrySpans {
  const pairs: number[] = [];
  for (const locs of d.index.values()) {
    for (const loc of locs.split(';')) {
      const comma = loc.indexOf(',');
      const off = decodeDictdNumber(loc.slice(0, comma));
      const len = decodeDictdNumber(loc.slice(comma + 1));
      if (off >= 0 && len > 0) pairs.push(off, len);
    }
  }
  const order = Array.from({ length: pairs.length / 2 }, (_, i) => i).sort((a, b) => pairs[2 * a]! - pairs[2 * b]!);
  const starts = new Float64Array(order.length);
  const lengths = new Float64Array(order.length);
  order.forEach((k, i) => {
    starts[i] = pairs[2 * k]!;
    lengths[i] = pairs[2 * k + 1]!;
  });
  return { starts, lengths };
}

/** The index of the entry holding byte `at`, or -1. */
function entryAt(spans: EntrySpans, at: number): number {
  let lo = 0;
  let hi = spans.starts.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (spans.starts[mid]! <= at) lo = mid + 1;
    else hi = mid - 1;
  }
  return hi >= 0 && at < spans.starts[hi]! + spans.lengths[hi]! ? hi : -1;
}

/** What comes before an equivalent: a line start, a list's ", ", "; " or "、", or a sense number's ". ". */
const EQUIVALENT_BEFORE = /(?:\n|^|[,;.] |[、，；])$/u;
/** What follows an equivalent: its grammar tag " <fem>", a label " [", a sense number, the next item, or the line's end. */
const EQUIVALENT_AFTER = /^(?: [<[(\d]|[,;、，；]|\n|\.\n|$)/u;

/** The English for a word or two-word phrase in `lang`, found by searching the dictionary text; null when unknown or unclear. */
/**
 * `familiarity` is the lexicon's count of how often an English word is met, the reverse index's tie-break
 * too: without it German "Bruder" came back as "bromance" (one entry, no label) over "brother".
 */
export function englishByScan(d: LoadedDict, spans: EntrySpans, text: string, lang: string, familiarity?: (english: string) => number): string | null {
  const typed = text.trim().replace(/^[\p{P}\s]+|[\p{P}\s]+$/gu, '');
  const key = reverseKey(typed);
  if (!key || key.split(' ').length > MAX_REVERSE_WORDS) return null;
  const words = key.split(' ');
  // "die Gabel": the headwords have no article.
  const bare = words.length === 2 && ARTICLES[lang]?.has(words[0]!) ? words[1]! : null;
  // The headwords' equivalents carry no article, so "die Gabel" is looked for as "Gabel" only.
  const keys = bare ? [bare] : [key];
  const ranked = new Map<string, Ranked[]>();
  const read = new Set<number>();
  for (const k of keys) {
    // As typed, in lower case and with a capital (German nouns): the dictionary's own spelling is one of them.
    // A German word typed in lower case is looked for as a noun only when nothing else has it: "morgen"
    // is tomorrow ("Morgen" the morning), while "stuhl" can only be the learner's "Stuhl".
    const capital = k.charAt(0).toUpperCase() + k.slice(1);
    const passes = lang === 'de' && typed === typed.toLowerCase() ? [[typed, k], [capital]] : [[bare ? k : typed, k, capital]];
    for (const forms of passes) {
      for (const form of new Set(forms)) {
        const needle = Buffer.from(form);
        for (let at = d.data.indexOf(needle); at >= 0 && read.size < MAX_ENTRIES_READ; at = d.data.indexOf(needle, at + 1)) {
          // A listed equivalent only: a whole item of a translation line ("Gabel <fem>, Essgabel"), not
          // "Haus" inside "Haustür" nor a word of an example sentence (most places of "gehen").
          if (!EQUIVALENT_BEFORE.test(d.data.toString('utf8', Math.max(0, at - 3), at)) || !EQUIVALENT_AFTER.test(d.data.toString('utf8', at + needle.length, at + needle.length + 3))) continue;
          const entry = entryAt(spans, at);
          if (entry < 0 || read.has(entry)) continue;
          read.add(entry);
          const body = d.data.toString('utf8', spans.starts[entry]!, spans.starts[entry]! + spans.lengths[entry]!);
          const head = headwordOf(body.slice(0, body.indexOf('\n')));
          if (!head || head.split(' ').length > MAX_REVERSE_WORDS) continue;
          rankEntry(ranked, body, d.index.get(head.toLowerCase())?.split(';').length ?? 1, familiarity);
        }
      }
      const [best, next] = ranked.get(k) ?? [];
      if (!best) continue;
      // Two English words the dictionary cannot tell apart: no answer rather than a wrong one to learn.
      if (next && next.score >= best.score - SAME_SCORE && next.head.toLowerCase() !== best.head.toLowerCase()) return null;
      return best.head;
    }
  }
  return null;
}
