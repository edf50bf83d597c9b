// Property-based robustness: arbitrary JSON bodies, query strings and headers sent to every /api
// route never get a 500, always get the envelope, and the server keeps answering. The routes are
// read from the Fastify instance itself, so a route added later is fuzzed without editing this file;
// each gets its own runs (not a random share), with bodies both arbitrary and shaped like its schema
// (its own field names with plausible or hostile values) so the handlers behind validation run too.
import type { FastifyInstance, HTTPMethods } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_API_CALLS } from '@parley/contract/api-paths';
import { buildTestAppInMemory } from './support/app';
import { randomIp, signUp } from './support/accounts';

const RUNS_PER_ROUTE = 25;

const GARBAGE_RUNS_PER_ROUTE = 10;

interface Route {
  method: HTTPMethods;
  url: string;
}

/**
 * Every /api route registered on the app, read from Fastify's route tree. HEAD mirrors GET and the
 * API documentation's static files are left out.
 */
function registeredApiRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = `${depth > 0 ? (prefixes[depth - 1] ?? '') : ''}${match[2]}`;
    prefixes.length = depth;
    prefixes[depth] = url;
    if (!match[3] || !url.startsWith('/api/') || url.includes('*') || url.startsWith('/api/docs')) continue;
    for (const method of match[3].split(', ')) if (method !== 'HEAD') routes.push({ method: method as HTTPMethods, url });
  }
  return routes;
}

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

/** The field names (and their schemas) a route reads, from its OpenAPI description. */
function fieldsOf(doc: { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; parameters?: Array<{ in: string; name: string; schema?: JsonSchema }> }>> }, route: Route): Record<string, JsonSchema> {
  const operation = doc.paths[route.url]?.[route.method.toLowerCase()];
  if (!operation) return {};
  if (route.method === 'GET') return Object.fromEntries((operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]));
  return operation.requestBody?.content?.['application/json']?.schema?.properties ?? {};
}

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', 'I like coffee.', 'Yesterday I go to the park.', 'hello', 'es', 'en', 'A1', 'word', 'signup', 'reset', 'x@example.com', '../../etc/passwd', '\u0000', '😀', 'a'.repeat(2000)),
);
const anyJson = fc.jsonValue({ maxDepth: 2 });

/** Plausible or hostile values for one field. */
function valueFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const plausible: fc.Arbitrary<unknown> =
    schema.enum && schema.enum.length > 0
      ? fc.constantFrom(...schema.enum)
      : type === 'integer' || type === 'number'
        ? fc.oneof(fc.integer({ min: -3, max: 30 }), fc.constantFrom(0, 1, 2, 2 ** 31, -(2 ** 53), 1e300))
        : type === 'boolean'
          ? fc.boolean()
          : type === 'array'
            ? fc.array(schema.items ? valueFor(schema.items) : anyJson, { maxLength: 4 })
            : type === 'object'
              ? fc.dictionary(fc.constantFrom(...Object.keys(schema.properties ?? { key: {} })), anyJson, { maxKeys: 3 })
              : hostileString;
  return fc.oneof({ arbitrary: plausible, weight: 3 }, { arbitrary: anyJson, weight: 1 });
}

/** A body or query shaped like the route's schema (any subset of its fields), or anything at all. */
function inputFor(fields: Record<string, JsonSchema>): fc.Arbitrary<unknown> {
  const names = Object.keys(fields);
  if (names.length === 0) return anyJson;
  const shaped = fc.record(Object.fromEntries(names.map((name) => [name, valueFor(fields[name] ?? {})])), { requiredKeys: [] });
  return fc.oneof({ arbitrary: shaped, weight: 3 }, { arbitrary: anyJson, weight: 1 });
}

function toQuery(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '';
  const params = new URLSearchParams();
  for (const [key, v] of Object.entries(value)) params.append(key, typeof v === 'string' ? v : JSON.stringify(v) ?? '');
  return params.toString();
}

