import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { processRunnerPid, ProcessRunnerError, runProcess } from './process-runner';

const env = { PATH: process.env.PATH ?? '/usr/bin:/bin' };
/** Processes whose command line is exactly `commandLine`, found with ps (the runner's jobs are not our children). */
const processesWith = (commandLine: string) =>
  execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.trim() === commandLine);

describe('the process runner', () => {
  it('runs a command in its own process, in the server\'s session, with the text on stdin, and gives back exit code and output', async () => {
    const result = await runProcess({ file: '/bin/sh', args: ['-c', 'tr a-z A-Z; echo oops >&2; exit 3'], input: 'héllo\n', env });
    expect(result.code).toBe(3);
    expect(result.stdout.toString('utf8')).toBe('HéLLO\n');
    expect(result.stderr.toString('utf8')).toBe('oops\n');
    // Not the server: the command's parent is the runner.
    const parent = execFileSync('/bin/sh', ['-c', 'echo $PPID'], { encoding: 'utf8' }).trim();
    expect(Number(parent)).toBe(process.pid);
    const runnersChild = await runProcess({ file: '/bin/sh', args: ['-c', 'echo $PPID; ps -o sid= -p $$'], env });
    const [parentPid, session] = runnersChild.stdout.toString().trim().split(/\s+/).map(Number);
    expect(parentPid).toBe(processRunnerPid());
    // The server's session: where the kernel groups sessions for scheduling, a session of its own
    // would compete with the server as an equal whatever its nice value.
    expect(session).toBe(Number(execFileSync('ps', ['-o', 'sid=', '-p', String(process.pid)], { encoding: 'utf8' }).trim()));
  });

  it('kills a whole pipeline when the caller gives up', async () => {
    const marker = `${31 + Math.random()}`.slice(0, 8);
    const controller = new AbortController();
    const running = runProcess({ file: '/bin/sh', args: ['-c', `sleep ${marker} | cat`], env, signal: controller.signal });
    for (let i = 0; i < 50 && processesWith(`sleep ${marker}`).length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(processesWith(`sleep ${marker}`)).toHaveLength(1);
    controller.abort();
    await expect(running).rejects.toBeInstanceOf(ProcessRunnerError);
    for (let i = 0; i < 50 && processesWith(`sleep ${marker}`).length > 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(processesWith(`sleep ${marker}`)).toEqual([]);
  });

  it('refuses a command that cannot start, and starts a new runner after the old one died', async () => {
    await expect(runProcess({ file: '/no/such/engine', args: [], env })).rejects.toThrow(/ENOENT/);
    const first = processRunnerPid();
    expect(first).not.toBeNull();
    const pending = runProcess({ file: '/bin/sleep', args: ['5'], env });
    process.kill(first!, 'SIGKILL');
    await expect(pending).rejects.toThrow(/process runner stopped/);
    const again = await runProcess({ file: '/bin/echo', args: ['still here'], env });
    expect(again.stdout.toString()).toBe('still here\n');
    expect(processRunnerPid()).not.toBe(first);
  });
});
