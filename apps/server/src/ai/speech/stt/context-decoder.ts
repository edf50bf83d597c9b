/**
 * Recognition biased to what the learner is likely to say (issue 18 §3, decision 0031): a small
 * language model of the turn (context-lm.ts) mixed into the general one, decoded by PocketSphinx's
 * C library in a child process that keeps the models loaded (context-decoder-process.mjs). The
 * command-line decoders cannot mix models; the library can.
 *
 * One decode at a time per process (the caller's bounded queue makes sure of it). A decode that
 * passes its deadline kills the process, as does a fault in the library; the next decode starts a
 * fresh one. An idle process exits after a while so a quiet server does not hold the models' memory.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lowerPriority } from '../../../platform/process-priority';
import { CONTEXT_WEIGHT } from './context-lm';
import { SttError } from './types';
import type { CtmWord } from './warm-decoder';

const PROCESS_PATH = fileURLToPath(new URL('./context-decoder-process.mjs', import.meta.url));
const DEFAULT_IDLE_MS = 10 * 60_000;
// The process holds about 145 MB with the general model and 226 MB once the mixed set is built; it
// grew to 242 MB over 500 swaps of the turn's model and stayed there (measured 2026-11-29).
// Replacing it now and then keeps any slow growth from lasting, as for the batch decoder.
const DEFAULT_MAX_DECODES = 500;

export interface ContextDecoderOptions {
  /** directory holding en-us/, en-us.lm.bin and cmudict-en-us.dict */
  modelDir: string;
  /** the turn's model's weight in the mix (default CONTEXT_WEIGHT; the benchmark tries others) */
  weight?: number;
  /** further PocketSphinx arguments, e.g. ['-beam', '1e-60'] (the benchmark's; the server adds none) */
  decoderArgs?: string[];
  /** an idle process exits after this long (default 10 minutes) */
  idleMs?: number;
  /** the process is replaced after this many decodes (default 500) */
  maxDecodes?: number;
  /** where the process's folder for the turn's model goes (default the OS temp dir) */
  tmpDir?: string | undefined;
}

type Reply = { ready: true } | { ready: false; error: string } | { id: number; ok: true; words: CtmWord[] } | { id: number; ok: false; error: string };

interface Running {
  child: ChildProcess;
  dir: string;
  /** settles when the library has loaded (true) or could not (false, with the reason kept) */
  ready: Promise<boolean>;
  pending: { id: number; done(words: CtmWord[]): void; fail(error: Error): void } | null;
  decodes: number;
}

export class ContextDecoder {
  private running: Running | null = null;
  private nextId = 0;
  private idleTimer: NodeJS.Timeout | null = null;
  /** why the library could not be loaded, once it failed: then it is not tried again */
  private loadError: string | null = null;

  constructor(private readonly opts: ContextDecoderOptions) {}

  /** False when PocketSphinx's library (or koffi) cannot be loaded here; starts the process. */
  async isAvailable(): Promise<boolean> {
    if (this.loadError !== null) return false;
    const running = this.start();
    setRef(running.child, true); // a script that only waits for the models must not end meanwhile
    try {
      return await running.ready;
    } finally {
      if (!running.pending) setRef(running.child, false);
    }
  }

  /** Why it is not available, for the log. */
  get unavailableReason(): string | null {
    return this.loadError;
  }

