/** Any OpenAI-compatible `POST {baseUrl}/audio/transcriptions` service (OpenAI Whisper, faster-whisper-server, LocalAI, …). */
import { SttError, type SpeechToText, type TranscribeOptions, type Transcript, type TranscriptWord } from './types';
import { createBoundedQueue, DeadlineError, QueueFullError, type BoundedQueue } from '../../../platform/bounded-queue';
import { parseWav } from '../wav';

export interface OpenAiSttOptions {
  baseUrl: string;
  apiKey?: string;
  /** e.g. 'whisper-1' */
  model: string;
  timeoutMs?: number;
  maxConcurrent?: number;
  fetch?: typeof fetch;
}

interface VerboseJson {
  text?: unknown;
  words?: Array<{ word?: unknown; start?: unknown; end?: unknown; probability?: unknown; confidence?: unknown }>;
}

/** About 200 tokens of English. */
const MAX_PROMPT_CHARS = 800;

export class OpenAiSpeechToText implements SpeechToText {
  private readonly limiter: BoundedQueue;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly opts: OpenAiSttOptions) {
    this.limiter = createBoundedQueue({ name: 'speech recognition', concurrency: opts.maxConcurrent ?? 4, maxQueue: 64 });
    this.fetchImpl = opts.fetch ?? fetch;
  }

  async isAvailable(): Promise<boolean> {
    return Boolean(this.opts.baseUrl && this.opts.model);
  }

  async transcribe(wav: Buffer, opts: TranscribeOptions = {}): Promise<Transcript> {
    parseWav(wav); // reject broken uploads before spending a request on them
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'speech.wav');
    form.append('model', this.opts.model);
    form.append('response_format', 'verbose_json');
    form.append('timestamp_granularities[]', 'word');
    const lang = opts.language?.split('-')[0]?.toLowerCase();
    if (lang) form.append('language', lang);
    // Whisper's prompt reads as the text before the clip: the turn's likely answers make their
    // words likelier. It keeps only its last 224 tokens, so the lines are kept short.
    const prompt = (opts.context ?? []).join(' ').slice(0, MAX_PROMPT_CHARS).trim();
    if (prompt) form.append('prompt', prompt);
    const url = `${this.opts.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
    const run = async (): Promise<Transcript> => {
      let res: Response;
      try {
        res = await this.fetchImpl(url, {
          method: 'POST',
          headers: this.opts.apiKey ? { authorization: `Bearer ${this.opts.apiKey}` } : {},
          body: form,
          signal: AbortSignal.timeout(this.opts.timeoutMs ?? 60_000),
        });
      } catch (err) {
        const timeout = (err as Error).name === 'TimeoutError';
        throw new SttError(timeout ? 'TIMEOUT' : 'UPSTREAM', `transcription service: ${(err as Error).message}`, { cause: err });
      }
      if (!res.ok) {
        const detail = (await res.text().catch(() => '')).slice(0, 300);
        throw new SttError('UPSTREAM', `transcription service answered ${res.status}${detail ? `: ${detail}` : ''}`);
      }
      let body: VerboseJson;
      try {
        body = (await res.json()) as VerboseJson;
      } catch (err) {
        throw new SttError('UPSTREAM', 'transcription service returned invalid JSON', { cause: err });
      }
      return normaliseVerboseJson(body);
    };
    try {
      return await this.limiter.run(run);
    } catch (err) {
      if (err instanceof QueueFullError || err instanceof DeadlineError) throw new SttError('BUSY', err.message, { cause: err });
      throw err;
    }
  }
}

export function normaliseVerboseJson(body: VerboseJson): Transcript {
  const words: TranscriptWord[] = [];
  for (const w of Array.isArray(body.words) ? body.words : []) {
    if (typeof w.word !== 'string' || typeof w.start !== 'number' || typeof w.end !== 'number') continue;
    const word = w.word.trim();
    if (!word) continue;
    const p = typeof w.probability === 'number' ? w.probability : typeof w.confidence === 'number' ? w.confidence : undefined;
    words.push({ word, start: w.start, end: w.end, ...(p === undefined ? {} : { confidence: Math.min(1, Math.max(0, p)) }) });
  }
  const text = typeof body.text === 'string' ? body.text.trim() : words.map((w) => w.word).join(' ');
  return { text, words };
}
