import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@parley/contract/endpoint';
import { ErrCode } from '@parley/contract/envelope';
import { openSqlite, migrateToLatest } from '../db/database';
import { buildTestApp } from '../../test/support/app';
import { registerEndpoint } from './route';
import { AppError } from './app-error';

const echo = defineEndpoint({
  method: 'POST',
  path: '/api/test/echo',
  summary: 'echo',
  input: z.object({ name: z.string().min(1, 'must not be empty'), age: z.number().int().optional() }),
  response: z.object({ greeting: z.string() }),
});

describe('the errCode envelope', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const database = openSqlite(':memory:');
    await migrateToLatest(database.db);
    app = await buildTestApp(database);
    // Routes for the test are added to a second app built the same way.
    await app.close();
    app = await buildTestApp(database, { env: { BODY_LIMIT_BYTES: '1048576' } });
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers success as errCode 0 with data and message ok', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/common/v1/getByKey?key=version' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ errCode: 0, data: { key: 'version', value: '1.0.0' }, message: 'ok' });
  });

  it('answers an unknown /api route with errCode 404 in the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing/here?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ errCode: 404, data: null, message: 'no such route: GET /api/nothing/here' });
  });

  it('names the field and the rule when validation fails', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/common/v1/getByKey?key=secrets' });
    expect(res.json()).toMatchObject({ errCode: 400, data: null });
    expect(res.json().message).toBe('key: must be one of capabilities, version, contactEmail');
  });
});

describe('bodies the server refuses', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const database = openSqlite(':memory:');
    await migrateToLatest(database.db);
    const { buildApp } = await import('../app');
    const { testConfig } = await import('../../test/support/app');
    app = await buildApp({ config: testConfig(), database, serveWebApp: false });
    registerEndpoint(app, echo, async (input) => ({ greeting: `hello ${input.name}` }));
    app.post('/api/test/crash', async () => {
      throw new Error('database password is hunter2 at /srv/secret.ts:12');
    });
    app.post('/api/test/refuse', async () => {
      throw new AppError(ErrCode.TooManyRequests, 'too many requests', { 'retry-after': '42' });
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  const post = (payload: string, contentType = 'application/json') =>
    app.inject({ method: 'POST', url: '/api/test/echo', payload, headers: { 'content-type': contentType } });

  it('accepts a valid JSON body', async () => {
    const res = await post(JSON.stringify({ name: 'Ana' }));
    expect(res.json()).toEqual({ errCode: 0, data: { greeting: 'hello Ana' }, message: 'ok' });
  });

  it('refuses form-encoded and text bodies with errCode 415 (cross-site "simple" POSTs)', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await post('name=Ana', type);
      expect(res.json(), type).toEqual({ errCode: 415, data: null, message: 'content-type: is not supported' });
    }
  });

  it('refuses malformed JSON with errCode 400', async () => {
    const res = await post('{"name": "Ana"');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ errCode: 400, data: null, message: 'body: is not valid JSON' });
  });

  it('refuses a wrong type with the field named', async () => {
    const res = await post(JSON.stringify({ name: 'Ana', age: 'ten' }));
    expect(res.json().errCode).toBe(400);
    expect(res.json().message).toMatch(/^age: /);
  });

  it('refuses a missing body field with the field named', async () => {
    const res = await post(JSON.stringify({}));
    expect(res.json().errCode).toBe(400);
    expect(res.json().message).toMatch(/^name: /);
  });

  it('refuses a body over 1 MiB with errCode 413', async () => {
    const res = await post(JSON.stringify({ name: 'x'.repeat(1_100_000) }));
    expect(res.json()).toEqual({ errCode: 413, data: null, message: 'body: is too large' });
  });

  it('refuses an unsupported content type with errCode 415', async () => {
    const res = await post('<name>Ana</name>', 'application/xml');
    expect(res.json()).toEqual({ errCode: 415, data: null, message: 'content-type: is not supported' });
  });

  it('refuses prototype-poisoning bodies with errCode 400', async () => {
    for (const body of ['{"name":"a","__proto__":{"isAdmin":true}}', '{"name":"a","constructor":{"prototype":{"x":1}}}']) {
      const res = await post(body);
      expect(res.json()).toEqual({ errCode: 400, data: null, message: 'body: must not contain __proto__ or constructor.prototype' });
    }
  });

  it('answers an unexpected error with HTTP 500 and no details', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ errCode: 500, data: null, message: 'internal server error' });
    expect(res.body).not.toMatch(/hunter2|secret\.ts|at /);
  });

  it('passes headers of a handled refusal such as Retry-After', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/refuse' });
    expect(res.headers['retry-after']).toBe('42');
    expect(res.json()).toEqual({ errCode: 429, data: null, message: 'too many requests' });
  });

  it('survives hostile strings without a 500', async () => {
    for (const name of ['\u0000', "'; drop table app_event; --", '\ud800', '<script>alert(1)</script>', '😀'.repeat(1000)]) {
      const res = await post(JSON.stringify({ name }));
      expect(res.statusCode).toBe(200);
      expect(res.json().errCode).toBe(0);
    }
  });
});
