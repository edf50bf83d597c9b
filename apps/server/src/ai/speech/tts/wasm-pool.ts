/**
 * A small pool of child processes running the WASM TTS engines, so synthesis
 * never blocks the server's event loop and an engine crash cannot take the
 * server down. Each process compiles an engine's module once, on first use,
 * and instantiates it afresh for every job, so no engine state leaks between
 * requests. A job whose process dies is retried once on a fresh process.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { lowerPriority } from '../../../platform/process-priority';
import { rmSync } from 'node:fs';
import { makeTtsDir, removeOrphanTtsDirs } from './tts-temp-dirs';
import { fileURLToPath } from 'node:url';
import { createBoundedQueue, DeadlineError, QueueFullError, type BoundedQueue } from '../../../platform/bounded-queue';

export type WasmJob =
  | { kind: 'flite'; wasmPath: string; args: string[] }
  | { kind: 'espeak'; wasmPath: string; jsUrl: string; args: string[] };

interface Pending {
  id: number;
  job: WasmJob;
  attempts: number;
  resolve: (audio: Buffer) => void;
  reject: (err: Error) => void;
}

interface Slot {
  child: ChildProcess;
  current: Pending | null;
  dead: boolean;
}

type Reply = { id: number; ok: true; audio: Uint8Array } | { id: number; ok: false; error: string } | { ready: true };

export interface WasmPoolOptions {
  /** engine processes (default 1: the machine is small and jobs are short) */
  size?: number;
  /** a job not done this long after it arrived (waiting included) is dropped, its process killed if it runs (default 30 s) */
  jobTimeoutMs?: number;
  /** jobs allowed to wait; beyond this `run` rejects at once (default 64) */
  maxQueue?: number;
  /** the engine process's script (tests use stand-ins) */
  workerPath?: string;
}

export class WasmPoolError extends Error {
  override readonly name = 'WasmPoolError';
  constructor(
    readonly code: 'BUSY' | 'TIMEOUT' | 'CRASHED' | 'FAILED' | 'CLOSED',
    message: string,
  ) {
    super(message);
  }
}

const WORKER_PATH = fileURLToPath(new URL('./wasm-worker.mjs', import.meta.url));
const MAX_ATTEMPTS = 2;

export class WasmWorkerPool {
  private readonly size: number;
  private readonly jobTimeoutMs: number;
  private readonly limiter: BoundedQueue;
  private readonly workerPath: string;
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private tmpDir: string | null = null;
  private closed = false;

  constructor(opts: WasmPoolOptions = {}) {
    this.size = Math.max(1, opts.size ?? 1);
    this.jobTimeoutMs = opts.jobTimeoutMs ?? 30_000;
    this.workerPath = opts.workerPath ?? WORKER_PATH;
    this.limiter = createBoundedQueue({ name: 'speech synthesis', concurrency: this.size, maxQueue: opts.maxQueue ?? 64, deadlineMs: this.jobTimeoutMs });
  }

  async run(job: WasmJob): Promise<Buffer> {
    if (this.closed) throw new WasmPoolError('CLOSED', 'speech engine pool is closed');
    try {
      return await this.limiter.run((signal) => this.runNow(job, signal));
    } catch (error) {
      if (error instanceof QueueFullError) throw new WasmPoolError('BUSY', 'speech synthesis queue is full');
      if (error instanceof DeadlineError) throw new WasmPoolError('TIMEOUT', `speech synthesis took longer than ${this.jobTimeoutMs} ms`);
      throw error;
    }
  }

  // The limiter lets at most `size` jobs in, so one waits here only while a process starts. Past the
  // deadline (`signal`), a job still here is dropped and a running one's process is killed.
  private runNow(job: WasmJob, signal: AbortSignal): Promise<Buffer> {
    return new Promise<Buffer>((resolve, reject) => {
      if (this.closed) return reject(new WasmPoolError('CLOSED', 'speech engine pool closed'));
      const p: Pending = { id: this.nextId++, job, attempts: 0, resolve, reject };
      signal.addEventListener(
        'abort',
        () => {
          const waiting = this.queue.indexOf(p);
          if (waiting >= 0) this.queue.splice(waiting, 1);
          const slot = this.slots.find((s) => s.current === p);
          if (slot) this.kill(slot);
          reject(signal.reason instanceof Error ? signal.reason : new WasmPoolError('TIMEOUT', 'speech synthesis was stopped'));
          this.pump();
        },
        { once: true },
      );
      this.queue.push(p);
      this.pump();
    });
  }

