/**
 * Offline English recognition with CMU PocketSphinx (Debian `pocketsphinx`,
 * `pocketsphinx-en-us`). Words: by default the models stay loaded in `pocketsphinx_batch`
 * processes (warm-decoder.ts); `warm: false` runs `pocketsphinx_continuous` on a temporary WAV per
 * clip, as before (the benchmark's baseline). Phones (`recognizePhones`, for pronunciation) still
 * run `pocketsphinx_continuous` per clip: batch decodes the whole clip where continuous cuts it at
 * silences, which gives other phone strings, and the pronunciation scores were measured on these.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SttError, type SpeechToText, type TranscribeOptions, type Transcript, type TranscriptWord } from './types';
import { createBoundedQueue, DeadlineError, QueueFullError, type BoundedQueue } from '../../../platform/bounded-queue';
import { runProcess } from '../../../platform/process-runner';
import { parseWav, toSpeechWav } from '../wav';
import { findExecutable, isReadable, pocketsphinxModelFiles, POCKETSPHINX_MODEL_DIR } from '../../installed';
import { WarmDecoder, type CtmWord } from './warm-decoder';
import { ContextDecoder } from './context-decoder';
import { CONTEXT_FLAT_UNIGRAM, contextArpa } from './context-lm';

export const DEFAULT_POCKETSPHINX_MODEL_DIR = POCKETSPHINX_MODEL_DIR;

export interface PocketsphinxOptions {
  /** keep the word models loaded between clips (default true) */
  warm?: boolean;
  /** executable name or path (default 'pocketsphinx_continuous', looked up on PATH) */
  binary?: string;
  /** the loaded decoder's executable (default 'pocketsphinx_batch') */
  batchBinary?: string;
  /** directory holding en-us/, en-us.lm.bin, en-us-phone.lm.bin and cmudict-en-us.dict */
  modelDir?: string;
  /** kill the decoder after this long (default 20 s + 3 × the audio length) */
  timeoutMs?: number;
  /** decoders running at once (default 1; each uses a core) */
  maxConcurrent?: number;
  /** requests allowed to wait (default 32) */
  maxQueue?: number;
  /** where temporary WAVs go (default the OS temp dir) */
  tmpDir?: string;
  /** bias recognition to the turn's likely answers when they are given (default true; needs warm) */
  context?: boolean;
}

export interface RecognizedPhone {
  /** ARPAbet phone without stress, e.g. 'AH'; 'SIL' is silence */
  phone: string;
  start: number;
  end: number;
}

const WORD_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?(?:e[-+]?\d+)?)$/i;

/** Parse `pocketsphinx_continuous -time yes` stdout into words (fillers dropped). */
export function parsePocketsphinxOutput(stdout: string): Transcript {
  const words: TranscriptWord[] = [];
  const hyps: string[] = [];
  let offset = 0;
  let lastEnd = 0;
  let newUtterance = false;
  for (const raw of stdout.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const m = WORD_LINE.exec(line);
    if (!m) {
      // a hypothesis line starts each utterance; word times restart from zero
      hyps.push(line);
      newUtterance = true;
      continue;
    }
    const token = m[1]!;
    const start = Number(m[2]);
    const end = Number(m[3]);
    if (newUtterance && words.length > 0 && start + offset < lastEnd) offset = lastEnd;
    newUtterance = false;
    lastEnd = Math.max(lastEnd, end + offset);
    if (/^[<[+]/.test(token)) continue; // <s> </s> <sil> [NOISE] +SPN+ …
    const word = token.replace(/\(\d+\)$/, '');
    const conf = Number(m[4]);
    words.push({
      word,
      start: round3(start + offset),
      end: round3(end + offset),
      confidence: Number.isFinite(conf) ? Math.min(1, Math.max(0, conf)) : undefined,
    });
  }
  const text = words.length > 0 ? words.map((w) => w.word).join(' ') : hyps.join(' ').trim();
  return { text, words };
}

/** Parse `-allphone … -time yes` stdout into phones. */
export function parseAllphoneOutput(stdout: string): RecognizedPhone[] {
  const phones: RecognizedPhone[] = [];
  for (const raw of stdout.split(/\r?\n/)) {
    const m = WORD_LINE.exec(raw.trim());
    if (!m) continue;
    const phone = m[1]!.toUpperCase();
    if (phone.startsWith('+') || phone === '<S>' || phone === '</S>') continue;
    phones.push({ phone, start: Number(m[2]), end: Number(m[3]) });
  }
  return phones;
}

function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}

