// SIGTERM to the real server (src/server.ts): a request already in flight still gets its answer,
// new connections are refused, and the process exits 0 once it is done.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from './support/server-process';

describe('graceful shutdown', () => {
  it('finishes the request in flight on SIGTERM, then exits 0', async () => {
    const server = await startServerProcess();
    const { child, exited, log, port } = server;
    try {
      await server.listening();

      // A request whose body is half sent: the server has it in hand when the signal comes.
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
      const socketClosed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
      const body = JSON.stringify({ name: 'pageList', payload: { page: 'shutdown' } });
      socket.write(`POST /api/common/v1/reportEvent HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
      await log.waitFor((line) => line.msg === 'incoming request' && (line.req as { path?: string } | undefined)?.path === '/api/common/v1/reportEvent');

      child.kill('SIGTERM');
      await log.waitFor((line) => line.msg === 'shutting down');
      // No new learners once shutting down.
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();

      socket.write(body.slice(10));
      await socketClosed;
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      // Not kept alive: the connection must not hold the shutdown open afterwards.
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ errCode: 0 });
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 60_000);
});
