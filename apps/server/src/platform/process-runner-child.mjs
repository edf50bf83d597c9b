// The process runner's child (process-runner.ts): a small Node process that starts engine commands
// for the server and hands back their output. Plain JavaScript with no imports of ours, so that it
// stays small: starting a process copies the starter's memory map, and that copy is what stalled
// the server (tens of milliseconds per start at ~800 MB) and costs this process about one.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

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

/** The process ids below `root` (a shell's pipeline), read from /proc. */
function descendantsOf(root) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (name) state ppid …": the name may hold spaces and brackets, so read after the last ')'.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found = [];
  const queue = [root];
  while (queue.length > 0) {
    for (const pid of children.get(queue.shift()) ?? []) {
      found.push(pid);
      queue.push(pid);
    }
  }
  return found;
}

/**
 * Kills a job's command and everything it started (a shell's whole pipeline). The pipeline stays in
 * the server's session on purpose: a session of its own (a detached process group) is, where the
 * kernel groups sessions for scheduling (sched_autogroup), a CPU share equal to the server's,
 * whatever its nice value; two Apertium pipelines took the server's CPU that way.
 */
function killTree(child) {
  if (!child.pid) return;
  for (const pid of [child.pid, ...descendantsOf(child.pid)]) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

process.on('message', (message) => {
  if (message.kill !== undefined) {
    const child = running.get(message.kill);
    if (child) killTree(child);
    return;
  }
  const { id, file, args, input, env } = message;
  const stdout = [];
  const stderr = [];
  let child;
  try {
    child = spawn(file, args, { stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'], env });
  } catch (error) {
    send({ id, error: String(error?.message ?? error) });
    return;
  }
  running.set(id, child);
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
  for (const child of running.values()) killTree(child);
  process.exit(0);
});
