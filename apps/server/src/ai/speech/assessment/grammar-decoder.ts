/**
 * Decodes a recording against a recognition network (JSGF grammar + dictionary) with PocketSphinx
 * (`pocketsphinx_continuous -jsgf … -dict …`), one process per clip like the general recogniser, in its
 * own bounded queue so assessments wait in line instead of piling processes onto the cores.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBoundedQueue, DeadlineError, QueueFullError, type BoundedQueue } from '../../../platform/bounded-queue';
import { runProcess } from '../../../platform/process-runner';
import { POCKETSPHINX_MODEL_DIR } from '../../installed';
import { parsePocketsphinxOutput } from '../stt/pocketsphinx';
import { SttError, type Transcript } from '../stt/types';
import { parseWav, toSpeechWav } from '../wav';

export interface GrammarDecoder {
  /** Words of the network (dictionary tokens) the decoder picked, in order, across every utterance of the clip. */
  decodeWithGrammar(wav: Buffer, network: { jsgf: string; dict: string }): Promise<Transcript>;
}

export interface GrammarDecoderOptions {
  binary?: string;
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
    const audio = toSpeechWav(wav);
    if (parseWav(audio).frameCount === 0) return { text: '', words: [] };
    const timeoutMs = this.opts.timeoutMs ?? 20_000 + 3 * parseWav(audio).durationMs;
    const binary = this.opts.binary ?? 'pocketsphinx_continuous';
    const model = this.opts.modelDir ?? POCKETSPHINX_MODEL_DIR;
    const job = async (signal: AbortSignal) => {
      const dir = await mkdtemp(join(tmpdir(), 'parley-assess-'));
      try {
        await Promise.all([
          // .wav suffix: pocketsphinx then skips the header
          writeFile(join(dir, 'input.wav'), audio),
          writeFile(join(dir, 'net.jsgf'), network.jsgf),
          writeFile(join(dir, 'net.dict'), network.dict),
        ]);
        const args = ['-infile', join(dir, 'input.wav'), '-hmm', join(model, 'en-us'), '-jsgf', join(dir, 'net.jsgf'), '-dict', join(dir, 'net.dict'), '-time', 'yes', '-logfn', '/dev/null'];
        return parsePocketsphinxOutput(await run(binary, args, signal));
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    };
    try {
      return await this.queue.run(job, { deadlineMs: timeoutMs });
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