describe('every route under arbitrary input', () => {
  let app: FastifyInstance;
  let token: string;
  let routes: Route[];
  let doc: Parameters<typeof fieldsOf>[0];

  const freshToken = async () => {
    token = (await signUp(app, `fuzz.${Date.now()}.${Math.random()}@example.com`)).token;
  };
  /** Logout (or anything else) may end the session the runs use: start a new one then. */
  const keepSignedIn = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/user/v1/getUserInfo', headers: { token } });
    if (res.json().errCode !== 0) await freshToken();
  };

  beforeAll(async () => {
    app = await buildTestAppInMemory();
    await freshToken();
    routes = registeredApiRoutes(app);
    doc = app.swagger() as typeof doc;
  });

  afterAll(async () => {
    await app.close();
  });

  it('reads every registered route, including every spec call and every documented one', () => {
    const keys = new Set(routes.map((r) => `${r.method} ${r.url}`));
    for (const [method, url] of SPEC_API_CALLS) expect(keys, `${method} ${url}`).toContain(`${method} ${url}`);
    for (const [url, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) if (method !== 'head') expect(keys, `${method} ${url}`).toContain(`${method.toUpperCase()} ${url}`);
    }
    for (const url of ['/api/common/v1/reportEvent', '/api/feedback/v1/contactUs', '/api/transform/v1/getChatHistory', '/api/transform/v1/clearChatHistory', '/api/user/v1/getUserInfo', '/api/user/v1/updateUserSettings', '/api/user/v1/sendPhoneCode', '/api/user/v1/checkPhoneCode', '/api/health']) {
      expect(routes.map((r) => r.url)).toContain(url);
    }
  });

  it('answers every registered route (none is the unknown-route 404)', async () => {
    for (const { method, url } of routes) {
      const res = await app.inject({ method, url, headers: { token } });
      expect(res.json().message, `${method} ${url}`).not.toMatch(/^no such route/);
    }
  });

  it(`never answers 500 to arbitrary or schema-shaped JSON, query strings or tokens (${RUNS_PER_ROUTE} runs per route)`, async () => {
    for (const route of routes) {
      const fields = fieldsOf(doc, route);
      await fc.assert(
        fc.asyncProperty(
          inputFor(fields),
          route.method === 'GET' ? fc.constant({}) : fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 }), { maxKeys: 3 }),
          fc.oneof({ arbitrary: fc.constant('valid'), weight: 3 }, { arbitrary: fc.string({ maxLength: 60 }), weight: 1 }, { arbitrary: fc.constant(undefined), weight: 1 }),
          async (input, extraQuery, tokenChoice) => {
            const search = route.method === 'GET' ? toQuery(input) : new URLSearchParams(extraQuery).toString();
            const sentToken = tokenChoice === 'valid' ? token : tokenChoice;
            const res = await app.inject({
              method: route.method,
              url: `${route.url}${search ? `?${search}` : ''}`,
              remoteAddress: randomIp(),
              headers: { 'content-type': 'application/json', ...(sentToken ? { token: sentToken } : {}) },
              ...(route.method === 'GET' ? {} : { payload: JSON.stringify(input) ?? 'null' }),
            });
            expect(res.statusCode, `${route.method} ${route.url} ${JSON.stringify(input)?.slice(0, 200)}`).toBe(200);
            const envelope = res.json() as { errCode: number; message: string };
            expect(typeof envelope.errCode).toBe('number');
            expect(envelope.errCode, `${route.method} ${route.url} ${envelope.message}`).not.toBe(500);
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
      await keepSignedIn();
    }
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 50_000);

  it('answers errCode 415 to form-encoded, text and undocumented multipart bodies on every POST route', async () => {
    // The audio routes document multipart (docs/api-contract.md); everything else takes JSON only.
    const multipartRoutes = new Set(['/api/transform/v1/audioToText', '/api/transform/v1/voiceRecognize']);
    for (const route of routes.filter((r) => r.method === 'POST')) {
      const types = ['application/x-www-form-urlencoded', 'text/plain', ...(multipartRoutes.has(route.url) ? [] : ['multipart/form-data; boundary=x'])];
      for (const contentType of types) {
        const res = await app.inject({ method: 'POST', url: route.url, headers: { 'content-type': contentType, token }, remoteAddress: randomIp(), payload: 'content=hello' });
        expect(res.statusCode, `${route.url} ${contentType}`).toBe(200);
        expect(res.json<{ errCode: number }>().errCode, `${route.url} ${contentType}`).toBe(415);
      }
    }
  });

  it(`never answers 500 to raw garbage bodies (${GARBAGE_RUNS_PER_ROUTE} runs per POST route)`, async () => {
    for (const route of routes.filter((r) => r.method === 'POST')) {
      await fc.assert(
        fc.asyncProperty(fc.string({ maxLength: 300 }), fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'), async (raw, contentType) => {
          const res = await app.inject({ method: 'POST', url: route.url, headers: { 'content-type': contentType, token }, remoteAddress: randomIp(), payload: raw });
          expect(res.statusCode, `${route.url} ${contentType} ${JSON.stringify(raw)}`).toBe(200);
        }),
        { numRuns: GARBAGE_RUNS_PER_ROUTE },
      );
      await keepSignedIn();
    }
  }, 30_000);
});
