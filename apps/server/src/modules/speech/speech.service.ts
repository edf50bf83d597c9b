// Rules of the speech calls: which voice speaks, the cache of spoken texts, what an upload must be,
// and how engine failures reach the learner.
import { createHash } from 'node:crypto';
import { ErrCode } from '@parley/contract/envelope';
import { Refusal } from '@parley/contract/refusals';
import type { Assessment, Recognition, Voice } from '@parley/contract/speech';
import { MAX_AUDIO_SECONDS } from '@parley/contract/speech';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../db/database';
import type { MediaStore } from '../../platform/media/media-store';
import { RECORDING_PREFIX, type MediaSigner } from '../../platform/media/signed-media';
import {
  addRecordingOwner,
  countRecordings,
  forgetSpokenReply,
  ownsRecording,
  recordingsOwnedBefore,
  recordSpokenReplyUse,
  releaseRecording,
  savePronunciationResult,
  spokenRepliesUnusedSince,
  type WeakWord,
} from './speech.repository';
import type { SpeechEngines } from '../../ai/speech/speech-engines';
import { cleanTextForSpeech, TtsError } from '../../ai/speech/tts/index';
import { SttError } from '../../ai/speech/stt/index';
import { parseWav, toSpeechWav, WavError } from '../../ai/speech/wav';
import { assessSounds, phoneIpa, phonesIpa, PocketsphinxGrammarDecoder, scoreFromWords } from '../../ai/speech/assessment/index';
import type { Transcript } from '../../ai/speech/stt/types';

export const DEFAULT_VOICE_ID = 'flite-slt';

/**
 * A spoken reply's last use is written again only once it is this old: a cached reply is served
 * over and over (replays, the same greeting for everyone), and a write on each would make every
 * cache hit a database write. SPOKEN_REPLY_RETENTION_DAYS is at least a day, so a last use up to an
 * hour stale never makes a reply in use look expired.
 */
const REPLY_USE_REFRESH_MS = 60 * 60 * 1000;

const PREVIEW_TEXT: Record<string, string> = {
  en: "Hi! I'm happy to practise with you today. Shall we start?",
  es: '¡Hola! Me alegra practicar contigo hoy.',
  fr: "Bonjour ! Je suis content de pratiquer avec toi aujourd'hui.",
  de: 'Hallo! Ich freue mich, heute mit dir zu üben.',
};

function previewTextFor(voice: { language: string }): string {
  const base = voice.language.split('-')[0] ?? 'en';
  return PREVIEW_TEXT[base] ?? PREVIEW_TEXT.en!;
}

function ttsFailure(error: unknown): never {
  if (error instanceof TtsError) {
    switch (error.code) {
      case 'UNKNOWN_VOICE':
        throw new AppError(ErrCode.InvalidInput, 'voiceRoleId: no such voice on this server');
      case 'EMPTY_TEXT':
        throw new AppError(ErrCode.InvalidInput, Refusal.nothingToSpeak);
      case 'TEXT_TOO_LONG':
        throw new AppError(ErrCode.InvalidInput, Refusal.tooLongToSpeak);
      case 'BUSY':
        throw new AppError(ErrCode.TooManyRequests, 'the voice engine is busy, please retry', { 'retry-after': '2' });
      default:
        throw new AppError(ErrCode.EngineUnavailable, 'the voice engine failed, please retry');
    }
  }
  throw error;
}

/** The words of a scored recording the learner said less well, weakest first (at most 5). */
export function weakWordsOf(assessment: Assessment): WeakWord[] {
  // A missing word was not said at all: that is not a sound the learner finds hard.
  return assessment.words
    .filter((w) => w.status !== 'missing' && /\p{L}/u.test(w.word))
    .map((w) => ({ word: w.word.toLowerCase(), score: Math.round(w.score ?? (w.status === 'correct' ? 100 : 0)) }))
    .filter((w) => w.score < 80)
    .sort((a, b) => a.score - b.score)
    .slice(0, 5);
}

