// Rules of the speech calls: which voice speaks, the cache of spoken texts, what an upload must be,
// and how engine failures reach the learner.
import { createHash } from 'node:crypto';
import { ErrCode } from '@parley/contract/envelope';
import type { Assessment, Recognition, Voice } from '@parley/contract/speech';
import { MAX_AUDIO_SECONDS } from '@parley/contract/speech';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../db/database';
import type { MediaStore } from '../../platform/media/media-store';
import { addRecordingOwner, ownsRecording } from './speech.repository';
import type { SpeechEngines } from '../../ai/speech/speech-engines';
import { cleanTextForSpeech, TtsError } from '../../ai/speech/tts/index';
import { SttError } from '../../ai/speech/stt/index';
import { parseWav, toSpeechWav, WavError } from '../../ai/speech/wav';
import { scoreFromWords } from '../../ai/speech/assessment/index';

export const DEFAULT_VOICE_ID = 'flite-slt';

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
        throw new AppError(ErrCode.InvalidInput, 'text: has nothing to say once emoji and markup are removed');
      case 'TEXT_TOO_LONG':
        throw new AppError(ErrCode.InvalidInput, 'text: is too long to speak');
      case 'BUSY':
        throw new AppError(ErrCode.TooManyRequests, 'the voice engine is busy, please retry', { 'retry-after': '2' });
      default:
        throw new AppError(ErrCode.EngineUnavailable, 'the voice engine failed, please retry');
    }
  }
  throw error;
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
    if (info.frameCount === 0) throw new AppError(ErrCode.InvalidInput, 'file: has no sound in it');
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

export interface SpeechServiceDeps {
  engines: SpeechEngines;
  media: MediaStore;
  /** Who owns which recording. */
  db: Db;
  now?: () => Date;
  ipaForWord(word: string): string | null;
}

export function createSpeechService({ engines, media, db, now = () => new Date(), ipaForWord }: SpeechServiceDeps) {
  function listVoices(): Voice[] {
    return engines
      .tts()
      .voices()
      .map((v) => ({ ...v, previewText: previewTextFor(v) }));
  }

  async function assess(wav: Buffer, expected: string, transcript: { text: string; words: Array<{ word: string; start: number; end: number; confidence?: number }> }): Promise<Assessment> {
    const phones = await engines.phones()?.recognizePhones(wav).catch(() => undefined);
    const result = await scoreFromWords(expected, transcript, { ipaForWord, ...(phones ? { phones } : {}) });
    return {
      score: Math.round(result.score),
      words: result.words.map((w) => ({ word: w.word, status: w.status, ipa: w.ipa ?? null, heard: w.heard ?? null })),
    };
  }

  async function recognizeStored(name: string, speechWav: Buffer, durationMs: number, options: { expectedText?: string | undefined; assess: boolean }) {
    const transcript = await engines.stt().transcribe(speechWav, { language: 'en-US' }).catch(sttFailure);
    const recognition: Recognition = {
      text: transcript.text,
      words: transcript.words.map((w) => ({ word: w.word, start: w.start, end: w.end, confidence: w.confidence ?? null })),
      audioUrl: media.audioUrl(name),
      durationMs,
    };
    const expected = options.expectedText?.trim() || transcript.text;
    const assessment = options.assess && expected ? await assess(speechWav, expected, transcript) : null;
    return { ...recognition, assessment };
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
      if (!text) throw new AppError(ErrCode.InvalidInput, 'text: has nothing to say once emoji and markup are removed');
      const speed = input.speed ?? 1;
      const key = createHash('sha256').update(JSON.stringify([engines.describe().tts, voiceId, style, speed, text])).digest('hex').slice(0, 40);
      for (const extension of ['wav', 'mp3']) {
        const name = `${key}.${extension}`;
        if (await media.hasAudio(name)) return { url: media.audioUrl(name), durationMs: null, cached: true };
      }
      const result = await engines.tts().synthesize({ text, voiceId, style, speed }).catch(ttsFailure);
      const name = `${key}.${result.contentType === 'audio/mpeg' ? 'mp3' : 'wav'}`;
      await media.writeAudio(name, result.audio);
      return { url: media.audioUrl(name), durationMs: result.durationMs ?? null, cached: false };
    },

    /** Validates, stores and recognises an uploaded recording; scores it when asked. */
    /** `ownerId`: the signed-in learner, who alone may recognise it again by its url. */
    async recognizeUpload(data: Buffer, options: { expectedText?: string | undefined; assess: boolean }, ownerId: number | null = null) {
      const { durationMs } = checkWavUpload(data);
      const speechWav = toSpeechWav(data);
      const name = `${createHash('sha256').update(speechWav).digest('hex').slice(0, 40)}.wav`;
      await media.writeAudio(name, speechWav);
      if (ownerId !== null) await addRecordingOwner(db, name, ownerId, now().toISOString());
      return recognizeStored(name, speechWav, durationMs, options);
    },

    /** Only the caller's own recordings: another learner's (or a spoken reply) answers as missing. */
    async recognizeStoredUrl(url: string, options: { expectedText?: string | undefined; assess: boolean }, callerId: number | null) {
      const name = media.audioNameFromUrl(url);
      const owned = name !== null && callerId !== null && (await ownsRecording(db, name, callerId));
      const data = owned ? await media.readAudio(name) : null;
      if (!name || !data) throw new AppError(ErrCode.NotFound, 'url: no such recording of yours on this server');
      const { durationMs } = checkWavUpload(data);
      return recognizeStored(name, toSpeechWav(data), durationMs, options);
    },
  };
}

export type SpeechService = ReturnType<typeof createSpeechService>;
