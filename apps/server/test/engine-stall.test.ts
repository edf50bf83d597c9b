// Issue 16, finding 1: anonymous grammar checks of long random "words" froze the whole server
// (Harper ran on the event loop). Now they run in a worker pool behind a bounded queue, so a cheap
// request sent after a burst of heavy checks is answered before the burst is. No time is asserted:
// the test counts how many heavy checks finished before the cheap request did.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppInMemory } from './support/app';

const HEAVY = 8;

function randomWords(words: number, letters: number): string {
  const word = () => Array.from({ length: letters }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return Array.from({ length: words }, word).join(' ');
}

describe('a burst of heavy grammar checks', () => {
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    app = await buildTestAppInMemory({ ownsDatabase: true, env: { LOG_LEVEL: 'error' } });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    // Load the grammar engine first: the test is about the burst, not the first load.
    const warm = await fetch(`${base}/api/transform/v1/checkGrammar`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content: 'I goes home.' }) });
    expect(((await warm.json()) as { errCode: number }).errCode).toBe(0);
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('does not hold up a cheap request: it is answered before the heavy checks are', async () => {
    const finished: string[] = [];
    const heavy = Array.from({ length: HEAVY }, async (_, i) => {
      const res = await fetch(`${base}/api/transform/v1/checkGrammar`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content: randomWords(36, 26) }),
      });
      const body = (await res.json()) as { errCode: number };
      finished.push(`heavy${i}`);
      return body.errCode;
    });
    // Let the burst reach the server first.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const cheap = await fetch(`${base}/api/common/v1/getByKey?key=capabilities`);
    expect(cheap.status).toBe(200);
    const heavyBeforeCheap = finished.length;
    const codes = await Promise.all(heavy);
    // Each heavy check answers: checked (0), or refused/dropped with an envelope (429/503).
    for (const code of codes) expect([0, 429, 503]).toContain(code);
    expect(heavyBeforeCheap).toBeLessThan(HEAVY / 2);
  }, 240_000);
});
