// 200 sockets that send their headers a byte at a time are closed by the server, and other
// learners are served meanwhile. Whether they are served as fast is a time, which no test asserts:
// bench/api/slow-clients.ts measures median and p99 latency with and without the slow sockets
// (figures in docs/benchmarks.md).
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppInMemory } from './support/app';

describe('slow clients', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = await buildTestAppInMemory({ env: { HEADERS_TIMEOUT_MS: '1500' } });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(address).port);
  });

  afterAll(async () => {
    await app.close();
  });

  it('closes 200 sockets that dribble their headers while serving everyone else', async () => {
    const closed: Array<Promise<void>> = [];
    const timers: Array<ReturnType<typeof setInterval>> = [];
    for (let i = 0; i < 200; i += 1) {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      closed.push(new Promise((resolve) => socket.on('close', () => resolve())));
      socket.on('connect', () => {
        socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
        timers.push(setInterval(() => socket.writable && socket.write('X'), 200));
      });
    }
    // Meanwhile ordinary requests are answered.
    const answers = await Promise.all(Array.from({ length: 30 }, () => fetch(`http://127.0.0.1:${port}/api/common/v1/getByKey?key=version`).then((r) => r.json() as Promise<{ errCode: number }>)));
    expect(answers.every((a) => a.errCode === 0)).toBe(true);
    // The server closes every slow socket once its header time is up.
    await Promise.all(closed);
    timers.forEach(clearInterval);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  }, 30_000);
});
