// Issue 16: a server that crashed or was killed left its parley-tts-* folder behind for good.
// A start now removes the folders of processes that are gone, and only those.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTtsDir, removeOrphanTtsDirs } from './tts-temp-dirs';

describe('TTS scratch folders', () => {
  it('removes the folder of a process that has ended, keeps those of running ones and unrelated ones', () => {
    const root = mkdtempSync(join(tmpdir(), 'parley-tts-root-'));
    // A process that certainly ended: one that ran and exited.
    const ended = spawnSync(process.execPath, ['-e', '0']).pid!;
    const orphan = join(root, `parley-tts-${ended}-abc123`);
    const running = join(root, `parley-tts-${process.ppid}-def456`);
    const unrelated = join(root, 'parley-tts-old-format');
    for (const dir of [orphan, running, unrelated]) mkdirSync(dir);
    const mine = makeTtsDir(root);
    expect(removeOrphanTtsDirs(root)).toBe(1);
    expect([orphan, running, unrelated, mine].map(existsSync)).toEqual([false, true, true, true]);
    rmSync(root, { recursive: true, force: true });
  });
});
