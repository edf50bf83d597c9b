// The first start an operator makes (issue 17): the real server in production mode with nothing
// configured. Without a mail server each code is one clear console line, and the code works;
// with a mail server a code never reaches the log.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './support/server-process';

const post = async (server: ServerProcess, url: string, body: unknown) => {
  const res = await fetch(server.url + url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as { errCode: number; data: Record<string, unknown> | null };
};

const CODE_LINE = /^No mail server is configured \(MAIL_URL\): sign-up code for (\S+) is (\d{6})$/;

describe('first start with nothing configured (production mode)', () => {
  it('says how to get a model, writes the sign-up code to the console in one line, the code works, and capabilities say so', async () => {
    const server = await startServerProcess();
    try {
      await server.listening();
      const noModel = await server.log.waitFor((l) => typeof l.msg === 'string' && l.msg.startsWith('No conversation model is configured'));
      expect(noModel.msg).toMatch(/npm run model:pull.*LLM_MODEL_PATH.*LLM_BASE_URL/);
      const email = 'first.learner@example.com';
      expect((await post(server, '/api/user/sendEmailVerifyCode', { email, type: 'signup' })).errCode).toBe(0);
      const line = await server.log.waitFor((l) => typeof l.msg === 'string' && CODE_LINE.test(l.msg));
      const [, to, code] = CODE_LINE.exec(line.msg as string)!;
      expect(to).toBe(email);
      const checked = await post(server, '/api/user/checkEmailVerifyCode', { email, type: 'signup', code });
      expect(checked.errCode).toBe(0);
      const signup = await post(server, '/api/user/signup', { email, password: 'a long enough password', authCode: checked.data!.authCode });
      expect(signup.errCode).toBe(0);
      const capabilities = (await (await fetch(`${server.url}/api/common/v1/getByKey?key=capabilities`)).json()) as { data: { value: { codeDelivery: unknown } } };
      expect(capabilities.data.value.codeDelivery).toEqual({ mail: 'server-console', sms: 'server-console' });
      // Issue 16: the data folder and what the server wrote in it (the database holds codes in its
      // outbox) are the server user's alone: the folder 0700, every file 0600 (umask 077).
      expect(fs.statSync(server.dataDir).mode & 0o777).toBe(0o700);
      const files = fs.readdirSync(server.dataDir, { withFileTypes: true }).filter((entry) => entry.isFile());
      expect(files.map((entry) => entry.name)).toContain('parley.db');
      for (const entry of files) expect(fs.statSync(path.join(server.dataDir, entry.name)).mode & 0o077, entry.name).toBe(0);
    } finally {
      await server.stop();
    }
  }, 60_000);
});

describe('first start with a mail server', () => {
  const received: string[] = [];
  let smtp: SMTPServer;
  let port: number;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push(raw.replace(/=\r?\n/g, ''));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('mails the code and never writes it to the log, even at trace level', async () => {
    const server = await startServerProcess({ MAIL_URL: `smtp://127.0.0.1:${port}`, LOG_LEVEL: 'trace' });
    try {
      await server.listening();
      expect((await post(server, '/api/user/sendEmailVerifyCode', { email: 'mailed@example.com', type: 'signup' })).errCode).toBe(0);
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
      const code = /\b(\d{6})\b/.exec(received[0]!)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      // Check it too, so the code also passes through a request body and its logging.
      expect((await post(server, '/api/user/checkEmailVerifyCode', { email: 'mailed@example.com', type: 'signup', code })).errCode).toBe(0);
      await server.stop();
      expect(server.log.raw()).not.toContain(code);
      expect(server.log.raw()).not.toContain('No mail server is configured');
    } finally {
      await server.stop();
    }
  }, 60_000);
});
