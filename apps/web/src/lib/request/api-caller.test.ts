import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiCaller } from './api-caller';
import { SESSION_EXPIRY_CODES } from '@parley/contract/envelope';
import { ApiError, SYSTEM_ERROR, TIMEOUT_MESSAGE } from './api-error';
import { createRequestClient } from './request-client';

/** A stand-in for the browser's fetch answering every call with the same envelope. */
function caller(envelope: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    return new Response(JSON.stringify(envelope), { status: 200 });
  });
  const client = createRequestClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    getToken: () => 'tok-1',
    getDeviceId: () => 'device-1',
    onSessionExpired: vi.fn(),
    loading: { show: vi.fn(), hide: vi.fn() },
  });
  return { api: createApiCaller(client), calls };
}

// The shape the contract package exports: method, path and zod schemas.
const learnAboutWord = {
  method: 'GET' as const,
  path: '/api/transform/v1/learnAboutWord',
  input: z.object({ word: z.string() }),
  response: z.object({ word: z.string(), ipa: z.string() }),
};
const collectContent = {
  method: 'POST' as const,
  path: '/api/userCollect/v1/collectContent',
  input: z.object({ kind: z.enum(['word', 'sentence']), content: z.string() }),
  response: z.object({ id: z.number() }),
};

describe('typed calls', () => {
  it('sends a GET input as the query string and parses the answer with the endpoint schema', async () => {
    const { api, calls } = caller({ errCode: 0, data: { word: 'go', ipa: 'ɡoʊ', extra: 1 }, message: 'ok' });
    const data = await api.call(learnAboutWord, { word: 'go' });
    expect(data).toEqual({ word: 'go', ipa: 'ɡoʊ' });
    expect(calls[0]!.url).toBe('/api/transform/v1/learnAboutWord?word=go');
  });

  it('sends a POST input as JSON with the call options', async () => {
    const { api, calls } = caller({ errCode: 0, data: { id: 9 }, message: 'ok' });
    await expect(api.call(collectContent, { kind: 'word', content: 'go' }, { headers: { 'x-extra': '1' } })).resolves.toEqual({ id: 9 });
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"kind":"word","content":"go"}');
    expect(calls[0]!.init.headers).toMatchObject({ 'x-extra': '1', token: 'tok-1' });
  });

  it("answers 'system error' when the server's data does not match the contract", async () => {
    const { api } = caller({ errCode: 0, data: { word: 'go' }, message: 'ok' });
    const error = (await api.call(learnAboutWord, { word: 'go' }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'parse', message: SYSTEM_ERROR, response: { word: 'go' } });
  });

  it('returns the data as it came for an endpoint without a response schema', async () => {
    const { api, calls } = caller({ errCode: 0, data: [1, 2], message: 'ok' });
    await expect(api.call({ method: 'GET', path: '/api/common/v1/startChat' })).resolves.toEqual([1, 2]);
    expect(calls[0]!.url).toBe('/api/common/v1/startChat');
  });

  it('accepts any schema with a parse method', async () => {
    const { api } = caller({ errCode: 0, data: '42', message: 'ok' });
    const endpoint = { method: 'GET' as const, path: '/api/n', response: { parse: (value: unknown) => Number(value) } };
    await expect(api.call(endpoint)).resolves.toBe(42);
  });

  it('passes server refusals through unchanged', async () => {
    const { api } = caller({ errCode: 1005, data: null, message: 'daily practice limit reached' });
    await expect(api.call(collectContent, { kind: 'word', content: 'go' })).rejects.toMatchObject({ kind: 'server', errCode: 1005 });
  });
});

describe('messages', () => {
  it('uses the spec wording', () => {
    expect(SYSTEM_ERROR).toBe('system error');
    expect(TIMEOUT_MESSAGE).toBe('request timed out, please retry');
    expect(SESSION_EXPIRY_CODES).toEqual([600, 602, 603]);
  });
});