function sttFailure(error: unknown): never {
  if (error instanceof SttError) {
    switch (error.code) {
      case 'UNAVAILABLE':
        throw new AppError(ErrCode.EngineUnavailable, 'speech recognition is not available here: install pocketsphinx or set STT_BASE_URL');
      case 'UNSUPPORTED_LANGUAGE':
        throw new AppError(ErrCode.InvalidInput, 'language: speech recognition supports English only here');
      case 'BUSY':
        throw new AppError(ErrCode.TooManyRequests, 'speech recognition is busy, please retry', { 'retry-after': '2' });
      default:
        throw new AppError(ErrCode.EngineUnavailable, 'speech recognition failed, please retry');
    }
  }
  throw error;
}

/** Checks an uploaded file really is a WAV recording we can use, and says what is wrong if not. */
export function checkWavUpload(data: Buffer): { durationMs: number } {
  try {
    const info = parseWav(data);
    if (info.durationMs > MAX_AUDIO_SECONDS * 1000) {
      throw new AppError(ErrCode.TooLarge, `file: must be at most ${MAX_AUDIO_SECONDS} seconds long`);
    }
    if (info.frameCount === 0) throw new AppError(ErrCode.InvalidInput, Refusal.silentRecording);
    return { durationMs: info.durationMs };
  } catch (error) {
    if (!(error instanceof WavError)) throw error;
    switch (error.code) {
      case 'EMPTY':
        throw new AppError(ErrCode.InvalidInput, 'file: is empty');
      case 'TRUNCATED':
      case 'MISSING_DATA':
        throw new AppError(ErrCode.InvalidInput, 'file: is truncated');
      case 'NOT_RIFF':
      case 'NOT_WAVE':
        throw new AppError(ErrCode.UnsupportedType, 'file: is not a WAV recording');
      default:
        throw new AppError(ErrCode.UnsupportedType, 'file: this WAV format is not supported (use 16-bit PCM)');
    }
  }
}

/**
 * A spoken file's length, read from the file itself so that a reply made now and one made for
 * someone else before answer alike (issue 16: `cached` told anyone what others had heard).
 */
function spokenDurationMs(name: string, audio: Buffer): number | null {
  if (!name.endsWith('.wav')) return null;
  try {
    return Math.round(parseWav(audio).durationMs);
  } catch {
    return null;
  }
}

export interface RecognizeOptions {
  /** what the learner meant to say, to score against (default: what was heard) */
  expectedText?: string | undefined;
  assess: boolean;
  /** what the learner is likely to say in this turn, which recognition is biased to (issue 18 §3) */
  context?: readonly string[] | undefined;
}

export interface SpeechServiceDeps {
  engines: SpeechEngines;
  media: MediaStore;
  /** Signs the urls of learners' recordings, which are served only with a valid signature. */
  signer: MediaSigner;
  /** Who owns which recording. */
  db: Db;
  now?: () => Date;
  ipaForWord(word: string): string | null;
  /** Recordings one learner may keep at once (RECORDING_QUOTA); 0 = no limit. */
  recordingQuota?: number;
}

