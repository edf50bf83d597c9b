// The OpenAPI description at /api/docs/json is generated from the contract: every endpoint the
// contract defines is listed with its method, summary and the envelope of its answer.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@parley/contract/endpoint';
import { SPEC_API_CALLS } from '@parley/contract/api-paths';
import * as analytics from '@parley/contract/analytics';
import * as collection from '@parley/contract/collection';
import * as common from '@parley/contract/common';
import * as content from '@parley/contract/content';
import * as conversation from '@parley/contract/conversation';
import * as feedback from '@parley/contract/feedback';
import * as language from '@parley/contract/language';
import * as settings from '@parley/contract/settings';
import * as speech from '@parley/contract/speech';
import * as third from '@parley/contract/third';
import * as user from '@parley/contract/user';
import { buildTestAppInMemory } from './support/app';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'input' in value && 'response' in value;
const CONTRACT_ENDPOINTS = [analytics, collection, common, content, conversation, feedback, language, settings, speech, third, user].flatMap((module) =>
  Object.values(module).filter(isEndpoint),
);

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { summary?: string; responses?: Record<string, unknown> }>>;
}

describe('the OpenAPI description', () => {
  let app: FastifyInstance;
  let document: OpenApiDocument;

  beforeAll(async () => {
    app = await buildTestAppInMemory({ ownsDatabase: true });
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    document = res.json() as OpenApiDocument;
  });
  afterAll(async () => {
    await app.close();
  });

  it('is an OpenAPI 3 document', () => {
    expect(document.openapi).toMatch(/^3\./);
  });

  it('lists every endpoint of the contract with its summary and answer', () => {
    expect(CONTRACT_ENDPOINTS.length).toBeGreaterThan(40);
    const missing = CONTRACT_ENDPOINTS.filter((e) => !document.paths[e.path]?.[e.method.toLowerCase()]).map((e) => `${e.method} ${e.path}`);
    expect(missing).toEqual([]);
    for (const endpoint of CONTRACT_ENDPOINTS) {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation?.summary, `${endpoint.method} ${endpoint.path}`).toBe(endpoint.summary);
      expect(operation?.responses, `${endpoint.method} ${endpoint.path}`).toHaveProperty('200');
    }
  });

  it('lists every call of the spec', () => {
    const missing = SPEC_API_CALLS.filter(([method, path]) => !document.paths[path]?.[method.toLowerCase()]).map(([method, path]) => `${method} ${path}`);
    expect(missing).toEqual([]);
  });

  it('serves a browsable page at /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});
