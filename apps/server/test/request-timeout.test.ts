// REQUEST_TIMEOUT_MS bounds how long a request may take to arrive: a client that starts a body and
// stops sending is answered 408 and disconnected, while other learners are served.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openSqlite } from '../src/db/database';
import { buildTestApp } from './support/app';

/** A bare TCP connection to the server, to send what no HTTP client would; `received()` is all it answered so far. */
async function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  return { socket, received: () => text, closed };
}

describe('the request timeout', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    const database = openSqlite(':memory:');
    await migrateToLatest(database.db);
    // Node requires the header time limit to be at most the request one.
    app = await buildTestApp(database, { ownsDatabase: true, env: { REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '500' } });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(address).port);
  });
  afterAll(async () => {
    await app.close();
  });

  it('is taken from REQUEST_TIMEOUT_MS', () => {
    expect(app.server.requestTimeout).toBe(1000);
  });

  it('answers 408 and closes a request whose body never finishes, serving others meanwhile', async () => {
    const { socket, received, closed } = await rawConnection(port);
    const body = JSON.stringify({ name: 'pageList', payload: { page: 'home' } });
    socket.write(`POST /api/common/v1/reportEvent HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);

    const other = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(other.status).toBe(200);

    // Without a request timeout the socket would stay open until the idle timeout, and close
    // without an answer.
    await closed;
    expect(received()).toMatch(/^HTTP\/1\.1 408 /);
    // In the envelope, like every other answer (issue 16).
    const answer = JSON.parse(received().slice(received().indexOf('\r\n\r\n') + 4)) as unknown;
    expect(answer).toEqual({ errCode: 400, data: null, message: 'request: took too long to arrive, send it again' });
  }, 20_000);

  it('answers a body shorter than its Content-Length, from a client that stops sending, in the envelope', async () => {
    const { socket, received, closed } = await rawConnection(port);
    const body = JSON.stringify({ name: 'pageList', payload: {} });
    // Declares more than it sends, then closes its side: the server must not wait for the rest.
    socket.end(`POST /api/common/v1/reportEvent HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length + 40}\r\n\r\n${body}`);
    await closed;
    expect(received()).toMatch(/^HTTP\/1\.1 (400|408) /);
    const answer = JSON.parse(received().slice(received().indexOf('\r\n\r\n') + 4)) as { errCode: number; data: unknown };
    expect(answer.errCode).toBe(400);
    expect(answer.data).toBeNull();
  }, 20_000);

  it('reads a body longer than its Content-Length as the declared bytes, and answers in the envelope', async () => {
    const { socket, received, closed } = await rawConnection(port);
    const body = JSON.stringify({ name: 'pageList', payload: {} });
    socket.write(`POST /api/common/v1/reportEvent HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length - 3}\r\n\r\n${body}`);
    await closed;
    // The declared bytes are cut JSON (400); the leftover bytes, if read at all, are not HTTP (400).
    const answers = received().split(/(?=HTTP\/1\.1 )/).map((part) => JSON.parse(part.slice(part.indexOf('\r\n\r\n') + 4)) as { errCode: number });
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((a) => a.errCode === 400)).toBe(true);
  }, 20_000);

  it('answers malformed HTTP in the envelope', async () => {
    const { socket, received, closed } = await rawConnection(port);
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nContent-Length: 7\r\n\r\nhello');
    await closed;
    expect(received()).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(received().slice(received().indexOf('\r\n\r\n') + 4))).toEqual({ errCode: 400, data: null, message: 'request: is not valid HTTP' });
  }, 20_000);
});
