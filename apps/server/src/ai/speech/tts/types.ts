export type VoiceEngine = 'flite' | 'espeak-ng' | 'openai';

export interface VoiceStyle {
  key: string;
  name: string;
  /** speaking-rate multiplier (1 = the voice's normal rate) */
  rate: number;
  /** pitch multiplier (1 = the voice's normal pitch) */
  pitch: number;
}

export interface Voice {
  id: string;
  name: string;
  gender: 'female' | 'male';
  /** human-readable accent, e.g. 'American', 'Scottish' */
  accent: string;
  /** BCP 47 language tag, e.g. 'en-US' */
  language: string;
  engine: VoiceEngine;
  styles: VoiceStyle[];
}

export interface SynthesisRequest {
  text: string;
  voiceId: string;
  /** a VoiceStyle key; unknown or missing keys fall back to 'normal' */
  style?: string;
  /** extra rate multiplier on top of the style (0.5–2, default 1) */
  speed?: number;
}

export interface SynthesisResult {
  audio: Buffer;
  contentType: 'audio/wav' | 'audio/mpeg';
  durationMs?: number;
}

export interface TextToSpeech {
  voices(): Voice[];
  synthesize(req: SynthesisRequest): Promise<SynthesisResult>;
}

export type TtsErrorCode = 'UNKNOWN_VOICE' | 'EMPTY_TEXT' | 'TEXT_TOO_LONG' | 'ENGINE_FAILED' | 'BUSY' | 'UPSTREAM';

export class TtsError extends Error {
  override readonly name = 'TtsError';
  constructor(
    readonly code: TtsErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
