export interface TranscriptWord {
  word: string;
  /** seconds from the start of the audio */
  start: number;
  end: number;
  /** 0–1 when the engine reports it */
  confidence?: number;
}

export interface Transcript {
  text: string;
  words: TranscriptWord[];
}

export interface TranscribeOptions {
  /** BCP 47 language of the speech; engines reject languages they cannot do */
  language?: string;
  /**
   * Lines the learner is likely to say in this turn (the partner's question, the scene's expected
   * answers, hints, the learner's facts): engines that can bias recognition to them do (issue 18).
   */
  context?: readonly string[];
}

export interface SpeechToText {
  transcribe(wav: Buffer, opts?: TranscribeOptions): Promise<Transcript>;
  isAvailable?(): Promise<boolean>;
}

export type SttErrorCode = 'UNAVAILABLE' | 'UNSUPPORTED_LANGUAGE' | 'TIMEOUT' | 'ENGINE_FAILED' | 'BUSY' | 'UPSTREAM';

export class SttError extends Error {
  override readonly name = 'SttError';
  constructor(
    readonly code: SttErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