  /**
   * Words heard in a 16 kHz mono 16-bit WAV (44-byte header): with the general model mixed with
   * `arpa` (the turn's model), or with the general model alone when it is null. `signal` aborting
   * (the caller's deadline) kills the process: a decode in the middle of a clip cannot be stopped
   * otherwise.
   */
  async decode(wav: Buffer, arpa: string | null, signal?: AbortSignal): Promise<CtmWord[]> {
    signal?.throwIfAborted();
    const running = this.start();
    this.clearIdle();
    setRef(running.child, true); // a script that only waits for this decode must not end meanwhile
    try {
      // The deadline may pass while the models load: the process is ended then too.
      const stopLoading = () => this.kill(running);
      signal?.addEventListener('abort', stopLoading, { once: true });
      const ready = await running.ready.finally(() => signal?.removeEventListener('abort', stopLoading));
      signal?.throwIfAborted();
      if (!ready) throw new SttError('UNAVAILABLE', `the PocketSphinx library could not be loaded: ${this.loadError ?? 'it stopped as it started'}`);
      if (running.pending) throw new Error('ContextDecoder.decode: one decode at a time');
      return await new Promise<CtmWord[]>((resolve, reject) => {
        const id = ++this.nextId;
        const onAbort = () => {
          running.pending = null;
          this.kill(running);
          reject(signal!.reason instanceof Error ? signal!.reason : new SttError('TIMEOUT', 'speech recognition was stopped'));
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        const settle = () => {
          signal?.removeEventListener('abort', onAbort);
          running.pending = null;
        };
        running.pending = {
          id,
          done: (words) => (settle(), resolve(words)),
          fail: (error) => (settle(), reject(error)),
        };
        running.decodes += 1;
        running.child.send({ id, wav, arpa });
      });
    } finally {
      setRef(running.child, false);
      if (this.running === running && running.decodes >= (this.opts.maxDecodes ?? DEFAULT_MAX_DECODES)) this.kill(running);
      if (this.running === running) this.armIdle();
    }
  }

  /** Ends the process. */
  async close(): Promise<void> {
    this.clearIdle();
    const running = this.running;
    if (!running) return;
    const exited = new Promise<void>((resolve) => running.child.once('exit', () => resolve()));
    setRef(running.child, true); // wait for the exit even if nothing else keeps this process alive
    this.kill(running);
    if (running.child.exitCode === null && running.child.signalCode === null) await exited;
  }

  private start(): Running {
    if (this.running) return this.running;
    const dir = mkdtempSync(join(this.opts.tmpDir ?? tmpdir(), 'parley-context-stt-'));
    const child = fork(PROCESS_PATH, [], {
      execArgv: ['--no-warnings'],
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        PARLEY_STT_MODEL_DIR: this.opts.modelDir,
        PARLEY_CONTEXT_WEIGHT: String(this.opts.weight ?? CONTEXT_WEIGHT),
        PARLEY_CONTEXT_TMPDIR: dir,
        PARLEY_CONTEXT_ARGS: JSON.stringify(this.opts.decoderArgs ?? []),
      },
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    // Decoding runs below the server's priority, so the event loop keeps answering (issue 16).
    lowerPriority(child.pid);
    let markReady: (ok: boolean) => void = () => undefined;
    const running: Running = { child, dir, ready: new Promise<boolean>((resolve) => (markReady = resolve)), pending: null, decodes: 0 };
    this.running = running;
    child.on('message', (msg: Reply) => {
      if ('ready' in msg) {
        if (!msg.ready) this.loadError = msg.error;
        markReady(msg.ready);
        return;
      }
      const pending = running.pending;
      if (!pending || pending.id !== msg.id) return;
      if (msg.ok) pending.done(msg.words);
      else pending.fail(new SttError('ENGINE_FAILED', `context decoding failed: ${msg.error}`));
    });
    const onEnd = (why: string) => {
      if (this.running === running) this.running = null;
      rmSync(dir, { recursive: true, force: true });
      markReady(false); // a process that ends before it is ready never will be
      running.pending?.fail(new SttError('ENGINE_FAILED', `the context decoder stopped (${why})`));
    };
    child.on('error', (error) => onEnd(error.message));
    child.on('exit', (code, signal) => onEnd(signal ?? `exit code ${code}`));
    setRef(child, false);
    this.armIdle();
    return running;
  }

  private kill(running: Running): void {
    if (this.running === running) this.running = null;
    running.child.kill('SIGKILL');
  }

  private armIdle(): void {
    this.clearIdle();
    this.idleTimer = setTimeout(() => this.running && this.kill(this.running), this.opts.idleMs ?? DEFAULT_IDLE_MS);
    this.idleTimer.unref();
  }

  private clearIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}

/** A process (and its message channel) that keeps the parent alive only while a decode waits on it. */
function setRef(child: ChildProcess, on: boolean): void {
  const channel = child.channel as { ref?: () => void; unref?: () => void } | null | undefined;
  if (on) {
    child.ref();
    channel?.ref?.();
  } else {
    child.unref();
    channel?.unref?.();
  }
}
