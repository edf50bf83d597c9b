/**
 * A PocketSphinx decoder that stays loaded between recognitions (issue 18). Starting
 * `pocketsphinx_continuous` for every clip spends most of its time loading the acoustic model,
 * the language model and the dictionary (about 0.5 s of a 2.5 s clip's 0.6–0.8 s). Here one
 * `pocketsphinx_batch` process loads them once and reads its control file from a named pipe in
 * its own folder: each recognition writes the clip to that folder and one control line naming it.
 * (Not stdin: Node's stdio pipes are sockets, which `fopen("/dev/stdin")` cannot open.)
 *
 * The protocol rests on what batch.c does for each control line, all unbuffered: it decodes,
 * appends the words to the CTM file ("<id> 1 <start> <duration> <word> <posterior>", fillers left
 * out), and only then logs "<id> done ----" on stderr. So when that line arrives, the clip's words
 * are already in the file.
 *
 * One decode runs at a time per process (the caller's bounded queue makes sure of it). A decode that
 * passes its deadline kills the process; the next decode starts a fresh one. An idle process exits
 * after a while so a quiet server does not hold the models' memory, and the process is replaced
 * after many decodes so no slow growth inside it can last.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, constants, openSync, readSync, writeSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lowerPriority } from '../../../platform/process-priority';
import { SttError } from './types';

export interface WarmDecoderOptions {
  /** `pocketsphinx_batch` or a path to it */
  binary: string;
  /** model arguments (-hmm, -lm or -allphone, -dict …); the control and output ones are added here */
  modelArgs: string[];
  /** where the decoder's folder for clips goes (default the OS temp dir) */
  tmpDir?: string | undefined;
  /** an idle process exits after this long (default 10 minutes) */
  idleMs?: number;
  /** the process is replaced after this many decodes (default 500) */
  maxDecodes?: number;
}

/** One word as the decoder's CTM output gives it. */
export interface CtmWord {
  word: string;
  /** seconds from the start of the clip */
  start: number;
  end: number;
  /** posterior probability, 0–1 */
  confidence: number;
}

interface ProcessFiles {
  /** the control pipe, held open read-write so opening never blocks and the decoder never sees its end */
  control: number;
  /** the CTM file the decoder appends to, opened on the first answer, and how far it has been read */
  ctm: number | null;
  ctmPath: string;
  offset: number;
}

interface Pending {
  /** the process the clip was sent to: only its end may fail this decode */
  owner: ChildProcess;
  id: string;
  words: CtmWord[];
  done(words: CtmWord[]): void;
  fail(error: Error): void;
}

const DEFAULT_IDLE_MS = 10 * 60_000;
const DEFAULT_MAX_DECODES = 500;
// "<id> 1 <start> <duration> <word> <posterior>" (write_ctm in pocketsphinx's batch.c)
const CTM_LINE = /^(\S+) \S+ (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\S+) (-?\d+(?:\.\d+)?(?:e[-+]?\d+)?)$/i;

export class WarmDecoder {
  private child: ChildProcess | null = null;
  private dir: string | null = null;
  private starting: Promise<void> | null = null;
  private pending: Pending | null = null;
  private stderrTail = '';
  private errorLines: string[] = [];
  private decodes = 0;
  private nextId = 0;
  private idleTimer: NodeJS.Timeout | null = null;
  /** settles once the current process has ended and its folder is gone */
  private exited: Promise<void> = Promise.resolve();
  private inUse = false;
  /** the current process's open files; closed exactly once, when that process has ended */
  private files: ProcessFiles | null = null;

  constructor(private readonly opts: WarmDecoderOptions) {}