  /** Jobs waiting or running. */
  get pending(): number {
    return this.queue.length + this.slots.filter((s) => s.current).length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.queue.splice(0)) p.reject(new WasmPoolError('CLOSED', 'speech engine pool closed'));
    const slots = this.slots.splice(0);
    await Promise.all(
      slots.map((s) => {
        s.current?.reject(new WasmPoolError('CLOSED', 'speech engine pool closed'));
        s.current = null;
        s.dead = true;
        if (s.child.exitCode !== null || s.child.signalCode !== null) return Promise.resolve();
        this.setRef(s, true); // wait for the exit even if nothing else keeps the process alive
        return new Promise<void>((resolve) => {
          s.child.once('exit', () => resolve());
          s.child.kill('SIGKILL');
        });
      }),
    );
    if (this.tmpDir) rmSync(this.tmpDir, { recursive: true, force: true });
    this.tmpDir = null;
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => !s.current && !s.dead);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      this.dispatch(slot, this.queue.shift()!);
    }
  }

  private spawn(): Slot {
    if (!this.tmpDir) {
      // Folders of earlier processes that died without removing theirs go first.
      removeOrphanTtsDirs();
      const dir = makeTtsDir();
      this.tmpDir = dir;
      // The pool is shared by every app of the process and not always closed: remove the folder
      // when the process exits too, or each server start leaves one behind (issue 16).
      process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    }
    const child = fork(this.workerPath, [], {
      execArgv: ['--expose-gc', '--no-warnings'],
      env: { ...process.env, NODE_OPTIONS: '', PARLEY_TTS_TMPDIR: this.tmpDir },
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    // Synthesis runs below the server's priority, so the event loop keeps answering (issue 16).
    lowerPriority(child.pid);
    const slot: Slot = { child, current: null, dead: false };
    this.setRef(slot, false);
    child.on('message', (msg: Reply) => {
      if ('ready' in msg) return;
      const p = slot.current;
      if (!p || p.id !== msg.id) return;
      this.finish(slot);
      if (msg.ok) p.resolve(Buffer.from(msg.audio.buffer, msg.audio.byteOffset, msg.audio.byteLength));
      else p.reject(new WasmPoolError('FAILED', msg.error));
      this.pump();
    });
    const onDeath = (why: string) => {
      if (slot.dead) return;
      slot.dead = true;
      const idx = this.slots.indexOf(slot);
      if (idx >= 0) this.slots.splice(idx, 1);
      const p = slot.current;
      this.finish(slot);
      if (p) {
        if (p.attempts < MAX_ATTEMPTS && !this.closed) this.queue.unshift(p);
        else p.reject(new WasmPoolError('CRASHED', `speech engine process died: ${why}`));
      }
      if (!this.closed) this.pump();
    };
    child.on('error', (err) => onDeath(err.message));
    child.on('exit', (code, signal) => onDeath(signal ?? `exit code ${code}`));
    this.slots.push(slot);
    return slot;
  }

  private dispatch(slot: Slot, p: Pending): void {
    p.attempts++;
    slot.current = p;
    this.setRef(slot, true); // keep the parent alive while a job is running
    slot.child.send({ id: p.id, ...p.job });
  }

  /** Ends a process in the middle of a job (its deadline passed); the job is answered by the caller. */
  private kill(slot: Slot): void {
    slot.dead = true;
    const idx = this.slots.indexOf(slot);
    if (idx >= 0) this.slots.splice(idx, 1);
    this.finish(slot);
    slot.child.kill('SIGKILL');
  }

  private finish(slot: Slot): void {
    slot.current = null;
    this.setRef(slot, false);
  }

  private setRef(slot: Slot, on: boolean): void {
    const channel = slot.child.channel as { ref?: () => void; unref?: () => void } | null | undefined;
    if (on) {
      slot.child.ref();
      channel?.ref?.();
    } else {
      slot.child.unref();
      channel?.unref?.();
    }
  }
}
