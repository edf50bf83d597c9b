// SIGTERM to the real server (src/server.ts): a request already in flight still gets its answer,
// new connections are refused, and the process exits 0 once it is done.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/server.ts');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The server's pino lines, as they come, so the test can wait for what the server says it did. */
function logLines(child: ChildProcess) {
  const seen: Array<Record<string, unknown>> = [];
  const waiters: Array<{ match: (line: Record<string, unknown>) => boolean; resolve: () => void }> = [];
  readline.createInterface({ input: child.stdout! }).on('line', (text) => {
    let line: Record<string, unknown>;
    try {
      line = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return;
    }
    seen.push(line);
    for (const waiter of waiters.filter((w) => w.match(line))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  });
  return {
    waitFor: (match: (line: Record<string, unknown>) => boolean) =>
      seen.some(match) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ match, resolve })),
  };
}

describe('graceful shutdown', () => {
  it('finishes the request in flight on SIGTERM, then exits 0', async () => {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-shutdown-'));
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'info', DATABASE_URL: '', REDIS_URL: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const log = logLines(child);
    try {
      await log.waitFor((line) => typeof line.msg === 'string' && line.msg.startsWith('Server listening'));

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
