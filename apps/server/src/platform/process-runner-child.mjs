// The process runner's child (process-runner.ts): a small Node process that starts engine commands
// for the server and hands back their output. Plain JavaScript with no imports of ours, so that it
// stays small: starting a process copies the starter's memory map, and that copy is what stalled
// the server (tens of milliseconds per start at ~800 MB) and costs this process about one.
import { spawn } from 'node:child_process';

/** Output kept per stream: an engine that prints without end cannot fill this process. */
const MAX_OUTPUT_BYTES = 16 * 1024 * 1024;
const running = new Map();

function collect(stream, into) {
  let size = 0;
  stream?.on('data', (chunk) => {
    if (size + chunk.length > MAX_OUTPUT_BYTES) return;
    size += chunk.length;
    into.push(chunk);
  });
}

function send(message) {
  if (process.connected) process.send(message);
}

process.on('message', (message) => {
  if (message.kill !== undefined) {
    const job = running.get(message.kill);
    if (!job?.child.pid) return;
    try {
      // A detached job leads its own process group: the whole pipeline goes, not only its shell.
      if (job.detached) process.kill(-job.child.pid, 'SIGKILL');
      else job.child.kill('SIGKILL');
    } catch {
      // already gone
    }
    return;
  }
  const { id, file, args, input, env, detached } = message;
  const stdout = [];
  const stderr = [];
  let child;
  try {
    // A detached job starts a session of its own, and with it (where the kernel groups sessions
    // for scheduling, sched_autogroup) a scheduling group that competes with the server's as an
    // equal, whatever its nice value: two Apertium pipelines took the server's CPU that way. The
    // shell lowers its own group's weight to the least before it becomes the command (exec keeps
    // the pid, so the group kill below still reaches everything).
    const [command, commandArgs] = detached ? ['/bin/sh', ['-c', 'echo 19 > /proc/$$/autogroup 2>/dev/null; exec "$0" "$@"', file, ...args]] : [file, args];
    child = spawn(command, commandArgs, { stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'], env, detached: Boolean(detached) });
  } catch (error) {
    send({ id, error: String(error?.message ?? error) });
    return;
  }
  running.set(id, { child, detached: Boolean(detached) });
  collect(child.stdout, stdout);
  collect(child.stderr, stderr);
  let answered = false;
  const answer = (reply) => {
    if (answered) return;
    answered = true;
    running.delete(id);
    send({ id, ...reply });
  };
  // A command that could not start (not found, not executable) has no pid and may never close.
  child.on('error', (error) => {
    if (!child.pid) answer({ error: error.message });
  });
  child.on('close', (code, signal) => answer({ code, signal, stdout: Buffer.concat(stdout), stderr: Buffer.concat(stderr) }));
  if (child.stdin) {
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  }
});

// The server went away: so do we, and so do the jobs we started.
process.on('disconnect', () => {
  for (const { child, detached } of running.values()) {
    try {
      if (detached && child.pid) process.kill(-child.pid, 'SIGKILL');
      else child.kill('SIGKILL');
    } catch {
      // already gone
    }
  }
  process.exit(0);
});
