import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, REDACTED_PATHS } from './logger';

const SECRETS = { password: 'hunter2-password', token: 'tok-secret-123', code: '493817', authCode: 'auth-secret-456' };

/** A Fastify app logging with the server's options into memory. */
function appWithLogs() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const options = loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'production' });
  const app = Fastify({ logger: { ...(options as object), stream } });
  return { app, lines, text: () => JSON.stringify(lines) };
}

describe('log redaction', () => {
  it('covers passwords, tokens and codes', () => {
    for (const key of Object.keys(SECRETS)) {
      expect(REDACTED_PATHS).toContain(key);
      expect(REDACTED_PATHS).toContain(`*.${key}`);
    }
  });

  it('writes [redacted] for secrets logged at the top level or one level down', async () => {
    const { app, lines, text } = appWithLogs();
    app.post('/echo', async (request) => {
      request.log.info(request.body as object, 'flat');
      request.log.info({ body: request.body }, 'nested');
      return { ok: true };
    });
    await app.inject({ method: 'POST', url: '/echo', payload: SECRETS });
    await app.close();
    for (const value of Object.values(SECRETS)) expect(text()).not.toContain(value);
    expect(lines.find((l) => l.msg === 'flat')).toMatchObject({ password: '[redacted]', token: '[redacted]', code: '[redacted]', authCode: '[redacted]' });
    expect(lines.find((l) => l.msg === 'nested')?.body).toEqual({ password: '[redacted]', token: '[redacted]', code: '[redacted]', authCode: '[redacted]' });
  });

  it('logs requests without their headers or query string', async () => {
    const { app, lines, text } = appWithLogs();
    app.get('/api/x', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: `/api/x?code=${SECRETS.code}`, headers: { token: SECRETS.token, cookie: `session=${SECRETS.authCode}`, phoneAccessToken: 'phone-secret' } });
    await app.close();
    expect(lines.find((l) => l.msg === 'incoming request')?.req).toEqual({ id: expect.any(String), method: 'GET', path: '/api/x' });
    for (const value of [...Object.values(SECRETS), 'phone-secret']) expect(text()).not.toContain(value);
  });
});
