/**
 * The PocketSphinx runs of pronunciation assessment, one process per clip, in their own bounded queue so
 * assessments wait in line instead of piling processes onto the cores:
 *  - decoding a recording against a recognition network (`pocketsphinx_continuous -jsgf … -dict …`);
 *  - aligning it with several fixed readings of the sentence (`pocketsphinx_batch -fsgctl …`, see
 *    forced-alignment.ts), which confirms or rejects what the network heard.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBoundedQueue, DeadlineError, QueueFullError, type BoundedQueue } from '../../../platform/bounded-queue';
import { runProcess } from '../../../platform/process-runner';
import { POCKETSPHINX_MODEL_DIR } from '../../installed';
import { alignmentFiles, parseHypseg, type AlignedReading, type ReadingOrFree } from './forced-alignment';
import { parsePocketsphinxOutput } from '../stt/pocketsphinx';
import { SttError, type Transcript } from '../stt/types';
import { parseWav, toSpeechWav } from '../wav';

export interface GrammarDecoder {
  /** Words of the network (dictionary tokens) the decoder picked, in order, across every utterance of the clip. */
  decodeWithGrammar(wav: Buffer, network: { jsgf: string; dict: string }): Promise<Transcript>;
  /** Each reading forced onto the whole recording, in order; null where it could not be aligned. */
  alignReadings(wav: Buffer, readings: readonly ReadingOrFree[]): Promise<Array<AlignedReading | null>>;
}

export interface GrammarDecoderOptions {
  binary?: string;
  /** the batch decoder that aligns readings (default pocketsphinx_batch) */
  batchBinary?: string;
  modelDir?: string;
  maxConcurrent?: number;
  maxQueue?: number;
  timeoutMs?: number;
}

export class PocketsphinxGrammarDecoder implements GrammarDecoder {
  private readonly queue: BoundedQueue;
  constructor(private readonly opts: GrammarDecoderOptions = {}) {
    this.queue = createBoundedQueue({ name: 'pronunciation assessment', concurrency: opts.maxConcurrent ?? 1, maxQueue: opts.maxQueue ?? 16 });
  }

  async decodeWithGrammar(wav: Buffer, network: { jsgf: string; dict: string }): Promise<Transcript> {
    const binary = this.opts.binary ?? 'pocketsphinx_continuous';
    const empty: Transcript = { text: '', words: [] };
    return this.inQueue(wav, empty, async (dir, audioPath, model, signal) => {
      await Promise.all([writeFile(join(dir, 'net.jsgf'), network.jsgf), writeFile(join(dir, 'net.dict'), network.dict)]);
      const args = ['-infile', audioPath, '-hmm', join(model, 'en-us'), '-jsgf', join(dir, 'net.jsgf'), '-dict', join(dir, 'net.dict'), '-time', 'yes', '-logfn', '/dev/null'];
      return parsePocketsphinxOutput(await run(binary, args, signal));
    });
  }

  async alignReadings(wav: Buffer, readings: readonly ReadingOrFree[]): Promise<Array<AlignedReading | null>> {
    const binary = this.opts.batchBinary ?? 'pocketsphinx_batch';
    if (readings.length === 0) return [];
    return this.inQueue(wav, readings.map(() => null), async (dir, _audioPath, model, signal) => {
      const files = alignmentFiles(readings);
      await Promise.all([
        writeFile(join(dir, 'align.dict'), files.dict),
        // the same recording once per reading, each with its own grammar
        writeFile(join(dir, 'align.ctl'), readings.map(() => 'input\n').join('')),
        writeFile(join(dir, 'align.fsgctl'), files.fsgs.map((_, i) => `r${i}\n`).join('')),
        ...files.fsgs.map((fsg, i) => writeFile(join(dir, `r${i}.fsg`), fsg)),
      ]);
      const args = [
        '-ctl', join(dir, 'align.ctl'), '-cepdir', dir, '-cepext', '.wav', '-adcin', 'yes', '-adchdr', '44',
        '-hmm', join(model, 'en-us'), '-dict', join(dir, 'align.dict'),
        '-fsgctl', join(dir, 'align.fsgctl'), '-fsgdir', dir, '-fsgext', '.fsg',
        '-compallsen', 'yes', '-hypseg', join(dir, 'align.seg'), '-logfn', '/dev/null',
      ];
      await run(binary, args, signal);
      return parseHypseg(await readFile(join(dir, 'align.seg'), 'utf8'), readings);
    });
  }

  /** Runs `job` in the queue with the recording written as `input.wav` in a fresh folder, removed after. */
  private async inQueue<T>(wav: Buffer, silent: T, job: (dir: string, audioPath: string, model: string, signal: AbortSignal) => Promise<T>): Promise<T> {
    const audio = toSpeechWav(wav);
    const { frameCount, durationMs } = parseWav(audio);
    if (frameCount === 0) return silent;
    const timeoutMs = this.opts.timeoutMs ?? 20_000 + 3 * durationMs;
    const model = this.opts.modelDir ?? POCKETSPHINX_MODEL_DIR;
    const queued = async (signal: AbortSignal) => {
      const dir = await mkdtemp(join(tmpdir(), 'parley-assess-'));
      try {
        // .wav suffix: pocketsphinx then skips the header
        await writeFile(join(dir, 'input.wav'), audio);
        return await job(dir, join(dir, 'input.wav'), model, signal);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    };
    try {
      return await this.queue.run(queued, { deadlineMs: timeoutMs });
    } catch (err) {
      if (err instanceof QueueFullError) throw new SttError('BUSY', err.message, { cause: err });
      if (err instanceof DeadlineError) throw new SttError('TIMEOUT', `pronunciation assessment took longer than ${timeoutMs} ms`, { cause: err });
      throw err;
    }
  }
}

/** Started by the process runner, below the server's priority: neither starting nor running the
 * decoder holds up the event loop (issue 16). The queue's deadline aborts `signal`, which kills it. */
async function run(binary: string, args: string[], signal: AbortSignal): Promise<string> {
  const result = await runProcess({ file: binary, args, env: { PATH: process.env.PATH ?? '/usr/bin:/bin' }, signal }).catch((err: unknown) => {
    const message = (err as Error).message;
    throw /ENOENT/.test(message) ? new SttError('UNAVAILABLE', `${binary} is not installed`, { cause: err }) : new SttError('ENGINE_FAILED', message, { cause: err });
  });
  if (result.code !== 0) throw new SttError('ENGINE_FAILED', `${binary} exited with ${result.code ?? result.signal}`);
  return result.stdout.toString('utf8');
}
