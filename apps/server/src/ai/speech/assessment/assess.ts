/**
 * Pronunciation scoring. Two routes to the same result shape:
 *  - `scoreFromWords`: provider-neutral, from any recogniser's words and
 *    confidences (Whisper via /audio/transcriptions, PocketSphinx, …);
 *  - `PronunciationAssessor`: offline PocketSphinx words plus `-allphone`
 *    phone recognition compared against CMU dictionary phones.
 */
import { align, normaliseWords } from './align';
import { cmuPhones, loadCmu, phoneDistance, stripStress } from './cmu';
import type { RecognizedPhone } from '../stt/pocketsphinx';
import type { SpeechToText, Transcript, TranscriptWord } from '../stt/types';

export type WordStatus = 'correct' | 'mispronounced' | 'missing';

export interface AssessedWord {
  /** the expected word as written in the sentence */
  word: string;
  status: WordStatus;
  /** 0–100 */
  score: number;
  /** the recognised word aligned to it (null when missing) */
  heard: string | null;
  /** IPA of the expected word, from the caller's converter */
  ipa: string | null;
  /** CMU ARPAbet phones of the expected word (with stress digits) */
  phones: string[] | null;
  confidence?: number;
  /** share of the word's phones found by phone recognition, 0–1 */
  phoneAccuracy?: number;
  start?: number;
  end?: number;
}

export interface PronunciationAssessment {
  /** 0–100 */
  score: number;
  words: AssessedWord[];
  /** what the recogniser heard */
  transcript: string;
  /** heard words that match nothing in the sentence */
  extraWords: string[];
  method: 'words' | 'words+phones';
}

export interface ScoreOptions {
  ipaForWord?: (word: string) => string | null;
  /** word confidence below this (and no phone evidence) counts as mispronounced; default 0.5 */
  minConfidence?: number;
  /** recognised phones for the whole utterance (enables the phone check) */
  phones?: readonly RecognizedPhone[];
}

export interface ExpectedToken {
  display: string;
  norm: string;
}

/** The expected sentence as words: what the learner sees (`display`) and what is looked up (`norm`). */
export function tokenize(sentence: string): ExpectedToken[] {
  return sentence
    .split(/\s+/)
    .map((raw) => ({ display: raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''), norms: normaliseWords(raw) }))
    .filter((t) => t.display && t.norms.length > 0)
    .flatMap((t) => (t.norms.length === 1 ? [{ display: t.display, norm: t.norms[0]! }] : t.norms.map((n) => ({ display: n, norm: n }))));
}

/** Letter-level similarity (0 same … 1 unrelated), used to pair words during alignment. */
function wordCost(a: string, b: string): number {
  if (a === b) return 0;
  const pairs = align([...a], [...b], (x, y) => (x === y ? 0 : 1));
  const dist = pairs.reduce((n, p) => n + (p.ref === null || p.hyp === null || a[p.ref] !== b[p.hyp] ? 1 : 0), 0);
  // anything short of identical costs at least 0.6 so true matches always win
  return 0.6 + 0.4 * Math.min(1, dist / Math.max(a.length, b.length));
}

/** Per expected word, the share of its CMU phones matched by the recognised phones. */
function phoneAccuracies(expectedPhones: Array<string[] | null>, recognised: readonly RecognizedPhone[]): Array<number | undefined> {
  const ref: Array<{ phone: string; word: number }> = [];
  expectedPhones.forEach((p, word) => {
    for (const phone of stripStress(p ?? [])) ref.push({ phone, word });
  });
  const hyp = recognised.map((p) => p.phone).filter((p) => p !== 'SIL');
  const credit = new Float64Array(expectedPhones.length);
  const count = new Float64Array(expectedPhones.length);
  for (const r of ref) count[r.word]!++;
  for (const pair of align(ref, hyp, (a, b) => phoneDistance(a.phone, b))) {
    if (pair.ref === null || pair.hyp === null) continue;
    const r = ref[pair.ref]!;
    credit[r.word]! += 1 - phoneDistance(r.phone, hyp[pair.hyp]!);
  }
  return expectedPhones.map((p, i) => (p && count[i]! > 0 ? credit[i]! / count[i]! : undefined));
}

const round = (n: number) => Math.round(n);

/**
 * Score a recording from recognised words (any engine). Words absent from the
 * recognition are 'missing'; words heard as something else are
 * 'mispronounced' unless the heard word sounds the same (homophone) or the
 * phone check says the sounds were there.
 */
