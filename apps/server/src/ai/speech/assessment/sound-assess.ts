/**
 * Sound-level pronunciation assessment with an extended recognition network (issue 18): the expected
 * words, each with its right pronunciation and likely learner variants, are decoded with PocketSphinx;
 * the pronunciation picked for each word is compared phone by phone with the right one. When the
 * recording does not match the expected text, the result says so (`mismatch`) instead of scoring.
 */
import { align, normaliseWords } from './align';
import { type AssessedWord, type PronunciationAssessment, sameSound, tokenize } from './assess';
import { cmuPhones, cmuPronunciations, loadCmu } from './cmu';
import type { GrammarDecoder } from './grammar-decoder';
import type { VariantKind } from './learner-variants';
import { buildNetwork } from './network';
import { WEAK_FORM_WORDS } from './right-pronunciations';
import { comparePhones, wordScoreFromPhones, type PhoneResult } from './phone-compare';
import type { Transcript } from '../stt/types';

export interface SoundAssessedWord extends AssessedWord {
  /** phone-by-phone result; absent when the dictionary does not know the word */
  phoneResults?: PhoneResult[];
  /** ARPAbet phones of the pronunciation heard */
  heardPhones?: string[];
  /** what kind of mistake the heard pronunciation is, when it is one */
  mistake?: VariantKind;
}

export interface SoundAssessment extends Omit<PronunciationAssessment, 'words' | 'method'> {
  words: SoundAssessedWord[];
  method: 'network';
  /** true when the recording does not say the expected text at all: then nothing is scored */
  mismatch: boolean;
}

export interface SoundAssessOptions {
  decoder: GrammarDecoder;
  /** the general recogniser's transcript of the same clip, used to notice a recording of something else */
  transcript?: Transcript;
  nativeLanguage?: string | null;
  variantWeight?: number;
  ipaForWord?: (word: string) => string | null;
}

/** Below this share of expected words found, the recording is taken to say something else. */
const MIN_FOUND_SHARE = 0.5;
/** …or when the general recogniser heard under this share of the expected words (only with 3+ words). */
const MIN_TRANSCRIPT_SHARE = 0.2;

export async function assessSounds(expectedSentence: string, wav: Buffer, opts: SoundAssessOptions): Promise<SoundAssessment> {
  const cmu = await loadCmu();
  const expected = tokenize(expectedSentence);
  const network = buildNetwork(
    expected.map((t) => t.norm),
    (w) => cmuPronunciations(cmu, w),
    { nativeLanguage: opts.nativeLanguage ?? null, ...(opts.variantWeight !== undefined ? { variantWeight: opts.variantWeight } : {}) },
  );
  const decoded = network.tokens.size > 0 ? await opts.decoder.decodeWithGrammar(wav, network) : { text: '', words: [] };

  // a slot heard twice (a repeated word) keeps its first reading
  const picked = new Map<number, { variant: number; start: number; end: number }>();
  for (const w of decoded.words) {
    const t = network.tokens.get(w.word);
    if (t && !picked.has(t.index)) picked.set(t.index, { variant: t.variant, start: w.start, end: w.end });
  }

  const heardWords = opts.transcript ? opts.transcript.words.flatMap((w) => normaliseWords(w.word)) : null;
  const inTranscript = new Set<number>();
  if (heardWords) {
    for (const p of align(expected.map((t) => t.norm), heardWords, (a, b) => (a === b || sameSound(cmu, a, b) ? 0 : 1))) {
      if (p.ref !== null && p.hyp !== null && (heardWords[p.hyp] === expected[p.ref]!.norm || sameSound(cmu, heardWords[p.hyp]!, expected[p.ref]!.norm))) inTranscript.add(p.ref);
    }
  }

  const words: SoundAssessedWord[] = expected.map((t, i) => {
    const netWord = network.words[i]!;
    const base: SoundAssessedWord = { word: t.display, status: 'missing', score: 0, heard: null, ipa: opts.ipaForWord?.(t.norm) ?? null, phones: cmuPhones(cmu, t.norm) };
    if (netWord.pronunciations.length === 0) {
      // unknown to the dictionary: only whether the general recogniser heard it can be said
      const heard = inTranscript.has(i);
      return { ...base, status: heard ? 'correct' : 'missing', score: heard ? 90 : 0, heard: heard ? t.norm : null };
    }
    const pick = picked.get(i);
    if (!pick) {
      // a function word runs into its neighbours and the network often skips it; the general recogniser hearing it is evidence enough
      return WEAK_FORM_WORDS.has(t.norm) && inTranscript.has(i) ? { ...base, status: 'correct', score: 100, heard: t.norm } : base;
    }
    const said = netWord.pronunciations[pick.variant]!;
    // a right alternate is compared with itself; a learner variant with the main pronunciation it was made from
    const right = said.kind === null ? said : netWord.pronunciations[0]!;
    const phoneResults = comparePhones(right.phones, said.phones);
    const score = wordScoreFromPhones(phoneResults);
    return {
      ...base,
      status: said.kind === null ? 'correct' : 'mispronounced',
      score,
      heard: t.norm,
      start: pick.start,
      end: pick.end,
      phoneResults,
      heardPhones: said.phones,
      ...(said.kind ? { mistake: said.kind } : {}),
    };
  });

  const assessable = network.words.filter((w) => w.pronunciations.length > 0).length;
  const foundShare = assessable === 0 ? 0 : picked.size / assessable;
  const transcriptShare = heardWords && expected.length > 0 ? inTranscript.size / expected.length : 1;
  const mismatch = expected.length > 0 && (foundShare < MIN_FOUND_SHARE || (expected.length >= 3 && transcriptShare < MIN_TRANSCRIPT_SHARE));
  const score = mismatch || words.length === 0 ? 0 : Math.round(words.reduce((n, w) => n + w.score, 0) / words.length);
  return {
    score,
    words: mismatch ? words.map((w) => ({ ...w, status: 'missing', score: 0 })) : words,
    transcript: opts.transcript?.text ?? '',
    extraWords: [],
    method: 'network',
    mismatch,
  };
}
