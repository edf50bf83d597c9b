import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRY_CODES } from '@parley/contract/envelope';
import { ApiError, SYSTEM_ERROR, TIMEOUT_MESSAGE } from './api-error';
import { ALLOWED_METHODS, createRequestClient, type RequestClientOptions } from './request-client';

type FetchCall = { url: string; init: RequestInit };
type Answer = (call: FetchCall) => Promise<Response> | Response;

/** A stand-in for the browser's fetch that answers from a queue of responses. */
function fakeFetch(...answers: Answer[]) {
  const calls: FetchCall[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    const call = { url: String(url), init };
    calls.push(call);
    const answer = answers.shift();
    if (!answer) throw new Error('no answer queued');
    return answer(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json =
  (body: unknown, status = 200): Answer =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json({ errCode: 0, data, message: 'ok' });
const expired = (errCode = 602, message = 'session expired') => json({ errCode, data: null, message });
/** Never answers; rejects like the browser when its signal aborts. */
const hang: Answer = (call) =>
  new Promise<Response>((_, reject) => {
    call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
/** Answers only when released, so tests can hold requests in flight. */
function held() {
  const releases: Array<(answer: Answer) => void> = [];
  const answer: Answer = (call) => new Promise<Response>((resolve, reject) => {
    releases.push((next) => void Promise.resolve(next(call)).then(resolve, reject));
  });
  return { answer, releases };
}

const headersOf = (call: FetchCall | undefined) => (call?.init.headers ?? {}) as Record<string, string>;
const failureOf = (promise: Promise<unknown>) => promise.then(() => 'resolved', (error: unknown) => error) as Promise<ApiError>;

/** A client over the fake fetch whose session behaves like the app's: expiry clears the token. */
function setup(fetch: typeof globalThis.fetch, overrides: Partial<RequestClientOptions> = {}) {
  let token: string | null = 'tok-1';
  const onSessionExpired = vi.fn(() => {
    token = null;
  });
  const show = vi.fn();
  const hide = vi.fn();
  const client = createRequestClient({
    fetch,
    getToken: () => token,
    getDeviceId: () => 'device-123',
    onSessionExpired,
    loading: { show, hide },
    ...overrides,
  });
  return { client, onSessionExpired, show, hide, setToken: (next: string | null) => (token = next) };
}

afterEach(() => vi.useRealTimers());

describe('headers', () => {
  it('sends the token, platform and device-id headers', async () => {
    const { fetch, calls } = fakeFetch(ok(1));
    await setup(fetch).client.request({ url: '/api/x' });
    expect(headersOf(calls[0])).toEqual({ token: 'tok-1', platform: 'web', 'device-id': 'device-123' });
  });

  it('leaves out the token header when signed out or the token is empty', async () => {
    const { fetch, calls } = fakeFetch(ok(1), ok(2));
    const { client, setToken } = setup(fetch);
    setToken(null);
    await client.request({ url: '/api/x' });
    setToken('');
    await client.request({ url: '/api/x' });
    expect(headersOf(calls[0])).not.toHaveProperty('token');
    expect(headersOf(calls[1])).not.toHaveProperty('token');
  });

  it('uses the configured platform and base url, and adds the call headers', async () => {
    const { fetch, calls } = fakeFetch(ok(1));
    const { client } = setup(fetch, { platform: 'pwa', baseUrl: 'https://api.example' });
    await client.request({ url: '/api/third/v1/authLogin', method: 'POST', headers: { phoneAccessToken: 'p-1' } });
    expect(calls[0]!.url).toBe('https://api.example/api/third/v1/authLogin');
    expect(headersOf(calls[0])).toMatchObject({ platform: 'pwa', phoneAccessToken: 'p-1', token: 'tok-1' });
  });

  it('sends no content type with a GET', async () => {
    const { fetch, calls } = fakeFetch(ok(1));
    await setup(fetch).client.request({ url: '/api/x', contentType: 'form' });
    expect(headersOf(calls[0])).not.toHaveProperty('content-type');
  });
});

describe('query strings and bodies', () => {
  it('defaults to GET and puts the data in the query string', async () => {
    const { fetch, calls } = fakeFetch(ok(1));
    await setup(fetch).client.request({ url: '/api/words', data: { word: 'café & co', page: 2, skip: undefined, none: null, tags: ['a', 'b'] } });
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.url).toBe('/api/words?word=caf%C3%A9+%26+co&page=2&tags=a&tags=b');
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it('adds to a query string the url already has, and leaves an empty one out', async () => {
    const { fetch, calls } = fakeFetch(ok(1), ok(2));
    const { client } = setup(fetch);
    await client.request({ url: '/api/x?id=1', data: { page: 2 } });
    await client.request({ url: '/api/y', data: { skip: undefined } });
    expect(calls[0]!.url).toBe('/api/x?id=1&page=2');
    expect(calls[1]!.url).toBe('/api/y');
  });

  it('puts HEAD data in the query string too', async () => {
    const { fetch, calls } = fakeFetch(ok(null));
    await setup(fetch).client.request({ url: '/api/x', method: 'HEAD', data: { id: 7 } });
    expect(calls[0]!.url).toBe('/api/x?id=7');
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it('sends a JSON body by default', async () => {
    const { fetch, calls } = fakeFetch(ok(1), ok(2));
    const { client } = setup(fetch);
    await client.request({ url: '/api/a', method: 'POST', data: { name: 'Ana', tags: ['x'] } });
    await client.request({ url: '/api/b', method: 'POST' });
    expect(calls[0]!.init.body).toBe('{"name":"Ana","tags":["x"]}');
    expect(headersOf(calls[0])['content-type']).toBe('application/json');
    expect(calls[1]!.init.body).toBe('{}');
  });

  it('sends a url-encoded form when asked', async () => {
    const { fetch, calls } = fakeFetch(ok(1));
    await setup(fetch).client.request({ url: '/api/b', method: 'PUT', data: { name: 'Ana B', skip: undefined }, contentType: 'form' });
    expect(calls[0]!.init.body).toBe('name=Ana+B');
    expect(headersOf(calls[0])['content-type']).toBe('application/x-www-form-urlencoded');
  });
});

describe('methods and arguments', () => {
  it.each(ALLOWED_METHODS)('accepts %s', async (method) => {
    const { fetch, calls } = fakeFetch(ok('done'));
    await expect(setup(fetch).client.request({ url: '/api/x', method })).resolves.toBe('done');
    expect(calls[0]!.init.method).toBe(method);
  });

  it('accepts a method written in lower case', async () => {
    const { fetch, calls } = fakeFetch(ok(1));
    await setup(fetch).client.request({ url: '/api/x', method: 'post' as 'POST' });
    expect(calls[0]!.init.method).toBe('POST');
  });

  it('refuses any other method without calling the server', async () => {
    const { fetch } = fakeFetch();
    await expect(setup(fetch).client.request({ url: '/api/x', method: 'BREW' as 'GET' })).rejects.toThrow('method BREW is not allowed');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects a request without a url and makes no call', async () => {
    const { fetch } = fakeFetch();
    const error = await failureOf(setup(fetch).client.request({ url: '' }));
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Missing required args: url');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('answers (spec §8)', () => {
  it('returns the data for errCode 0', async () => {
    const { fetch } = fakeFetch(ok({ list: [1, 2], total: 2 }), ok(null));
    const { client } = setup(fetch);
    await expect(client.request({ url: '/api/x' })).resolves.toEqual({ list: [1, 2], total: 2 });
    await expect(client.request({ url: '/api/y' })).resolves.toBeNull();
  });

  it('rejects other errCodes with the server message and answer', async () => {
    const answer = { errCode: 1001, data: null, message: 'wrong e-mail or password' };
    const { fetch } = fakeFetch(json(answer));
    const { client, onSessionExpired } = setup(fetch);
    const error = await failureOf(client.request({ url: '/api/x' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'server', errCode: 1001, message: 'wrong e-mail or password', response: answer });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it.each([500, 404, 502])("answers 'system error' for HTTP %i", async (status) => {
    const { fetch } = fakeFetch(json({ errCode: status, data: null, message: 'internal details' }, status));
    const error = await failureOf(setup(fetch).client.request({ url: '/api/x' }));
    expect(error).toMatchObject({ message: SYSTEM_ERROR, kind: 'http', errCode: status });
  });

  it.each([
    ['an HTML page', () => new Response('<html>proxy error</html>', { status: 200 })],
    ['an empty body', () => new Response('', { status: 200 })],
    ['JSON without errCode', json({ data: 1, message: 'ok' })],
    ['an errCode that is not a number', json({ errCode: '0', data: 1, message: 'ok' })],
  ] as Array<[string, Answer]>)("answers 'system error' for a 200 with %s", async (_, answer) => {
    const { fetch } = fakeFetch(answer);
    const error = await failureOf(setup(fetch).client.request({ url: '/api/x' }));
    expect(error).toMatchObject({ message: SYSTEM_ERROR, kind: 'parse' });
  });

  it("answers 'system error' when the network fails", async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failureOf(setup(fetch).client.request({ url: '/api/x' }));
    expect(error).toMatchObject({ message: SYSTEM_ERROR, kind: 'network', errCode: -1 });
  });
});

describe('time-outs and aborts', () => {
  it('gives the time-out message when the server is too slow', async () => {
    const { fetch } = fakeFetch(hang);
    const error = await failureOf(setup(fetch).client.request({ url: '/api/x', timeoutMs: 20 }));
    expect(error).toMatchObject({ message: TIMEOUT_MESSAGE, kind: 'timeout', errCode: -1 });
  });

  it('waits 10 s by default', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(hang);
    let outcome: unknown = 'pending';
    void failureOf(setup(fetch).client.request({ url: '/api/x' })).then((e) => (outcome = e));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ kind: 'timeout', message: 'request timed out, please retry' });
  });

  it('uses the configured default time-out', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(hang);
    let outcome: unknown = 'pending';
    void failureOf(setup(fetch, { defaultTimeoutMs: 60_000 }).client.request({ url: '/api/x' })).then((e) => (outcome = e));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ kind: 'timeout' });
  });

  it('reports a caller abort as abort', async () => {
    const { fetch } = fakeFetch(hang);
    const controller = new AbortController();
    const pending = failureOf(setup(fetch).client.request({ url: '/api/x', signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'abort', message: 'abort' });
  });

  it('does not call the server for a request aborted before it starts', async () => {
    const { fetch } = fakeFetch();
    const controller = new AbortController();
    controller.abort();
    expect(await failureOf(setup(fetch).client.request({ url: '/api/x', signal: controller.signal }))).toMatchObject({ kind: 'abort' });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('session expiry (spec §4 "Session", §8)', () => {
  it.each(SESSION_EXPIRY_CODES)('sends the learner to sign-in for errCode %i and rejects with the server message', async (errCode) => {
    const { fetch } = fakeFetch(expired(errCode, 'your session has ended'));
    const { client, onSessionExpired } = setup(fetch);
    const error = await failureOf(client.request({ url: '/api/x' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'server', errCode, message: 'your session has ended' });
    expect(error.isSessionExpired).toBe(true);
    expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith('your session has ended');
  });

  it('treats HTTP 401 as an expired session', async () => {
    const { fetch } = fakeFetch(json({ errCode: 600, data: null, message: 'not signed in' }, 401));
    const { client, onSessionExpired } = setup(fetch);
    const error = await failureOf(client.request({ url: '/api/x' }));
    expect(error).toMatchObject({ kind: 'server', errCode: 600, message: 'not signed in' });
    expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith('not signed in');
  });

  it('treats a bare HTTP 401 as an expired session too', async () => {
    const { fetch } = fakeFetch(() => new Response('', { status: 401 }));
    const { client, onSessionExpired } = setup(fetch);
    const error = await failureOf(client.request({ url: '/api/x' }));
    expect(error).toMatchObject({ kind: 'server', errCode: 401, message: 'Please sign in again' });
    expect(error.isSessionExpired).toBe(true);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('reports expiry once when three requests in flight all come back expired', async () => {
    const { answer, releases } = held();
    const { fetch } = fakeFetch(answer, answer, answer);
    const { client, onSessionExpired } = setup(fetch);
    const pending = [client.request({ url: '/a' }), client.request({ url: '/b' }), client.request({ url: '/c' })].map(failureOf);
    await vi.waitFor(() => expect(releases).toHaveLength(3));
    releases[0]!(expired(602));
    releases[1]!(json({ errCode: 600, data: null, message: 'not signed in' }, 401));
    releases[2]!(expired(603));
    const errors = await Promise.all(pending);
    expect(errors.map((e) => e.errCode)).toEqual([602, 600, 603]);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('reports expiry once even when the caller keeps the token', async () => {
    const { fetch } = fakeFetch(expired(), expired(), expired());
    const keepsToken = vi.fn();
    const { client } = setup(fetch, { onSessionExpired: keepsToken });
    await Promise.all([client.request({ url: '/a' }), client.request({ url: '/b' }), client.request({ url: '/c' })].map(failureOf));
    expect(keepsToken).toHaveBeenCalledTimes(1);
  });

  it('stays quiet about later expired answers until a new token is seen, then reports again', async () => {
    const { fetch } = fakeFetch(expired(), expired(600), ok('signed in'), expired(603));
    const { client, onSessionExpired, setToken } = setup(fetch);
    await failureOf(client.request({ url: '/a' }));
    await failureOf(client.request({ url: '/b' })); // signed out now: still the same ended session
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    setToken('tok-2');
    await client.request({ url: '/c' });
    await failureOf(client.request({ url: '/d' }));
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
  });

  it('ignores an expired answer about a session that has since been replaced', async () => {
    const { answer, releases } = held();
    const { fetch } = fakeFetch(answer);
    const { client, onSessionExpired, setToken } = setup(fetch);
    const pending = failureOf(client.request({ url: '/slow' }));
    await vi.waitFor(() => expect(releases).toHaveLength(1));
    setToken('tok-2');
    releases[0]!(expired(603));
    expect(await pending).toMatchObject({ errCode: 603 });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('the loading indicator (spec §4)', () => {
  it('shows once and hides only when every flagged request has finished, one of them failing', async () => {
    const { answer, releases } = held();
    const { fetch } = fakeFetch(answer, answer, ok(3));
    const { client, show, hide } = setup(fetch);
    const first = client.request({ url: '/a', showLoading: true });
    const second = failureOf(client.request({ url: '/b', showLoading: true }));
    await client.request({ url: '/c' });
    expect(show).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(releases).toHaveLength(2));
    releases[1]!(() => Promise.reject(new TypeError('offline')));
    expect(await second).toMatchObject({ kind: 'network' });
    expect(hide).not.toHaveBeenCalled();
    releases[0]!(ok(1));
    await first;
    expect(hide).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('leaves the indicator alone for requests not flagged', async () => {
    const { fetch } = fakeFetch(ok(1), () => Promise.reject(new TypeError('offline')));
    const { client, show, hide } = setup(fetch);
    await client.request({ url: '/a' });
    await failureOf(client.request({ url: '/b' }));
    expect(show).not.toHaveBeenCalled();
    expect(hide).not.toHaveBeenCalled();
  });

  it('hides after a time-out and shows again for the next flagged request', async () => {
    const { fetch } = fakeFetch(hang, ok(2));
    const { client, show, hide } = setup(fetch);
    await failureOf(client.request({ url: '/a', showLoading: true, timeoutMs: 10 }));
    expect(hide).toHaveBeenCalledTimes(1);
    await client.request({ url: '/b', showLoading: true });
    expect(show).toHaveBeenCalledTimes(2);
    expect(hide).toHaveBeenCalledTimes(2);
  });
});

type ProgressEventLike = { lengthComputable: boolean; loaded: number; total: number };

/** A stand-in for the browser's XMLHttpRequest: records what was sent and answers on demand. */
class FakeXhr {
  static last: FakeXhr | undefined;
  headers: Record<string, string> = {};
  upload: { onprogress: ((event: ProgressEventLike) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  timeout = 0;
  responseType = '';
  method = '';
  url = '';
  sent: FormData | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(key: string, value: string) {
    this.headers[key] = value;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const lastXhr = () => {
  if (!FakeXhr.last) throw new Error('no XMLHttpRequest was made');
  return FakeXhr.last;
};

describe('uploads', () => {
  const make = (overrides: Partial<RequestClientOptions> = {}) => {
    FakeXhr.last = undefined;
    return setup(fakeFetch().fetch, { XMLHttpRequest: FakeXhr as unknown as typeof XMLHttpRequest, ...overrides });
  };
  const audio = () => new Blob(['RIFF....'], { type: 'audio/wav' });

  it('posts multipart with the headers, reports progress and returns the data', async () => {
    const progress: number[] = [];
    const { client } = make();
    const pending = client.upload<{ text: string }>({
      url: '/api/transform/v1/audioToText',
      file: audio(),
      fileName: 'voice.wav',
      formData: { type: '2' },
      onProgress: (fraction) => progress.push(fraction),
    });
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/transform/v1/audioToText');
    expect(xhr.headers).toEqual({ token: 'tok-1', platform: 'web', 'device-id': 'device-123' });
    expect(xhr.sent?.get('type')).toBe('2');
    const file = xhr.sent?.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('voice.wav');
    xhr.progress(25, 100);
    xhr.progress(0, 0); // not computable: ignored
    xhr.progress(50, 100);
    xhr.answer(200, { errCode: 0, data: { text: 'hello' }, message: 'ok' });
    await expect(pending).resolves.toEqual({ text: 'hello' });
    expect(progress).toEqual([0.25, 0.5, 1]);
  });

  it('uses the chosen field name and time-out', async () => {
    const { client } = make();
    const pending = client.upload({ url: '/api/up', file: audio(), fieldName: 'audio', timeoutMs: 60_000 });
    const xhr = lastXhr();
    expect(xhr.sent?.get('audio')).toBeInstanceOf(Blob);
    expect(xhr.sent?.get('file')).toBeNull();
    expect(xhr.timeout).toBe(60_000);
    xhr.answer(200, { errCode: 0, data: null, message: 'ok' });
    await expect(pending).resolves.toBeNull();
  });

  it("rejects a missing or empty file with 'file error' without sending", async () => {
    const { client } = make();
    await expect(client.upload({ url: '/api/up', file: null })).rejects.toMatchObject({ message: 'file error', kind: 'file' });
    await expect(client.upload({ url: '/api/up', file: new Blob([]) })).rejects.toThrow('file error');
    expect(FakeXhr.last).toBeUndefined();
  });

  it('rejects an upload without a url', async () => {
    await expect(make().client.upload({ url: '', file: audio() })).rejects.toThrow('Missing required args: url');
    expect(FakeXhr.last).toBeUndefined();
  });

  it('applies the envelope rules to upload answers', async () => {
    const { client } = make();
    const refused = client.upload({ url: '/api/up', file: audio() });
    lastXhr().answer(200, { errCode: 415, data: null, message: 'file: must be a WAV file' });
    await expect(refused).rejects.toMatchObject({ kind: 'server', errCode: 415, message: 'file: must be a WAV file' });

    const broken = client.upload({ url: '/api/up', file: audio() });
    lastXhr().answer(500, { errCode: 500, data: null, message: 'boom' });
    await expect(broken).rejects.toMatchObject({ kind: 'http', message: SYSTEM_ERROR });

    const garbled = client.upload({ url: '/api/up', file: audio() });
    lastXhr().answer(200, '<html>');
    await expect(garbled).rejects.toMatchObject({ kind: 'parse', message: SYSTEM_ERROR });
  });

  it('reports an expired session from an upload', async () => {
    const { client, onSessionExpired } = make();
    const pending = client.upload({ url: '/api/up', file: audio() });
    lastXhr().answer(200, { errCode: 603, data: null, message: 'signed out elsewhere' });
    await expect(pending).rejects.toMatchObject({ errCode: 603 });
    expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith('signed out elsewhere');
  });

  it('reports time-outs, aborts and network failures', async () => {
    const { client } = make();
    const slow = client.upload({ url: '/api/up', file: audio() });
    lastXhr().ontimeout?.();
    await expect(slow).rejects.toMatchObject({ kind: 'timeout', message: TIMEOUT_MESSAGE });

    const controller = new AbortController();
    const cancelled = client.upload({ url: '/api/up', file: audio(), signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ kind: 'abort' });

    const offline = client.upload({ url: '/api/up', file: audio() });
    lastXhr().onerror?.();
    await expect(offline).rejects.toMatchObject({ kind: 'network', message: SYSTEM_ERROR });
  });

  it('counts towards the loading indicator when flagged', async () => {
    const { client, show, hide } = make();
    const pending = client.upload({ url: '/api/up', file: audio(), showLoading: true });
    expect(show).toHaveBeenCalledTimes(1);
    expect(hide).not.toHaveBeenCalled();
    lastXhr().onerror?.();
    await failureOf(pending);
    expect(hide).toHaveBeenCalledTimes(1);
  });
});

describe('event streams (chat replies)', () => {
  /** A `text/event-stream` answer whose chunks are pushed by the test; never ends by itself. */
  function openStream() {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const encoder = new TextEncoder();
    return {
      answer: (() => new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } })) as Answer,
      push: (text: string) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
    };
  }
  const collect = () => {
    const events: Array<{ event: string; data: string }> = [];
    return { events, onEvent: (event: { event: string; data: string }) => void events.push(event) };
  };

  it('posts JSON with the client headers and hands over each event as it arrives, split across chunks', async () => {
    const stream = openStream();
    const { fetch, calls } = fakeFetch(stream.answer);
    const { events, onEvent } = collect();
    const done = setup(fetch).client.stream({ url: '/api/transform/v1/chatByContext', data: { roleId: 1, content: 'hi' }, onEvent });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"roleId":1,"content":"hi"}');
    expect(headersOf(calls[0])).toEqual({ token: 'tok-1', platform: 'web', 'device-id': 'device-123', accept: 'text/event-stream', 'content-type': 'application/json' });
    stream.push('event: token\ndata: Hel');
    stream.push('lo\n\nevent: token\ndata:  there\n\n');
    await vi.waitFor(() => expect(events).toHaveLength(2));
    stream.push('event: done\ndata: {"ok":true}');
    stream.end();
    expect(await done).toBeUndefined();
    expect(events).toEqual([
      { event: 'token', data: 'Hello' },
      { event: 'token', data: ' there' },
      { event: 'done', data: '{"ok":true}' },
    ]);
  });

  it('resolves with the data when the server answers one envelope instead of a stream', async () => {
    const { fetch } = fakeFetch(ok({ reply: 'stored' }));
    const { events, onEvent } = collect();
    expect(await setup(fetch).client.stream({ url: '/api/chat', onEvent })).toEqual({ reply: 'stored' });
    expect(events).toEqual([]);
  });

  it.each(SESSION_EXPIRY_CODES)('sends the learner to sign-in once for errCode %i, like any request', async (errCode) => {
    const { fetch } = fakeFetch(expired(errCode, 'your session has ended'), expired(errCode, 'your session has ended'));
    const { client, onSessionExpired } = setup(fetch);
    const error = await failureOf(client.stream({ url: '/api/chat', onEvent: () => undefined }));
    expect(error).toMatchObject({ kind: 'server', errCode, message: 'your session has ended' });
    expect(error.isSessionExpired).toBe(true);
    await failureOf(client.stream({ url: '/api/chat', onEvent: () => undefined }));
    expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith('your session has ended');
  });

  it('treats HTTP 401 as an expired session', async () => {
    const { fetch } = fakeFetch(() => new Response('', { status: 401 }));
    const { client, onSessionExpired } = setup(fetch);
    expect(await failureOf(client.stream({ url: '/api/chat', onEvent: () => undefined }))).toMatchObject({ kind: 'server', errCode: 401, message: 'Please sign in again' });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it("rejects other refusals with the server message, and other HTTP statuses with 'system error'", async () => {
    const { fetch } = fakeFetch(json({ errCode: 429, data: null, message: 'too many chats at once' }), json('bad gateway', 502));
    const { client, onSessionExpired } = setup(fetch);
    expect(await failureOf(client.stream({ url: '/api/chat', onEvent: () => undefined }))).toMatchObject({ kind: 'server', errCode: 429, message: 'too many chats at once' });
    expect(await failureOf(client.stream({ url: '/api/chat', onEvent: () => undefined }))).toMatchObject({ kind: 'http', errCode: 502, message: SYSTEM_ERROR });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('times out a server that does not answer, after the given time', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(hang);
    let outcome: unknown = 'pending';
    void failureOf(setup(fetch).client.stream({ url: '/api/chat', timeoutMs: 60_000, onEvent: () => undefined })).then((e) => (outcome = e));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ kind: 'timeout', message: TIMEOUT_MESSAGE });
  });

  it('times out a stream that stops in the middle', async () => {
    vi.useFakeTimers();
    const stream = openStream();
    const { fetch } = fakeFetch(stream.answer);
    const { events, onEvent } = collect();
    const pending = failureOf(setup(fetch).client.stream({ url: '/api/chat', timeoutMs: 60_000, onEvent }));
    stream.push('event: token\ndata: Hi\n\n');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await pending).toMatchObject({ kind: 'timeout', message: TIMEOUT_MESSAGE });
    expect(events).toEqual([{ event: 'token', data: 'Hi' }]);
  });

  it('reports a caller abort in the middle of a stream as abort', async () => {
    const stream = openStream();
    const { fetch } = fakeFetch(stream.answer);
    const controller = new AbortController();
    const { events, onEvent } = collect();
    const pending = failureOf(setup(fetch).client.stream({ url: '/api/chat', signal: controller.signal, onEvent }));
    stream.push('event: token\ndata: Hi\n\n');
    await vi.waitFor(() => expect(events).toHaveLength(1));
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'abort', message: 'abort' });
  });

  it("answers 'system error' when the network fails", async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await failureOf(setup(fetch).client.stream({ url: '/api/chat', onEvent: () => undefined }))).toMatchObject({ kind: 'network', message: SYSTEM_ERROR });
  });
});