  /** Starts the process now (model loading happens in it, off the event loop). */
  async start(): Promise<void> {
    if (this.child) return;
    this.starting ??= this.spawn().finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  /** True while a decode runs: a process decodes one clip at a time. */
  get busy(): boolean {
    return this.inUse;
  }

  /**
   * Decodes one 16 kHz mono 16-bit WAV with a 44-byte header. `signal` aborting (the caller's
   * deadline) kills the process: a decoder in the middle of a clip cannot be stopped otherwise.
   */
  async decode(wav: Buffer, signal?: AbortSignal): Promise<CtmWord[]> {
    if (this.inUse) throw new Error('WarmDecoder.decode: one decode at a time');
    this.inUse = true;
    try {
      return await this.decodeNow(wav, signal);
    } finally {
      this.inUse = false;
    }
  }

  private async decodeNow(wav: Buffer, signal?: AbortSignal): Promise<CtmWord[]> {
    signal?.throwIfAborted();
    await this.start();
    const child = this.child;
    const dir = this.dir;
    if (!child || !dir) {
      await this.exited; // its folder is gone before the caller hears of it
      throw new SttError('ENGINE_FAILED', `${this.opts.binary} stopped as it started ${this.errorLines.slice(-2).join(' ')}`.trim());
    }
    const id = `u${++this.nextId}`;
    const file = join(dir, `${id}.wav`);
    await writeFile(file, wav);
    this.clearIdle();
    this.setRef(true);
    try {
      return await new Promise<CtmWord[]>((resolve, reject) => {
        let settled = false;
        let aborted = false;
        const settle = (fn: () => void) => {
          if (settled) return;
          settled = true;
          signal?.removeEventListener('abort', onAbort);
          fn();
        };
        // The caller's deadline: a decoder in the middle of a clip can only be stopped by ending it.
        const onAbort = () => {
          const reason: unknown = signal!.reason;
          aborted = true; // the process's end below is ours: answer with the deadline, not "stopped"
          void this.stop();
          void this.exited.then(() => settle(() => reject(reason instanceof Error ? reason : new SttError('TIMEOUT', 'speech recognition was stopped'))));
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        this.pending = {
          owner: child,
          id,
          words: [],
          done: (words) => settle(() => resolve(words)),
          fail: (error) => {
            if (!aborted) settle(() => reject(error));
          },
        };
        if (this.child !== child) {
          // it ended while the clip was being written: answer once its folder is gone
          const pending = this.pending;
          void this.exited.then(() => pending.fail(new SttError('ENGINE_FAILED', `${this.opts.binary} stopped ${this.errorLines.slice(-2).join(' ')}`.trim())));
          return;
        }
        // file name (relative to -cepdir, without -cepext), start frame, end frame (-1 = to the end), utterance
        // id; one short line never fills the pipe, so the write does not wait
        writeSync(this.files!.control, `${id} 0 -1 ${id}\n`);
      });
    } finally {
      this.pending = null;
      await rm(file, { force: true });
      this.decodes += 1;
      if (this.child === child && this.decodes >= (this.opts.maxDecodes ?? DEFAULT_MAX_DECODES)) void this.stop();
      else if (this.child === child) {
        this.setRef(false);
        this.armIdle();
      }
    }
  }

  /** Ends the process; settles once its folder is gone. */
  stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    this.clearIdle();
    if (child && child.exitCode === null && child.signalCode === null) {
      child.ref(); // whoever waits for the end must see it, though the idle process was let go
      child.kill('SIGKILL');
    }
    return this.exited;
  }

  private async spawn(): Promise<void> {
    const dir = await mkdtemp(join(this.opts.tmpDir ?? tmpdir(), 'parley-stt-'));
    const control = join(dir, 'control');
    execFileSync('mkfifo', ['-m', '600', control]);
    const controlFd = openSync(control, constants.O_RDWR);
    const args = [
      '-ctl', control,
      '-cepdir', dir,
      '-cepext', '.wav',
      '-adcin', 'yes',
      '-adchdr', '44',
      '-ctm', join(dir, 'words.ctm'),
      ...this.opts.modelArgs,
    ];
    const child = spawn(this.opts.binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    const files: ProcessFiles = { control: controlFd, ctm: null, ctmPath: join(dir, 'words.ctm'), offset: 0 };
    this.errorLines = [];
    this.stderrTail = '';
    this.decodes = 0;
    this.files = files;
    // Whatever ends the process, its folder goes, and only then is a waiting decode answered (so
    // a caller that sees the error finds nothing left behind).
    const exited = new Promise<string>((resolve) => {
      child.once('exit', (code, signal) => resolve(signal ?? `exit ${code}`));
      child.once('error', () => resolve('not started'));
    }).then(async (how) => {
      if (this.child === child) this.child = null;
      if (this.files === files) this.files = null;
      closeSync(files.control);
      if (files.ctm !== null) closeSync(files.ctm);
      await rm(dir, { recursive: true, force: true });
      return how;
    });
    this.exited = exited.then(() => undefined);
    void exited.then((how) => {
      const lastError = this.errorLines.slice(-2).join(' ');
      if (this.pending?.owner === child) this.pending.fail(new SttError('ENGINE_FAILED', `${this.opts.binary} stopped (${how}) ${lastError}`.trim()));
    });
    await new Promise<void>((resolve, reject) => {
      child.once('spawn', resolve);
      child.once('error', (err: NodeJS.ErrnoException) => {
        reject(
          err.code === 'ENOENT'
            ? new SttError('UNAVAILABLE', `${this.opts.binary} is not installed`, { cause: err })
            : new SttError('ENGINE_FAILED', `could not start ${this.opts.binary}: ${err.message}`, { cause: err }),
        );
      });
    }).catch(async (error: unknown) => {
      await exited;
      throw error;
    });
    // Below the server in priority: the event loop must keep answering while it decodes.
    lowerPriority(child.pid);
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => this.read(chunk));
    if (child.exitCode !== null || child.signalCode !== null) return;
    this.child = child;
    this.dir = dir;
    this.setRef(false);
    this.armIdle();
  }

  private read(chunk: string): void {
    const text = this.stderrTail + chunk;
    const lines = text.split('\n');
    this.stderrTail = lines.pop() ?? '';
    for (const raw of lines) {
      const line = raw.trim();
      const pending = this.pending;
      if (/^(ERROR|FATAL)/.test(line)) this.errorLines = [...this.errorLines.slice(-3), line];
      if (!pending) continue;
      if (line.startsWith(`${pending.id} done`)) pending.done(this.readWords(pending.id));
    }
  }

  /** The CTM lines the decoder appended since the last clip (a few hundred bytes). */
  private readWords(id: string): CtmWord[] {
    const files = this.files;
    if (!files) return [];
    files.ctm ??= openSync(files.ctmPath, 'r');
    const chunks: Buffer[] = [];
    for (;;) {
      const buffer = Buffer.alloc(16_384);
      const read = readSync(files.ctm, buffer, 0, buffer.length, files.offset);
      if (read === 0) break;
      files.offset += read;
      chunks.push(buffer.subarray(0, read));
    }
    const words: CtmWord[] = [];
    for (const line of Buffer.concat(chunks).toString('utf8').split('\n')) {
      const ctm = CTM_LINE.exec(line.trim());
      if (!ctm || ctm[1] !== id) continue;
      const start = Number(ctm[2]);
      words.push({ word: ctm[4]!, start: round3(start), end: round3(start + Number(ctm[3])), confidence: clamp01(Number(ctm[5])) });
    }
    return words;
  }

  // Idle, the process must not keep the server (or a script) from exiting; decoding, it must.
  private setRef(on: boolean): void {
    const child = this.child;
    if (!child) return;
    for (const stream of [child.stderr] as Array<{ ref?: () => void; unref?: () => void } | null>) {
      if (on) stream?.ref?.();
      else stream?.unref?.();
    }
    if (on) child.ref();
    else child.unref();
  }

  private armIdle(): void {
    this.clearIdle();
    this.idleTimer = setTimeout(() => void this.stop(), this.opts.idleMs ?? DEFAULT_IDLE_MS);
    this.idleTimer.unref();
  }

  private clearIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}

function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}

function clamp01(n: number): number {
  return Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0;
}