export class PocketsphinxSpeechToText implements SpeechToText {
  private readonly binary: string;
  private readonly modelDir: string;
  private readonly limiter: BoundedQueue;
  private available: Promise<boolean> | null = null;
  /** loaded word decoders, made on first use, at most `maxConcurrent` (warm mode only) */
  private readonly decoders: WarmDecoder[] = [];
  /** decodes with the turn's model mixed in (PocketSphinx's library), made on the first turn with a context */
  private contextDecoder: ContextDecoder | null = null;

  constructor(private readonly opts: PocketsphinxOptions = {}) {
    this.binary = opts.binary ?? 'pocketsphinx_continuous';
    this.modelDir = opts.modelDir ?? DEFAULT_POCKETSPHINX_MODEL_DIR;
    this.limiter = createBoundedQueue({ name: 'speech recognition', concurrency: opts.maxConcurrent ?? 1, maxQueue: opts.maxQueue ?? 32 });
  }

  /** True when the decoder binaries and the en-US model are installed. Cached. */
  isAvailable(): Promise<boolean> {
    const binaries = this.opts.warm === false ? [this.binary] : [this.binary, this.opts.batchBinary ?? 'pocketsphinx_batch'];
    this.available ??= Promise.resolve(binaries.every((binary) => findExecutable(binary) !== null) && pocketsphinxModelFiles(this.modelDir).every(isReadable));
    return this.available;
  }

  async transcribe(wav: Buffer, opts: TranscribeOptions = {}): Promise<Transcript> {
    checkLanguage(opts.language);
    const audio = toSpeechWav(wav);
    if (parseWav(audio).frameCount === 0) return { text: '', words: [] };
    if (this.opts.warm === false) return parsePocketsphinxOutput(await this.decode(audio, [...this.wordModelArgs(), '-time', 'yes']));
    const timeoutMs = this.opts.timeoutMs ?? 20_000 + 3 * parseWav(audio).durationMs;
    const arpa = this.opts.context === false || !opts.context ? null : contextArpa(opts.context, { flatUnigram: CONTEXT_FLAT_UNIGRAM });
    const words = await this.queued(async (signal): Promise<CtmWord[]> => {
      const biased = arpa !== null && (await this.contextDecoderIfLoaded());
      return biased ? biased.decode(audio, arpa, signal) : this.idleDecoder().decode(audio, signal);
    }, timeoutMs);
    return { text: words.map((w) => w.word).join(' '), words };
  }

  /** The context decoder, or null where PocketSphinx's library cannot be loaded (then the general model decodes). */
  private async contextDecoderIfLoaded(): Promise<ContextDecoder | null> {
    this.contextDecoder ??= new ContextDecoder({ modelDir: this.modelDir, tmpDir: this.opts.tmpDir });
    return (await this.contextDecoder.isAvailable()) ? this.contextDecoder : null;
  }

  /**
   * Loads the word decoders now, so the first learner does not wait for the models (warm mode).
   * Answers why recognition cannot be biased to the conversation here, if it cannot (for the log).
   */
  async warmUp(): Promise<{ contextUnavailable: string | null }> {
    if (this.opts.warm === false || !(await this.isAvailable())) return { contextUnavailable: null };
    const [, biased] = await Promise.all([this.idleDecoder().start(), this.opts.context === false ? null : this.contextDecoderIfLoaded()]);
    return { contextUnavailable: this.opts.context !== false && !biased ? (this.contextDecoder?.unavailableReason ?? 'the PocketSphinx library did not start') : null };
  }

  /** Ends the loaded decoders and waits until their folders are gone (they also end when idle). */
  async close(): Promise<void> {
    await Promise.all([...this.decoders.map((decoder) => decoder.stop()), this.contextDecoder?.close()]);
  }

  private wordModelArgs(): string[] {
    const m = this.modelDir;
    return ['-hmm', join(m, 'en-us'), '-lm', join(m, 'en-us.lm.bin'), '-dict', join(m, 'cmudict-en-us.dict')];
  }

