// Issue 16, finding 2: Apertium's queue had no bound and its time-out started only when a run
// started, so 20 anonymous requests made another learner's translation take 20 s and 200 left a
// call unanswered for 100 s. The apertium command is faked here by a script that never answers
// (a stand-in for a machine too busy to run it), so only the queue's behaviour is under test.
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeadlineError, QueueFullError } from '../../../platform/bounded-queue';
import { createApertiumProvider } from './apertium';
import { createTranslatorChain } from './chain';

describe('Apertium behind the bounded queue (fake apertium that hangs)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'parley-apertium-test-'));
    await writeFile(join(dir, 'hang'), '#!/bin/sh\nexec sleep 60\n');
    await chmod(join(dir, 'hang'), 0o755);
    await writeFile(join(dir, 'eng-spa.mode'), '');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses runs beyond its line at once, and answers every waiting one by its deadline', async () => {
    const provider = createApertiumProvider({ command: join(dir, 'hang'), modesDir: dir, concurrency: 1, maxQueue: 3, timeoutMs: 300 });
    expect(provider.available).toBe(true);
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => provider.translate('Hello there.', 'es')));
    const reasons = outcomes.map((o) => (o.status === 'rejected' ? (o.reason as Error) : null));
    // One runs, three wait, sixteen are refused at once.
    expect(reasons.filter((r) => r instanceof QueueFullError)).toHaveLength(16);
    // The running one is killed at its deadline; those that waited it out never run.
    expect(reasons.filter((r) => r instanceof DeadlineError)).toHaveLength(4);
  });

  it('does not hand a busy burst on to the next provider (a gloss on the event loop)', async () => {
    const provider = createApertiumProvider({ command: join(dir, 'hang'), modesDir: dir, concurrency: 1, maxQueue: 0, timeoutMs: 300 });
    let fallbackCalls = 0;
    const fallback = { name: 'fallback', supports: () => true, pairs: () => [], translate: () => Promise.resolve({ text: String(++fallbackCalls), kind: 'gloss' as const, provider: 'fallback' }) };
    const chain = createTranslatorChain([provider, fallback]);
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => chain.translate('Hello there.', 'es')));
    expect(outcomes.filter((o) => o.status === 'rejected' && o.reason instanceof QueueFullError)).toHaveLength(4);
    expect(fallbackCalls).toBe(0);
  });
});
