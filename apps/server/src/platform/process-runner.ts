// Engine commands (Apertium's pipelines, ffmpeg, pocketsphinx's one-off runs) are started by a small
// helper process, not by the server. Starting a process from Node copies the starter's memory map
// while its event loop waits: 24 ms per start at the server's ~800 MB (bench/api/spawn-cost.ts), so a
// burst of translations stalled every other request (issue 16: the cheap call's p99 went to 235–338
// ms). The helper is a few tens of MB, so a start costs it a few ms, and the server's event loop
// 0.18 ms. One helper per server process, started with the server (startProcessRunner) or on first
// use, and again if it dies; it does not keep the server alive.
// Its commands stay in the server's session, so their nice value ranks them below the server (see
// the child's killTree for why a session of their own did not).
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { lowerPriority } from './process-priority';

const CHILD_PATH = fileURLToPath(new URL('./process-runner-child.mjs', import.meta.url));

export interface ProcessJob {
  file: string;
  args: string[];
  /** Written to the command's stdin, which is then closed; without it stdin is /dev/null. */
  input?: string;
  env: Record<string, string>;
  /** Aborting kills the command and every process it started (a shell's pipeline); the promise rejects. */
  signal?: AbortSignal;
}

export interface ProcessResult {
  code: number | null;
  signal: string | null;
  stdout: Buffer;
  stderr: Buffer;
}

export class ProcessRunnerError extends Error {}

type Reply = { id: number; error: string } | ({ id: number } & ProcessResult);

interface Pending {
  resolve(result: ProcessResult): void;
  reject(error: Error): void;
}

let child: ChildProcess | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(why: string): void {
  for (const job of pending.values()) job.reject(new ProcessRunnerError(why));
  pending.clear();
}

function runner(): ChildProcess {
  if (child?.connected) return child;
  const started = fork(CHILD_PATH, [], {
    execArgv: ['--no-warnings'],
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  // Its commands run below the server's priority, as the engines did when the server started them.
  lowerPriority(started.pid);
  started.on('message', (reply: Reply) => {
    const job = pending.get(reply.id);
    if (!job) return;
    pending.delete(reply.id);
    if ('error' in reply) job.reject(new ProcessRunnerError(reply.error));
    else job.resolve({ ...reply, stdout: Buffer.from(reply.stdout), stderr: Buffer.from(reply.stderr) });
  });
  const onDeath = () => {
    if (child === started) child = null;
    failAll('the process runner stopped');
  };
  started.on('exit', onDeath);
  started.on('error', onDeath);
  child = started;
  holdOpen(false);
  return started;
}

/** Only while a job runs does the helper keep this process alive: idle, it leaves with the server. */
function holdOpen(busy: boolean): void {
  const channel = child?.channel as { ref?: () => void; unref?: () => void } | undefined;
  if (busy) {
    child?.ref();
    channel?.ref?.();
  } else {
    child?.unref();
    channel?.unref?.();
  }
}

/**
 * Starts the helper now, while this process is still small (server.ts calls it first thing): a fork
 * costs the event loop in proportion to the starter's memory, and later the server is ~800 MB.
 */
export function startProcessRunner(): void {
  runner();
}

/** Runs one command in the helper process and gives back its exit and output. */
export function runProcess(job: ProcessJob): Promise<ProcessResult> {
  if (job.signal?.aborted) return Promise.reject(new ProcessRunnerError('aborted before it started'));
  const target = runner();
  const id = nextId++;
  return new Promise<ProcessResult>((resolve, reject) => {
    const onAbort = () => {
      const waiting = pending.get(id);
      if (!waiting) return;
      pending.delete(id);
      if (target.connected) target.send({ kill: id });
      waiting.reject(new ProcessRunnerError('aborted'));
    };
    const settled = () => {
      job.signal?.removeEventListener('abort', onAbort);
      if (pending.size === 0) holdOpen(false);
    };
    pending.set(id, {
      resolve: (result) => {
        settled();
        resolve(result);
      },
      reject: (error) => {
        settled();
        reject(error);
      },
    });
    holdOpen(true);
    job.signal?.addEventListener('abort', onAbort, { once: true });
    target.send({ id, file: job.file, args: job.args, input: job.input, env: job.env });
  });
}

/** The helper's process id while it runs (tests, and whoever wants to watch it). */
export const processRunnerPid = (): number | null => (child?.connected ? (child.pid ?? null) : null);
