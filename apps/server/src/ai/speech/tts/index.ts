import { TtsError, type SynthesisRequest, type SynthesisResult, type TextToSpeech, type Voice } from './types';
import { EspeakTextToSpeech } from './espeak';
import { FliteTextToSpeech } from './flite';
import { WasmWorkerPool } from './wasm-pool';

export * from './types';
export { cleanTextForSpeech, splitSentences } from './clean-text';
export { STANDARD_STYLES, resolveStyle, effectiveProsody, MAX_TTS_CHARS } from './styles';
export { FliteTextToSpeech, type FliteOptions } from './flite';
export { EspeakTextToSpeech, ESPEAK_LANGUAGES, type EspeakOptions } from './espeak';
export { OpenAiTextToSpeech, type OpenAiTtsOptions, type OpenAiVoiceConfig } from './openai';
export { WasmWorkerPool, WasmPoolError, type WasmPoolOptions } from './wasm-pool';

/** Several providers behind one TextToSpeech; requests go to whichever owns the voice id. */
export class CompositeTextToSpeech implements TextToSpeech {
  constructor(private readonly providers: TextToSpeech[]) {}

  voices(): Voice[] {
    return this.providers.flatMap((p) => p.voices());
  }

  synthesize(req: SynthesisRequest): Promise<SynthesisResult> {
    const provider = this.providers.find((p) => p.voices().some((v) => v.id === req.voiceId));
    if (!provider) return Promise.reject(new TtsError('UNKNOWN_VOICE', `unknown voice ${req.voiceId}`));
    return provider.synthesize(req);
  }
}

/**
 * The offline default: flite English voices plus espeak-ng for other
 * languages, sharing one worker thread.
 */
export function createOfflineTextToSpeech(opts: { workers?: number } = {}): CompositeTextToSpeech & {
  close(): Promise<void>;
} {
  const pool = new WasmWorkerPool({ size: opts.workers ?? 1 });
  const composite = new CompositeTextToSpeech([new FliteTextToSpeech({ pool }), new EspeakTextToSpeech({ pool })]);
  return Object.assign(composite, { close: () => pool.close() });
}
