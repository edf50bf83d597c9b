// Issue 16: every server start left an empty parley-tts-* folder in the temp directory, because
// the shared pool is not closed when the process ends. The folder now goes when the process exits.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const POOL = fileURLToPath(new URL('./wasm-pool.ts', import.meta.url));

describe('the TTS pool temporary folder', () => {
  it('is removed when the process exits without closing the pool', () => {
    const script = `
      const { WasmWorkerPool } = await import(${JSON.stringify(POOL)});
      const pool = new WasmWorkerPool();
      const slot = pool.spawn();
      console.log(pool.tmpDir);
      slot.child.kill('SIGKILL');
      process.exit(0);`;
    const dir = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' }).trim();
    expect(dir).toMatch(/parley-tts-/);
    expect(existsSync(dir)).toBe(false);
  });
});