export function createSpeechService({ engines, media, signer, db, now = () => new Date(), ipaForWord, recordingQuota = 0 }: SpeechServiceDeps) {
  function listVoices(): Voice[] {
    return engines
      .tts()
      .voices()
      .map((v) => ({ ...v, previewText: previewTextFor(v) }));
  }

  // Sound-level assessment where PocketSphinx is installed; a speech service (Whisper) scores word by word.
  let decoder: PocketsphinxGrammarDecoder | null = null;

  async function nativeLanguageOf(learnerId: number | null): Promise<string | null> {
    if (learnerId === null) return null;
    const row = await db.selectFrom('user_settings').select('native_language').where('user_id', '=', learnerId).executeTakeFirst();
    return row?.native_language ?? null;
  }

  async function assess(wav: Buffer, expected: string, transcript: Transcript, learnerId: number | null): Promise<Assessment> {
    if (engines.phones()) {
      decoder ??= new PocketsphinxGrammarDecoder();
      const result = await assessSounds(expected, wav, { decoder, transcript, nativeLanguage: await nativeLanguageOf(learnerId), ipaForWord }).catch(sttFailure);
      return {
        score: result.score,
        mismatch: result.mismatch,
        method: 'network',
        words: result.words.map((w) => ({
          word: w.word,
          status: w.status,
          ipa: w.ipa ?? null,
          heard: w.heard ?? null,
          score: w.score,
          ...(w.phoneResults
            ? {
                phones: w.phoneResults.map((p) => ({ expected: p.expected && phoneIpa(p.expected), heard: p.heard && phoneIpa(p.heard), status: p.status })),
                expectedIpa: w.phones ? phonesIpa(w.phones) : null,
                heardIpa: w.heardPhones ? phonesIpa(w.heardPhones) : null,
              }
            : {}),
          ...(w.mistake ? { mistake: w.mistake } : {}),
        })),
      };
    }
    const result = await scoreFromWords(expected, transcript, { ipaForWord });
    return {
      score: Math.round(result.score),
      method: 'words',
      words: result.words.map((w) => ({ word: w.word, status: w.status, ipa: w.ipa ?? null, heard: w.heard ?? null, score: w.score })),
    };
  }

  /**
   * Recognises a recording; `store` runs only once the engine has answered, so an upload the
   * engine refuses (busy, failed) never reaches the disk (issue 16: 40 busy uploads kept 72 MB).
   */
  async function recognizeStored(name: string | null, speechWav: Buffer, durationMs: number, options: RecognizeOptions, learnerId: number | null, store?: () => Promise<void>) {
    const transcript = await engines.stt().transcribe(speechWav, { language: 'en-US', ...(options.context ? { context: options.context } : {}) }).catch(sttFailure);
    if (store) await store();
    const recognition: Recognition = {
      text: transcript.text,
      words: transcript.words.map((w) => ({ word: w.word, start: w.start, end: w.end, confidence: w.confidence ?? null })),
      audioUrl: name === null ? null : signer.sign(media.audioUrl(name), name),
      durationMs,
    };
    const expected = options.expectedText?.trim() || transcript.text;
    const assessment = options.assess && expected ? await assess(speechWav, expected, transcript, learnerId) : null;
    if (name !== null && learnerId !== null) {
      // A mismatch scores 0 and means nothing (the recording does not say the text): kept unscored.
      const scored = assessment && !assessment.mismatch ? assessment : null;
      await savePronunciationResult(db, { userId: learnerId, audioName: name, durationMs, score: scored?.score ?? null, weakWords: scored ? weakWordsOf(scored) : null, now: now().toISOString() });
    }
    return { ...recognition, assessment };
  }

  /**
   * The retention steps' one loop: pages of candidate files (`list`), each released in the
   * database first (`release`: true when this call did it, since several processes may run the
   * step), and only then its file removed. Returns the files removed.
   */
  async function removeReleased(list: () => Promise<string[]>, release: (name: string) => Promise<boolean>): Promise<number> {
    let removed = 0;
    for (;;) {
      const names = await list();
      if (names.length === 0) return removed;
      for (const name of names) {
        if (await release(name)) {
          await media.deleteAudio(name);
          removed++;
        }
      }
    }
  }

  async function recordReplyUse(name: string): Promise<void> {
    const at = now();
    await recordSpokenReplyUse(db, name, at.toISOString(), new Date(at.getTime() - REPLY_USE_REFRESH_MS).toISOString());
  }

  return {
    listVoices,

    async speak(input: { text: string; voiceRoleId?: string | undefined; voiceStyle?: string | undefined; speed?: number | undefined }) {
      const voices = engines.tts().voices();
      const voiceId = input.voiceRoleId ?? (voices.some((v) => v.id === DEFAULT_VOICE_ID) ? DEFAULT_VOICE_ID : voices[0]?.id);
      if (!voiceId) throw new AppError(ErrCode.EngineUnavailable, 'no voice is available on this server');
      const voice = voices.find((v) => v.id === voiceId);
      if (!voice) throw new AppError(ErrCode.InvalidInput, 'voiceRoleId: no such voice on this server');
      const style = input.voiceStyle ?? 'normal';
      if (!voice.styles.some((s) => s.key === style)) throw new AppError(ErrCode.InvalidInput, `voiceStyle: ${voice.name} has no style "${style}"`);
      const text = cleanTextForSpeech(input.text);
      if (!text) throw new AppError(ErrCode.InvalidInput, Refusal.nothingToSpeak);
      const speed = input.speed ?? 1;
      const key = createHash('sha256').update(JSON.stringify([engines.describe().tts, voiceId, style, speed, text])).digest('hex').slice(0, 40);
      // The use is recorded before the file is read or written: the retention job deletes a file only
      // once it has removed a row nobody refreshed since its cut-off, so it leaves this one alone. A
      // file it removed meanwhile reads as missing and is made again.
      for (const extension of ['wav', 'mp3']) {
        const name = `${key}.${extension}`;
        if (!(await media.hasAudio(name))) continue;
        await recordReplyUse(name);
        const stored = await media.readAudio(name);
        if (stored) return { url: media.audioUrl(name), durationMs: spokenDurationMs(name, stored) };
      }
      const result = await engines.tts().synthesize({ text, voiceId, style, speed }).catch(ttsFailure);
      const name = `${key}.${result.contentType === 'audio/mpeg' ? 'mp3' : 'wav'}`;
      await recordReplyUse(name);
      await media.writeAudio(name, result.audio);
      return { url: media.audioUrl(name), durationMs: spokenDurationMs(name, result.audio) };
    },

    /**
     * Validates and recognises an uploaded recording; scores it when asked. Only a signed-in
     * learner's recording is kept (`ownerId`), so that they alone can play it back or recognise it
     * again; anonymous ones are recognised and forgotten (audioUrl null), and nothing is kept
     * when the engine refuses (issue 16).
     */
    async recognizeUpload(data: Buffer, options: RecognizeOptions, ownerId: number | null = null) {
      const { durationMs } = checkWavUpload(data);
      if (ownerId !== null && recordingQuota > 0 && (await countRecordings(db, ownerId)) >= recordingQuota) {
        throw new AppError(ErrCode.MediaQuota, `file: you keep ${recordingQuota} recordings already, the most this server keeps for one learner; older ones are removed with time`);
      }
      const speechWav = toSpeechWav(data);
      if (ownerId === null) return recognizeStored(null, speechWav, durationMs, options, null);
      const name = `${RECORDING_PREFIX}${createHash('sha256').update(speechWav).digest('hex').slice(0, 40)}.wav`;
      return recognizeStored(name, speechWav, durationMs, options, ownerId, async () => {
        await media.writeAudio(name, speechWav);
        await addRecordingOwner(db, name, ownerId, now().toISOString());
      });
    },

    /**
     * The retention job's step: forgets owners of recordings kept since before `before`, and
     * removes each file nobody owns any more. Returns the files removed.
     */
    async removeRecordingsBefore(before: string): Promise<number> {
      return removeReleased(() => recordingsOwnedBefore(db, before, 200), (name) => releaseRecording(db, name, before));
    },

    /**
     * The retention job's step for the spoken-reply cache: removes each reply not served since
     * `before`, row first and then its file, only when this call removed the row (another process
     * may run the same step; a reply served meanwhile keeps its row and file). Returns the files
     * removed.
     */
    async removeSpokenRepliesUnusedSince(before: string): Promise<number> {
      return removeReleased(() => spokenRepliesUnusedSince(db, before, 200), (name) => forgetSpokenReply(db, name, before));
    },

    /** Only the caller's own recordings: another learner's (or a spoken reply) answers as missing. */
    async recognizeStoredUrl(url: string, options: RecognizeOptions, callerId: number | null) {
      const name = media.audioNameFromUrl(url);
      const owned = name !== null && callerId !== null && (await ownsRecording(db, name, callerId));
      const data = owned ? await media.readAudio(name) : null;
      if (!name || !data) throw new AppError(ErrCode.NotFound, 'url: no such recording of yours on this server');
      const { durationMs } = checkWavUpload(data);
      return recognizeStored(name, toSpeechWav(data), durationMs, options, callerId);
    },
  };
}

export type SpeechService = ReturnType<typeof createSpeechService>;
