// The TTS workers' scratch folders in the temp directory. Each is named after the process that
// made it (parley-tts-<pid>-…): a process that crashed or was killed cannot remove its own, so
// the next start removes every folder whose process is gone (issue 16: every start left one).
// A folder of a process still running, another server's perhaps, is left alone.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PREFIX = 'parley-tts-';
const OWNED = /^parley-tts-(\d+)-/;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the folders left by processes that are no longer running; returns how many went. */
export function removeOrphanTtsDirs(root = tmpdir()): number {
  let removed = 0;
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return 0;
  }
  for (const name of names) {
    const pid = OWNED.exec(name)?.[1];
    if (pid === undefined || Number(pid) === process.pid || isRunning(Number(pid))) continue;
    rmSync(join(root, name), { recursive: true, force: true });
    removed++;
  }
  return removed;
}

/** A new scratch folder of this process. */
export function makeTtsDir(root = tmpdir()): string {
  return mkdtempSync(join(root, `${PREFIX}${process.pid}-`));
}