export async function scoreFromWords(
  expectedSentence: string,
  transcript: Transcript,
  opts: ScoreOptions = {},
): Promise<PronunciationAssessment> {
  const cmu = await loadCmu();
  const minConfidence = opts.minConfidence ?? 0.5;
  const expected = tokenize(expectedSentence);
  const heard: Array<TranscriptWord & { norm: string }> = transcript.words.flatMap((w) =>
    normaliseWords(w.word).map((norm) => ({ ...w, norm })),
  );
  const expectedPhones = expected.map((t) => cmuPhones(cmu, t.norm));
  const accuracies = opts.phones ? phoneAccuracies(expectedPhones, opts.phones) : expected.map(() => undefined);
  const pairs = align(
    expected.map((t) => t.norm),
    heard.map((h) => h.norm),
    wordCost,
  );

  const extraWords: string[] = [];
  const words: AssessedWord[] = expected.map((t, i) => ({
    word: t.display,
    status: 'missing' as WordStatus,
    score: 0,
    heard: null,
    ipa: opts.ipaForWord?.(t.norm) ?? null,
    phones: expectedPhones[i] ?? null,
  }));

  for (const pair of pairs) {
    if (pair.hyp === null) continue; // deletion: stays 'missing'
    const h = heard[pair.hyp]!;
    if (pair.ref === null) {
      extraWords.push(h.word);
      continue;
    }
    const w = words[pair.ref]!;
    const acc = accuracies[pair.ref];
    const conf = h.confidence;
    w.heard = h.word;
    w.start = h.start;
    w.end = h.end;
    if (conf !== undefined) w.confidence = conf;
    if (acc !== undefined) w.phoneAccuracy = Math.round(acc * 100) / 100;
    const same = h.norm === expected[pair.ref]!.norm || sameSound(cmu, h.norm, expected[pair.ref]!.norm);
    const q = conf ?? 1;
    if (same) {
      const confident = q >= minConfidence || (acc !== undefined && acc >= 0.5);
      w.status = confident ? 'correct' : 'mispronounced';
      const quality = acc === undefined ? q : 0.7 * q + 0.3 * Math.min(1, acc / 0.7);
      w.score = confident ? round(75 + 25 * quality) : round(30 + 30 * quality);
    } else if (acc !== undefined && acc >= 0.75) {
      // the language model picked another word, but the sounds were there
      w.status = 'correct';
      w.score = round(70 + 20 * acc);
    } else {
      w.status = 'mispronounced';
      w.score = round(15 + 35 * (acc ?? 0.3));
    }
  }

  const mean = words.length ? words.reduce((n, w) => n + w.score, 0) / words.length : 0;
  const penalty = Math.min(15, 3 * extraWords.length);
  return {
    score: Math.max(0, Math.min(100, round(mean - penalty))),
    words,
    transcript: transcript.text,
    extraWords,
    method: opts.phones ? 'words+phones' : 'words',
  };
}

export function sameSound(cmu: Readonly<Record<string, string>>, a: string, b: string): boolean {
  const pa = cmuPhones(cmu, a);
  const pb = cmuPhones(cmu, b);
  return !!pa && !!pb && stripStress(pa).join(' ') === stripStress(pb).join(' ');
}

export interface PhoneRecognizer {
  recognizePhones(wav: Buffer): Promise<RecognizedPhone[]>;
}

export interface AssessorOptions {
  stt: SpeechToText;
  /** PocketSphinx (or anything else) giving phones; omit for word-only scoring */
  phoneRecognizer?: PhoneRecognizer;
  ipaForWord?: (word: string) => string | null;
  minConfidence?: number;
}

export class PronunciationAssessor {
  constructor(private readonly opts: AssessorOptions) {}

  async assess(
    wav: Buffer,
    expectedSentence: string,
    extra: { ipaForWord?: (word: string) => string | null; language?: string } = {},
  ): Promise<PronunciationAssessment> {
    const [transcript, phones] = await Promise.all([
      this.opts.stt.transcribe(wav, { language: extra.language ?? 'en-US' }),
      this.opts.phoneRecognizer?.recognizePhones(wav),
    ]);
    return scoreFromWords(expectedSentence, transcript, {
      ipaForWord: extra.ipaForWord ?? this.opts.ipaForWord,
      minConfidence: this.opts.minConfidence,
      phones,
    });
  }
}
