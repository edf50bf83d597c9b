// Issue 16: a burst of new texts kept every later learner waiting, because each TTS job's time limit
// began only when the job did. The limit now counts from arrival: a job that waited its whole time
// in line is dropped without ever reaching an engine process. The engine here is a stand-in that
// never answers (the real engines cannot be made to hang on purpose); it writes down each job it
// receives, so the test can tell which ones reached it.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type WasmPoolError, WasmWorkerPool } from './wasm-pool';

describe('the TTS pool with a stand-in engine that never answers', () => {
  let dir: string;
  let worker: string;
  let received: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tts-deadline-'));
    worker = join(dir, 'silent-worker.mjs');
    received = join(dir, 'received.txt');
    await writeFile(
      worker,
      `import { appendFileSync } from 'node:fs';\nprocess.on('message', (job) => appendFileSync(${JSON.stringify(received)}, job.args[0] + '\\n'));\n`,
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const job = (name: string) => ({ kind: 'flite' as const, wasmPath: '/nowhere.wasm', args: [name] });

  it('drops a job whose time ran out while it waited, without sending it to an engine', async () => {
    // long enough for the stand-in's node process to start on a busy machine (400 ms was not, under load)
    const pool = new WasmWorkerPool({ size: 1, jobTimeoutMs: 2000, workerPath: worker });
    try {
      const [first, second] = await Promise.allSettled([pool.run(job('first')), pool.run(job('second'))]);
      expect(first).toMatchObject({ status: 'rejected', reason: { code: 'TIMEOUT' } });
      expect(second).toMatchObject({ status: 'rejected', reason: { code: 'TIMEOUT' } });
      expect((await readFile(received, 'utf8')).trim().split('\n')).toEqual(['first']);
    } finally {
      await pool.close();
    }
  });

  it('refuses at once when the line is full', async () => {
    const pool = new WasmWorkerPool({ size: 1, maxQueue: 1, jobTimeoutMs: 400, workerPath: worker });
    try {
      const results = await Promise.allSettled([pool.run(job('a')), pool.run(job('b')), pool.run(job('c'))]);
      expect(results.map((r) => (r.status === 'rejected' ? (r.reason as WasmPoolError).code : 'ok'))).toEqual(['TIMEOUT', 'TIMEOUT', 'BUSY']);
    } finally {
      await pool.close();
    }
  });
});
