// SIGTERM to the real server (src/server.ts): a request already in flight still gets its answer,
// a reply being streamed is finished, new connections are refused, and the process exits 0 once it
// is done (issue 17: a rolling restart drains and finishes streams).
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { chunk, startFakeChatServer } from '../src/ai/conversation/fake-chat-server';
import { startServerProcess, type ServerProcess } from './support/server-process';

const post = async (server: ServerProcess, url: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(server.url + url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return (await res.json()) as { errCode: number; data: Record<string, unknown> | null };
};

/** A learner signed up on the running server, the code read from its console line (no mail server). */
async function signUp(server: ServerProcess, email: string): Promise<string> {
  expect((await post(server, '/api/user/sendEmailVerifyCode', { email, type: 'signup' })).errCode).toBe(0);
  const line = await server.log.waitFor((l) => typeof l.msg === 'string' && l.msg.includes(`sign-up code for ${email} is`));
  const code = /(\d{6})$/.exec(line.msg as string)![1];
  const checked = await post(server, '/api/user/checkEmailVerifyCode', { email, type: 'signup', code });
  const signup = await post(server, '/api/user/signup', { email, password: 'a long enough password', authCode: checked.data!.authCode });
  expect(signup.errCode).toBe(0);
  return String(signup.data!.token);
}

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

  it('finishes a reply being streamed when SIGTERM comes: the rest of it and its done event arrive, then it exits 0', async () => {
    // A stand-in for an OpenAI-compatible model server (none can run here): it streams the first
    // piece of the reply, then holds the rest until the test lets it go, after the signal.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const model = await startFakeChatServer(async (req, res) => {
      if (!req.body.stream) {
        // Not the chat reply (e.g. a content or grammar verdict): the app falls back to its own engines.
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":{"message":"stand-in answers chat replies only"}}');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk('Nice to '));
      await held;
      res.write(chunk('meet you!'));
      res.write(chunk('', 'stop'));
      res.end('data: [DONE]\n\n');
    });
    const server = await startServerProcess({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'stand-in' });
    try {
      await server.listening();
      const token = await signUp(server, 'streaming.learner@example.com');
      const response = await fetch(`${server.url}/api/transform/v1/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', token },
        body: JSON.stringify({ roleId: 1, content: 'Hello there, how are you today?' }),
      });
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let body = '';
      while (!body.includes('event: token')) {
        const { value, done } = await reader.read();
        if (done) break;
        body += decoder.decode(value, { stream: true });
      }
      expect(body).toContain('Nice to');

      server.child.kill('SIGTERM');
      await server.log.waitFor((line) => line.msg === 'shutting down');
      release();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        body += decoder.decode(value, { stream: true });
      }
      const events = body.split('\n\n').filter((block) => block.includes('event: '));
      const last = events.at(-1) ?? '';
      expect(last).toMatch(/^event: done/m);
      expect(JSON.parse(last.slice(last.indexOf('data: ') + 6)).reply.content).toBe('Nice to meet you!');
      expect(await server.exited).toBe(0);
    } finally {
      release();
      await server.stop();
      await model.close();
    }
  }, 90_000);
});
