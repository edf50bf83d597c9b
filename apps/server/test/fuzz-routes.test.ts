// Property-based robustness: arbitrary JSON bodies, query strings and headers sent to every /api
// route never get a 500, always get the envelope, and the server keeps answering.
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_API_CALLS } from '@parley/contract/api-paths';
import { migrateToLatest, openSqlite } from '../src/db/database';
import { buildTestApp } from './support/app';
import { signUp } from './support/accounts';

describe('every route under arbitrary input', () => {
  let app: FastifyInstance;
  let token: string;
  let routes: Array<{ method: string; url: string }>;

  beforeAll(async () => {
    const database = openSqlite(':memory:');
    await migrateToLatest(database.db);
    app = await buildTestApp(database);
    token = (await signUp(app, `fuzz.${Date.now()}@example.com`)).token;
    const registered = new Set<string>();
    for (const [method, url] of SPEC_API_CALLS) registered.add(`${method} ${url}`);
    // Speech and upload routes are fuzzed too: they must refuse non-multipart bodies cleanly.
    routes = [...registered].map((key) => {
      const [method = 'GET', url = '/'] = key.split(' ');
      return { method, url };
    });
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers every spec call (none is the unknown-route 404)', async () => {
    for (const { method, url } of routes) {
      const res = await app.inject({ method: method as 'GET', url, headers: { token } });
      expect(res.json().message, `${method} ${url}`).not.toMatch(/^no such route/);
    }
  });

  it('never answers 500 to arbitrary JSON, query strings or tokens', async () => {
    const jsonValue = fc.jsonValue({ maxDepth: 3 });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        jsonValue,
        fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 }), { maxKeys: 4 }),
        fc.oneof(fc.constant(token), fc.string({ maxLength: 60 }), fc.constant(undefined)),
        async (route, body, query, fuzzToken) => {
          const search = new URLSearchParams(query).toString();
          const res = await app.inject({
            method: route.method as 'GET' | 'POST',
            url: `${route.url}${search ? `?${search}` : ''}`,
            headers: { 'content-type': 'application/json', ...(fuzzToken ? { token: fuzzToken } : {}) },
            ...(route.method === 'GET' ? {} : { payload: JSON.stringify(body) }),
          });
          expect(res.statusCode, `${route.method} ${route.url} ${JSON.stringify(body).slice(0, 200)}`).toBe(200);
          const envelope = res.json() as { errCode: number; message: string };
          expect(typeof envelope.errCode).toBe('number');
          expect(envelope.errCode).not.toBe(500);
        },
      ),
      { numRuns: 300 },
    );
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('never answers 500 to raw garbage bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes.filter((r) => r.method === 'POST')), fc.string({ maxLength: 300 }), fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'), async (route, raw, contentType) => {
        const res = await app.inject({ method: 'POST', url: route.url, headers: { 'content-type': contentType, token }, payload: raw });
        expect(res.statusCode, `${route.url} ${contentType} ${JSON.stringify(raw)}`).toBe(200);
      }),
      { numRuns: 200 },
    );
  });
});
