/** Voices for languages other than English from espeak-ng (Emscripten WASM), in a worker thread. */
import { cleanTextForSpeech } from './clean-text';
import { cloneStyles, effectiveProsody, MAX_TTS_CHARS } from './styles';
import { TtsError, type SynthesisRequest, type SynthesisResult, type TextToSpeech, type Voice } from './types';
import { espeakPaths } from './wasm-engines';
import { WasmPoolError, WasmWorkerPool } from './wasm-pool';
import { wavDurationMs } from '../wav';

interface EspeakLanguage {
  /** espeak-ng voice name */
  voice: string;
  /** BCP 47 */
  language: string;
  label: string;
  accent: string;
}

/** Languages learners are most likely to speak; espeak-ng has ~130 more. */
export const ESPEAK_LANGUAGES: readonly EspeakLanguage[] = [
  { voice: 'es', language: 'es-ES', label: 'Spanish', accent: 'Spain' },
  { voice: 'es-419', language: 'es-419', label: 'Spanish', accent: 'Latin America' },
  { voice: 'fr-fr', language: 'fr-FR', label: 'French', accent: 'France' },
  { voice: 'de', language: 'de-DE', label: 'German', accent: 'Germany' },
  { voice: 'it', language: 'it-IT', label: 'Italian', accent: 'Italy' },
  { voice: 'pt-br', language: 'pt-BR', label: 'Portuguese', accent: 'Brazil' },
  { voice: 'pt', language: 'pt-PT', label: 'Portuguese', accent: 'Portugal' },
  { voice: 'nl', language: 'nl-NL', label: 'Dutch', accent: 'Netherlands' },
  { voice: 'pl', language: 'pl-PL', label: 'Polish', accent: 'Poland' },
  { voice: 'ru', language: 'ru-RU', label: 'Russian', accent: 'Russia' },
  { voice: 'uk', language: 'uk-UA', label: 'Ukrainian', accent: 'Ukraine' },
  { voice: 'tr', language: 'tr-TR', label: 'Turkish', accent: 'Turkey' },
  { voice: 'ar', language: 'ar', label: 'Arabic', accent: 'Modern Standard' },
  { voice: 'hi', language: 'hi-IN', label: 'Hindi', accent: 'India' },
  { voice: 'cmn', language: 'zh-CN', label: 'Chinese (Mandarin)', accent: 'Mainland' },
  { voice: 'yue', language: 'zh-HK', label: 'Chinese (Cantonese)', accent: 'Hong Kong' },
  { voice: 'ja', language: 'ja-JP', label: 'Japanese', accent: 'Japan' },
  { voice: 'ko', language: 'ko-KR', label: 'Korean', accent: 'Korea' },
  { voice: 'vi', language: 'vi-VN', label: 'Vietnamese', accent: 'Northern' },
  { voice: 'id', language: 'id-ID', label: 'Indonesian', accent: 'Indonesia' },
  { voice: 'sv', language: 'sv-SE', label: 'Swedish', accent: 'Sweden' },
  { voice: 'el', language: 'el-GR', label: 'Greek', accent: 'Greece' },
];

/** espeak-ng variants giving a female and a male timbre. */
const VARIANTS = { female: 'f3', male: 'm3' } as const;
const DEFAULT_WPM = 165;
const DEFAULT_PITCH = 50;

export interface EspeakOptions {
  pool?: WasmWorkerPool;
  /** limit to these espeak voice names (see ESPEAK_LANGUAGES) */
  only?: string[];
}

export class EspeakTextToSpeech implements TextToSpeech {
  private readonly list: Array<Voice & { espeakVoice: string }>;
  private readonly pool: WasmWorkerPool;
  private readonly ownsPool: boolean;

  constructor(opts: EspeakOptions = {}) {
    this.list = ESPEAK_LANGUAGES.filter((l) => !opts.only || opts.only.includes(l.voice)).flatMap((l) =>
      (['female', 'male'] as const).map((gender) => ({
        id: `espeak-${l.voice}-${gender}`,
        name: `${l.label} (${l.accent}), ${gender}`,
        gender,
        accent: l.accent,
        language: l.language,
        engine: 'espeak-ng' as const,
        styles: cloneStyles(),
        espeakVoice: `${l.voice}+${VARIANTS[gender]}`,
      })),
    );
    this.ownsPool = !opts.pool;
    this.pool = opts.pool ?? new WasmWorkerPool();
  }

  voices(): Voice[] {
    return this.list.map(({ espeakVoice: _v, ...v }) => ({ ...v, styles: v.styles.map((s) => ({ ...s })) }));
  }

  async synthesize(req: SynthesisRequest): Promise<SynthesisResult> {
    const voice = this.list.find((v) => v.id === req.voiceId);
    if (!voice) throw new TtsError('UNKNOWN_VOICE', `unknown espeak-ng voice ${req.voiceId}`);
    const text = cleanTextForSpeech(req.text);
    if (!text) throw new TtsError('EMPTY_TEXT', 'nothing to say after removing markup and emoji');
    if (text.length > MAX_TTS_CHARS) throw new TtsError('TEXT_TOO_LONG', `text longer than ${MAX_TTS_CHARS} characters`);
    const { rate, pitch } = effectiveProsody(voice.styles, req.style, req.speed);
    const wpm = Math.round(Math.min(450, Math.max(80, DEFAULT_WPM * rate)));
    // espeak's pitch is 0–99 around 50; one step is roughly a third of a semitone
    const p = Math.round(Math.min(99, Math.max(0, DEFAULT_PITCH + 3 * 12 * Math.log2(pitch))));
    // a leading space stops text that starts with '-' being read as an option
    const args = ['-v', voice.espeakVoice, '-s', String(wpm), '-p', String(p), '-w', 'out.wav', ` ${text}`];
    let audio: Buffer;
    try {
      audio = await this.pool.run({ kind: 'espeak', ...espeakPaths(), args });
    } catch (err) {
      if (err instanceof WasmPoolError && err.code === 'BUSY') throw new TtsError('BUSY', err.message, { cause: err });
      throw new TtsError('ENGINE_FAILED', `espeak-ng failed: ${(err as Error).message}`, { cause: err });
    }
    return { audio, contentType: 'audio/wav', durationMs: Math.round(wavDurationMs(audio)) };
  }

  async close(): Promise<void> {
    if (this.ownsPool) await this.pool.close();
  }
}
