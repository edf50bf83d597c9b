/**
 * Sound-level pronunciation assessment with an extended recognition network (issue 18): the expected
 * words, each with its right pronunciation and likely learner variants, are decoded with PocketSphinx;
 * a wrong pronunciation picked for a word is kept only when forced alignment confirms it (confirmVariants);
 * the pronunciation kept for each word is compared phone by phone with the right one. When the
 * recording does not match the expected text, the result says so (`mismatch`) instead of scoring.
 */
import { align, normaliseWords } from './align';
import { type AssessedWord, type PronunciationAssessment, sameSound, tokenize } from './assess';
import { cmuPhones, cmuPronunciations, loadCmu } from './cmu';
import type { GrammarDecoder } from './grammar-decoder';
import type { VariantKind } from './learner-variants';
import { buildNetwork, type RecognitionNetwork } from './network';
import { FREE_PHONES, type AlignedReading, type Reading } from './forced-alignment';
import { WEAK_FORM_WORDS } from './right-pronunciations';
import { comparePhones, wordScoreFromPhones, type PhoneResult } from './phone-compare';
import type { Transcript, TranscriptWord } from '../stt/types';

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
  /** how much better per frame a wrong pronunciation must fit than the right one to be reported (CONFIRM_MARGIN) */
  confirmMargin?: number;
  ipaForWord?: (word: string) => string | null;
}

/** Below this share of expected words found, the recording is taken to say something else. */
const MIN_FOUND_SHARE = 0.5;

/**
 * A wrong pronunciation the network picked is reported only when, aligned with the whole recording, it
 * fits better than every right one by this many PocketSphinx log units per frame of the word. Chosen on
 * the minimal pairs' tuning half (docs/benchmarks.md, 2026-11-29).
 */
export const CONFIRM_MARGIN = 7;

/**
 * The sentence, as the network heard it (the words it found, in the order and pronunciations it heard them), forced
 * onto the recording may fit worse than free phones by at most this many
 * log units per frame for the recording to count as that sentence (tuning half of the minimal pairs,
 * against recordings of the next pair's sentence; docs/benchmarks.md, 2026-11-29). Every recording is
 * checked since 2026-11-29 (twentieth session), not only those the general recogniser heard badly.
 */
export const MAX_FREE_PHONES_GAIN = 15;

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

  // How much better free phones fit the recording than the sentence does, per frame; null when either
  // could not be aligned. The confirmation's run measures it when it runs, so each recording costs one run.
  const asHeard = heardReading(network, decoded.words);
  const confirmed = await confirmVariants(wav, network, picked, asHeard, opts);
  const freeGain = confirmed !== undefined ? confirmed : asHeard.length > 0 ? await sentenceFit(wav, asHeard, opts.decoder) : null;

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
  // The recording is of something else when the network found under half the words, or else when the
  // sentence forced onto it fits far worse than free phones. That alignment decides both ways: the general
  // recogniser hears some short clips badly ("Say sank you" as "safe and here"), and the network can force
  // every word onto a recording of another sentence (a quarter of them passed the old rule, under a fifth of
  // the words heard by the recogniser).
  const fits = freeGain !== null && freeGain <= MAX_FREE_PHONES_GAIN;
  const mismatch = expected.length > 0 && (foundShare < MIN_FOUND_SHARE || !fits);
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

/**
 * The network weighs a wrong pronunciation against the right ones with a fixed prior, whatever the word's
 * length. Here each wrong pronunciation it picked is checked again: the sentence is aligned with the
 * recording once with the right pronunciations and once per wrong one, and the word keeps the wrong one
 * only when it fits better by `confirmMargin` per frame; otherwise it is taken as said right.
 * Free phones are aligned in the same run: returns their gain over the words as heard (null
 * when either could not be aligned), or undefined when the network heard nothing wrong and nothing was run.
 */
async function confirmVariants(wav: Buffer, network: RecognitionNetwork, picked: Map<number, { variant: number; start: number; end: number }>, asHeard: Reading, opts: SoundAssessOptions): Promise<number | null | undefined> {
  const chosen = (i: number) => network.words[i]!.pronunciations[picked.get(i)?.variant ?? 0];
  const proposed = [...picked.keys()].filter((i) => chosen(i)?.kind);
  if (proposed.length === 0) return undefined;
  // every word as the network heard it when that was right, else its main pronunciation
  const base: Reading = network.words.map((w) => (chosen(w.index)?.kind === null ? chosen(w.index)!.phones : w.pronunciations[0]?.phones ?? null));
  const readings: Reading[] = [base];
  const checks = proposed.map((i) => {
    const swap = (phones: readonly string[]) => readings.push(base.map((p, j) => (j === i ? phones : p))) - 1;
    const wrong = swap(chosen(i)!.phones);
    const rights = network.words[i]!.pronunciations.flatMap((p) => (p.kind === null && p.phones !== base[i] ? [swap(p.phones)] : []));
    return { i, wrong, rights: [0, ...rights] };
  });
  // The words as heard and free phones in the same run: whether the sentence was said at all.
  const aligned = await opts.decoder.alignReadings(wav, [...readings, asHeard, FREE_PHONES]);
  const free = aligned.pop() ?? null;
  const heard = aligned.pop() ?? null;
  const margin = opts.confirmMargin ?? CONFIRM_MARGIN;
  for (const { i, wrong, rights } of checks) {
    const frames = aligned[0]?.wordFrames[i] ?? 0;
    const wrongScore = aligned[wrong]?.acoustic;
    const bestRight = rights.filter((r) => aligned[r]).sort((a, b) => aligned[b]!.acoustic - aligned[a]!.acoustic)[0];
    const confirmed = frames > 0 && wrongScore !== undefined && bestRight !== undefined && (wrongScore - aligned[bestRight]!.acoustic) / frames > margin;
    if (confirmed) continue;
    // not confirmed: the word was said right, in whichever right pronunciation fitted best
    const phones = readings[bestRight ?? 0]![i];
    const variant = network.words[i]!.pronunciations.findIndex((p) => p.kind === null && p.phones === phones);
    picked.set(i, { ...picked.get(i)!, variant: Math.max(0, variant) });
  }
  return gainOf(heard, free);
}

/**
 * The words the network found, as it heard them: its path through the recording, in the recording's order,
 * a word heard twice twice. A word it did not find is left out, so a recording with a word missing ("…
 * please" added to the text after recording) still fits, and that word shows as missing. The sentence's
 * order, or one reading per word, would force words onto audio where they are not said, or leave audio with
 * no word: a recording begun mid-sentence ("… coffee please I would like a large coffee", checked against
 * that text + "please") or saying it twice.
 */
function heardReading(network: RecognitionNetwork, decoded: readonly TranscriptWord[]): Reading {
  return decoded.flatMap((w) => {
    const t = network.tokens.get(w.word);
    return t ? [network.words[t.index]!.pronunciations[t.variant]?.phones ?? null] : [];
  });
}

/** How much better free phones fit than the words as heard, per frame; null when either could not be aligned. */
function gainOf(sentence: AlignedReading | null, free: AlignedReading | null): number | null {
  return sentence && free && free.frames > 0 ? (free.acoustic - sentence.acoustic) / free.frames : null;
}

/** Does the recording say the sentence? Compared with the best any-phone reading of the same audio. */
async function sentenceFit(wav: Buffer, asHeard: Reading, decoder: GrammarDecoder): Promise<number | null> {
  const [sentence, free] = await decoder.alignReadings(wav, [asHeard, FREE_PHONES]);
  return gainOf(sentence ?? null, free ?? null);
}
