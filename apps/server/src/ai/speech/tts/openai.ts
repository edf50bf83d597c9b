/** Any OpenAI-compatible `POST {baseUrl}/audio/speech` service (OpenAI, LocalAI, Kokoro-FastAPI, …). */
import { sniffAudio } from '../decode';
import { cleanTextForSpeech } from './clean-text';
import { cloneStyles, effectiveProsody, MAX_TTS_CHARS, RESAMPLED_PITCH_EXPONENT } from './styles';
import { TtsError, type SynthesisRequest, type SynthesisResult, type TextToSpeech, type Voice } from './types';
import { createBoundedQueue, DeadlineError, QueueFullError, type BoundedQueue } from '../../../platform/bounded-queue';
import { decodeWavMono, encodeWav16, pitchShiftByResampling, wavDurationMs } from '../wav';

export interface OpenAiVoiceConfig {
  /** the service's voice name, e.g. 'alloy' */
  voice: string;
  name?: string;
  gender: Voice['gender'];
  accent?: string;
  language?: string;
}

export interface OpenAiTtsOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  voices: OpenAiVoiceConfig[];
  /** 'wav' (default; lets us apply pitch styles) or 'mp3' (smaller) */
  format?: 'wav' | 'mp3';
  timeoutMs?: number;
  maxConcurrent?: number;
  fetch?: typeof fetch;
}

export class OpenAiTextToSpeech implements TextToSpeech {
  private readonly list: Array<Voice & { upstream: string }>;
  private readonly limiter: BoundedQueue;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly opts: OpenAiTtsOptions) {
    this.list = opts.voices.map((v) => ({
      id: `openai-${v.voice}`,
      name: v.name ?? v.voice[0]!.toUpperCase() + v.voice.slice(1),
      gender: v.gender,
      accent: v.accent ?? 'American',
      language: v.language ?? 'en-US',
      engine: 'openai' as const,
      styles: cloneStyles(),
      upstream: v.voice,
    }));
    this.limiter = createBoundedQueue({ name: 'speech synthesis', concurrency: opts.maxConcurrent ?? 4, maxQueue: 64 });
    this.fetchImpl = opts.fetch ?? fetch;
  }

  voices(): Voice[] {
    return this.list.map(({ upstream: _u, ...v }) => ({ ...v, styles: v.styles.map((s) => ({ ...s })) }));
  }

  async synthesize(req: SynthesisRequest): Promise<SynthesisResult> {
    const voice = this.list.find((v) => v.id === req.voiceId);
    if (!voice) throw new TtsError('UNKNOWN_VOICE', `unknown voice ${req.voiceId}`);
    const text = cleanTextForSpeech(req.text);
    if (!text) throw new TtsError('EMPTY_TEXT', 'nothing to say after removing markup and emoji');
    if (text.length > MAX_TTS_CHARS) throw new TtsError('TEXT_TOO_LONG', `text longer than ${MAX_TTS_CHARS} characters`);
    const prosody = effectiveProsody(voice.styles, req.style, req.speed);
    const rate = prosody.rate;
    const pitch = Math.pow(prosody.pitch, RESAMPLED_PITCH_EXPONENT);
    const format = this.opts.format ?? 'wav';
    const shiftPitch = format === 'wav' && pitch !== 1;
    // The API has speed but no pitch: for WAV we resample, asking for slower speech first.
    const speed = Math.round(1000 * Math.min(4, Math.max(0.25, shiftPitch ? rate / pitch : rate))) / 1000;
    const url = `${this.opts.baseUrl.replace(/\/+$/, '')}/audio/speech`;
    const run = async (): Promise<SynthesisResult> => {
      let res: Response;
      try {
        res = await this.fetchImpl(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(this.opts.apiKey ? { authorization: `Bearer ${this.opts.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: this.opts.model, voice: voice.upstream, input: text, speed, response_format: format }),
          signal: AbortSignal.timeout(this.opts.timeoutMs ?? 30_000),
        });
      } catch (err) {
        throw new TtsError('UPSTREAM', `speech service unreachable: ${(err as Error).message}`, { cause: err });
      }
      if (!res.ok) {
        const detail = (await res.text().catch(() => '')).slice(0, 300);
        throw new TtsError('UPSTREAM', `speech service answered ${res.status}${detail ? `: ${detail}` : ''}`);
      }
      let audio: Buffer = Buffer.from(await res.arrayBuffer());
      if (audio.length === 0) throw new TtsError('UPSTREAM', 'speech service returned no audio');
      // Some servers (and OpenAI-compatible proxies) answer MP3 whatever format was asked for;
      // labelling those bytes audio/wav would give browsers a file they refuse to play.
      const answeredMp3 = /^audio\/(?:mpeg|mp3)\b/i.test(res.headers.get('content-type') ?? '') || sniffAudio(audio) === 'mp3';
      if (format === 'mp3' || answeredMp3) return { audio, contentType: 'audio/mpeg' };
      try {
        if (shiftPitch) {
          const { samples, sampleRate } = decodeWavMono(audio, { allowTruncated: true });
          audio = encodeWav16(pitchShiftByResampling(samples, pitch), sampleRate);
        }
        return { audio, contentType: 'audio/wav', durationMs: Math.round(wavDurationMs(audio)) };
      } catch (err) {
        // Some servers stream WAV with placeholder sizes we cannot parse strictly; pass it on.
        if (shiftPitch) throw new TtsError('UPSTREAM', `speech service returned unreadable WAV: ${(err as Error).message}`);
        return { audio, contentType: 'audio/wav' };
      }
    };
    try {
      return await this.limiter.run(run);
    } catch (err) {
      if (err instanceof QueueFullError || err instanceof DeadlineError) throw new TtsError('BUSY', err.message, { cause: err });
      throw err;
    }
  }
}
