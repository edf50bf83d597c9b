/** English voices from flite (CMU), run as WASI inside a worker thread. */
import { cleanTextForSpeech } from './clean-text';
import { cloneStyles, effectiveProsody, MAX_TTS_CHARS, RESAMPLED_PITCH_EXPONENT } from './styles';
import { TtsError, type SynthesisRequest, type SynthesisResult, type TextToSpeech, type Voice } from './types';
import { fliteWasmPath } from './wasm-engines';
import { WasmPoolError, WasmWorkerPool } from './wasm-pool';
import { decodeWavMono, encodeWav16, pitchShiftByResampling, wavDurationMs } from '../wav';

interface FliteVoiceSpec {
  engineVoice: string;
  name: string;
  gender: Voice['gender'];
  accent: string;
  language: string;
  /** mean F0 in Hz, when flite honours int_f0_target_mean for this voice; null = shift by resampling */
  baseF0: number | null;
}

// Measured on this build: rms ignores int_f0_target_mean, the others follow it.
// 'kal' (the same speaker as kal16 at 8 kHz) is left out: lower quality and
// PocketSphinx misheard 47 % of its words in the round trip.
const FLITE_VOICES: readonly FliteVoiceSpec[] = [
  { engineVoice: 'slt', name: 'Sarah', gender: 'female', accent: 'American', language: 'en-US', baseF0: 165 },
  { engineVoice: 'rms', name: 'Richard', gender: 'male', accent: 'American', language: 'en-US', baseF0: null },
  { engineVoice: 'awb', name: 'Alan', gender: 'male', accent: 'Scottish', language: 'en-GB', baseF0: 120 },
  { engineVoice: 'kal16', name: 'Kevin', gender: 'male', accent: 'American', language: 'en-US', baseF0: 95 },
];

export interface FliteOptions {
  pool?: WasmWorkerPool;
  /** limit the voice list, by engine voice name (slt, rms, awb, kal16) */
  only?: string[];
}

export class FliteTextToSpeech implements TextToSpeech {
  private readonly specs: Map<string, FliteVoiceSpec>;
  private readonly list: Voice[];
  private readonly pool: WasmWorkerPool;
  private readonly ownsPool: boolean;

  constructor(opts: FliteOptions = {}) {
    const chosen = FLITE_VOICES.filter((v) => !opts.only || opts.only.includes(v.engineVoice));
    this.specs = new Map(chosen.map((v) => [`flite-${v.engineVoice}`, v]));
    this.list = chosen.map((v) => ({
      id: `flite-${v.engineVoice}`,
      name: v.name,
      gender: v.gender,
      accent: v.accent,
      language: v.language,
      engine: 'flite',
      styles: cloneStyles(),
    }));
    this.ownsPool = !opts.pool;
    this.pool = opts.pool ?? new WasmWorkerPool();
  }

  voices(): Voice[] {
    return this.list.map((v) => ({ ...v, styles: v.styles.map((s) => ({ ...s })) }));
  }

  async synthesize(req: SynthesisRequest): Promise<SynthesisResult> {
    const spec = this.specs.get(req.voiceId);
    const voice = this.list.find((v) => v.id === req.voiceId);
    if (!spec || !voice) throw new TtsError('UNKNOWN_VOICE', `unknown flite voice ${req.voiceId}`);
    const text = cleanTextForSpeech(req.text);
    if (!text) throw new TtsError('EMPTY_TEXT', 'nothing to say after removing markup and emoji');
    if (text.length > MAX_TTS_CHARS) throw new TtsError('TEXT_TOO_LONG', `text longer than ${MAX_TTS_CHARS} characters`);
    const prosody = effectiveProsody(voice.styles, req.style, req.speed);
    const rate = prosody.rate;
    // Resampling moves the formants with the pitch, which hurts intelligibility
    // quickly (round-trip WER for rms 'deep' was 68 % at the full factor, 19.5 %
    // at its square root), so voices without F0 control get a gentler shift.
    const pitch = spec.baseF0 === null ? Math.pow(prosody.pitch, RESAMPLED_PITCH_EXPONENT) : prosody.pitch;
    const resamplePitch = spec.baseF0 === null && pitch !== 1;
    // When pitch is shifted by resampling, speak slower first so the length comes out right.
    const stretch = (1 / rate) * (resamplePitch ? pitch : 1);
    const args = ['-voice', spec.engineVoice, '--setf', `duration_stretch=${stretch.toFixed(3)}`];
    if (spec.baseF0 !== null && pitch !== 1) {
      args.push('--setf', `int_f0_target_mean=${Math.round(spec.baseF0 * pitch)}`);
    }
    args.push('-t', text);
    let audio: Buffer;
    try {
      audio = await this.pool.run({ kind: 'flite', wasmPath: fliteWasmPath(), args });
    } catch (err) {
      if (err instanceof WasmPoolError && err.code === 'BUSY') throw new TtsError('BUSY', err.message, { cause: err });
      throw new TtsError('ENGINE_FAILED', `flite failed: ${(err as Error).message}`, { cause: err });
    }
    if (resamplePitch) {
      const { samples, sampleRate } = decodeWavMono(audio);
      audio = encodeWav16(pitchShiftByResampling(samples, pitch), sampleRate);
    }
    return { audio, contentType: 'audio/wav', durationMs: Math.round(wavDurationMs(audio)) };
  }

  async close(): Promise<void> {
    if (this.ownsPool) await this.pool.close();
  }
}