  // An idle loaded decoder, or a new one: the queue lets at most `maxConcurrent` clips decode at
  // once, so there are never more processes than that.
  private idleDecoder(): WarmDecoder {
    const idle = this.decoders.find((decoder) => !decoder.busy);
    if (idle) return idle;
    const decoder = new WarmDecoder({ binary: this.opts.batchBinary ?? 'pocketsphinx_batch', modelArgs: this.wordModelArgs(), tmpDir: this.opts.tmpDir });
    this.decoders.push(decoder);
    return decoder;
  }

  /**
   * Phone recognition (`-allphone` with the phonetic language model,
   * context-independent units): noisy, but a cheap signal for pronunciation.
   */
  async recognizePhones(wav: Buffer): Promise<RecognizedPhone[]> {
    const audio = toSpeechWav(wav);
    if (parseWav(audio).frameCount === 0) return [];
    const m = this.modelDir;
    const stdout = await this.decode(audio, [
      '-hmm', join(m, 'en-us'),
      '-allphone', join(m, 'en-us-phone.lm.bin'),
      '-allphone_ci', 'yes',
      '-beam', '1e-20',
      '-lw', '2.0',
      '-time', 'yes',
    ]);
    return parseAllphoneOutput(stdout);
  }

  private async decode(audio: Buffer, args: string[]): Promise<string> {
    const timeoutMs = this.opts.timeoutMs ?? 20_000 + 3 * parseWav(audio).durationMs;
    // The limit counts from arrival (waiting in line included); past it the decoder is killed.
    const run = async (signal: AbortSignal) => {
      const dir = await mkdtemp(join(this.opts.tmpDir ?? tmpdir(), 'parley-stt-'));
      try {
        // the file name must end in .wav: pocketsphinx then checks and skips the 44-byte header
        const file = join(dir, 'input.wav');
        await writeFile(file, audio);
        return await runDecoder(this.binary, ['-infile', file, ...args], timeoutMs, signal);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    };
    return this.queued(run, timeoutMs);
  }

  private async queued<T>(task: (signal: AbortSignal) => Promise<T>, timeoutMs: number): Promise<T> {
    try {
      return await this.limiter.run(task, { deadlineMs: timeoutMs });
    } catch (err) {
      if (err instanceof QueueFullError) throw new SttError('BUSY', err.message, { cause: err });
      if (err instanceof DeadlineError) throw new SttError('TIMEOUT', `speech recognition took longer than ${timeoutMs} ms`, { cause: err });
      throw err;
    }
  }
}

function checkLanguage(language: string | undefined): void {
  if (language && !/^en(?:-|$)/i.test(language)) {
    throw new SttError('UNSUPPORTED_LANGUAGE', `pocketsphinx only recognises English, not ${language}`);
  }
}

/**
 * Started by the process runner, below the server's priority: neither starting nor running the
 * decoder holds up the event loop (issue 16). The queue's deadline (from arrival) aborts `signal`,
 * which kills it.
 */
async function runDecoder(binary: string, args: string[], timeoutMs: number, signal: AbortSignal): Promise<string> {
  const result = await runProcess({ file: binary, args, env: { PATH: process.env.PATH ?? '/usr/bin:/bin' }, signal }).catch((err: unknown) => {
    if (signal.aborted) throw new SttError('TIMEOUT', `speech recognition took longer than ${timeoutMs} ms`, { cause: err });
    const message = (err as Error).message;
    throw /ENOENT/.test(message)
      ? new SttError('UNAVAILABLE', `${binary} is not installed`, { cause: err })
      : new SttError('ENGINE_FAILED', `could not start ${binary}: ${message}`, { cause: err });
  });
  if (result.code !== 0) {
    const errTail = result.stderr.toString('utf8').slice(-2000);
    const lastError = errTail.split('\n').filter((l) => /ERROR|FATAL/.test(l)).slice(-2).join(' ');
    throw new SttError('ENGINE_FAILED', `${binary} failed (${result.signal ?? `exit ${result.code}`}) ${lastError}`.trim());
  }
  return result.stdout.toString('utf8');
}
