// Engine child processes (pocketsphinx, ffmpeg) run below the server's priority: on a 2-core
// machine they otherwise take the CPU the event loop needs to answer everyone else (issue 16).
import os from 'node:os';

export function lowerPriority(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    os.setPriority(pid, 10);
  } catch {
    // The process may already have exited; its priority no longer matters.
  }
}
