// The request client of spec §7 "Generic request behaviour" and §8: headers, query strings and
// bodies, time-outs, the envelope, session expiry, the loading indicator and multipart uploads.
// Everything from outside (token, device id, what expiry does, the indicator, fetch, XHR) is
// injected, so the client is tested over a fake fetch and a fake XMLHttpRequest.
import { SESSION_EXPIRY_CODES } from '@parley/contract/err-codes';
import {
  ABORT_MESSAGE,
  ApiError,
  FILE_ERROR,
  MISSING_URL_MESSAGE,
  SIGN_IN_AGAIN_MESSAGE,
  SYSTEM_ERROR,
  TIMEOUT_MESSAGE,
} from './api-error';
import { readEventStream, type StreamEvent } from './event-stream';
import { createLoadingCounter } from './loading-counter';
import { isEnvelope, toQueryString, withQuery } from './wire';
import { DEFAULT_REQUEST_TIMEOUT_MS } from '../../constants';

export const ALLOWED_METHODS = ['GET', 'OPTIONS', 'HEAD', 'POST', 'PUT', 'DELETE', 'TRACE', 'CONNECT', 'PATCH'] as const;
export type HttpMethod = (typeof ALLOWED_METHODS)[number];
export const DEFAULT_TIMEOUT_MS = DEFAULT_REQUEST_TIMEOUT_MS;
export const DEFAULT_PLATFORM = 'web';

export interface RequestConfig {
  url: string;
  /** Defaults to GET; anything outside ALLOWED_METHODS is rejected before any call. */
  method?: HttpMethod;
  /** GET and HEAD: the query string. Other methods: the JSON (or url-encoded form) body. */
  data?: Record<string, unknown>;
  /** Added after the client's own headers (so a call can add e.g. phoneAccessToken). */
  headers?: Record<string, string>;
  contentType?: 'json' | 'form';
  timeoutMs?: number;
  /** Counts towards the shared loading indicator while in flight. */
  showLoading?: boolean;
  signal?: AbortSignal;
}

export interface UploadConfig {
  url: string;
  file: Blob | null | undefined;
  fileName?: string;
  /** The multipart field that carries the file; 'file' by default. */
  fieldName?: string;
  /** Extra multipart text fields (e.g. `{ type: '2' }`). */
  formData?: Record<string, string>;
  /** Fraction sent, 0..1; called with 1 once the server has answered. */
  onProgress?(fraction: number): void;
  timeoutMs?: number;
  showLoading?: boolean;
  signal?: AbortSignal;
}

/** A POST answered with Server-Sent Events (a chat reply streamed as it is written). */
export interface StreamConfig {
  url: string;
  /** The JSON body. */
  data?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** For the whole exchange, up to the last event. */
  timeoutMs?: number;
  signal?: AbortSignal;
  onEvent(event: StreamEvent): void;
}

export interface RequestClientOptions {
  /** Prefixed to every url; '' (same origin) by default. */
  baseUrl?: string;
  getToken(): string | null;
  getDeviceId(): string;
  platform?: string;
  /**
   * The session ended (errCode 600/602/603 or HTTP 401): the caller clears the token, remembers the
   * path and goes to sign-in. Called once per session however many answers say so (see below).
   */
  onSessionExpired(message: string): void;
  loading: { show(): void; hide(): void };
  defaultTimeoutMs?: number;
  fetch?: typeof fetch;
  XMLHttpRequest?: typeof XMLHttpRequest;
}

export interface RequestClient {
  request<T>(config: RequestConfig): Promise<T>;
  upload<T>(config: UploadConfig): Promise<T>;
  /**
   * Resolves with undefined once the event stream ends, or with the data of the envelope the
   * server answered instead of a stream; refusals, expiry, time-outs and failures reject as
   * `request` does.
   */
  stream(config: StreamConfig): Promise<unknown>;
}

export function createRequestClient(options: RequestClientOptions): RequestClient {
  const baseUrl = options.baseUrl ?? '';
  const platform = options.platform ?? DEFAULT_PLATFORM;
  const defaultTimeoutMs = options.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetchImpl = () => options.fetch ?? globalThis.fetch.bind(globalThis);
  const loading = createLoadingCounter(
    () => options.loading.show(),
    () => options.loading.hide(),
  );

  // Session expiry fires once: several requests in flight when the session ends all come back
  // expired, and the learner must be sent to sign-in once, not once per request. The first expired
  // answer sets isExpiring; later ones are only rejected. A new token (a new sign-in) ends it.
  let isExpiring = false;
  let expiredToken: string | null = null;

  function noteToken(token: string | null) {
    if (isExpiring && token && token !== expiredToken) {
      isExpiring = false;
      expiredToken = null;
    }
  }

  function expire(message: string, sentToken: string | null) {
    const current = options.getToken() || null;
    noteToken(current);
    if (isExpiring) return;
    // An answer about a session that has since been replaced or ended says nothing about the
    // current one (a slow request sent before sign-in or sign-out).
    if (sentToken !== current) return;
    isExpiring = true;
    expiredToken = sentToken;
    options.onSessionExpired(message);
  }

  /** The client's headers, and the token they carry (null when signed out). */
  function baseHeaders(): { headers: Record<string, string>; token: string | null } {
    const headers: Record<string, string> = { platform, 'device-id': options.getDeviceId() };
    const token = options.getToken() || null;
    noteToken(token);
    if (token) headers.token = token;
    return { headers, token };
  }

  /** Turns an HTTP status and parsed body into the caller's data or an ApiError (spec §8). */
  function settle<T>(status: number, body: unknown, sentToken: string | null): T {
    if (status === 401) {
      const message = isEnvelope(body) && body.message ? body.message : SIGN_IN_AGAIN_MESSAGE;
      expire(message, sentToken);
      throw new ApiError(message, 'server', isEnvelope(body) && body.errCode !== 0 ? body.errCode : 401, body);
    }
    if (status !== 200) throw new ApiError(SYSTEM_ERROR, 'http', status, body);
    if (!isEnvelope(body)) throw new ApiError(SYSTEM_ERROR, 'parse', -1, body);
    if (body.errCode === 0) return body.data as T;
    if (SESSION_EXPIRY_CODES.includes(body.errCode)) expire(body.message, sentToken);
    throw new ApiError(body.message, 'server', body.errCode, body);
  }

  async function request<T>(config: RequestConfig): Promise<T> {
    if (!config?.url) throw new ApiError(MISSING_URL_MESSAGE, 'input');
    const method = String(config.method ?? 'GET').toUpperCase() as HttpMethod;
    if (!ALLOWED_METHODS.includes(method)) throw new ApiError(`method ${method} is not allowed`, 'input');
    if (config.signal?.aborted) throw new ApiError(ABORT_MESSAGE, 'abort');

    const { headers, token } = baseHeaders();
    Object.assign(headers, config.headers);
    let url = baseUrl + config.url;
    let body: string | undefined;
    if (method === 'GET' || method === 'HEAD') {
      url = withQuery(url, toQueryString(config.data));
    } else if (config.contentType === 'form') {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = toQueryString(config.data).slice(1);
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(config.data ?? {});
    }

    if (config.showLoading) loading.start();
    try {
      return await exchange(config, async (signal, transportError) => {
        let response: Response;
        try {
          response = await fetchImpl()(url, { method, headers, body, signal });
        } catch {
          throw transportError();
        }
        return settle<T>(response.status, await readBody(response, transportError), token);
      });
    } finally {
      if (config.showLoading) loading.finish();
    }
  }

  /**
   * Runs one fetch exchange under the call's time limit and the caller's signal. `transportError`
   * names what ended a failed exchange: the time limit, the caller, or the network.
   */
  async function exchange<T>(
    config: { timeoutMs?: number | undefined; signal?: AbortSignal | undefined },
    run: (signal: AbortSignal, transportError: () => ApiError) => Promise<T>,
  ): Promise<T> {
    // One controller ends the call for both reasons; the flag tells them apart afterwards.
    const controller = new AbortController();
    let isTimedOut = false;
    const timer = setTimeout(() => {
      isTimedOut = true;
      controller.abort();
    }, config.timeoutMs ?? defaultTimeoutMs);
    const onCallerAbort = () => controller.abort();
    config.signal?.addEventListener('abort', onCallerAbort);
    const transportError = () => {
      if (isTimedOut) return new ApiError(TIMEOUT_MESSAGE, 'timeout');
      if (config.signal?.aborted) return new ApiError(ABORT_MESSAGE, 'abort');
      return new ApiError(SYSTEM_ERROR, 'network');
    };
    try {
      return await run(controller.signal, transportError);
    } finally {
      clearTimeout(timer);
      config.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  /** The parsed JSON body, or its text when it is not JSON. */
  async function readBody(response: Response, transportError: () => ApiError): Promise<unknown> {
    let text: string;
    try {
      text = await response.text();
    } catch {
      throw transportError();
    }
    try {
      return text ? JSON.parse(text) : null;
    } catch {
      return text;
    }
  }

  async function stream(config: StreamConfig): Promise<unknown> {
    if (!config?.url) throw new ApiError(MISSING_URL_MESSAGE, 'input');
    if (config.signal?.aborted) throw new ApiError(ABORT_MESSAGE, 'abort');
    const { headers, token } = baseHeaders();
    Object.assign(headers, config.headers, { accept: 'text/event-stream', 'content-type': 'application/json' });
    return exchange(config, async (signal, transportError) => {
      let response: Response;
      try {
        response = await fetchImpl()(baseUrl + config.url, { method: 'POST', headers, body: JSON.stringify(config.data ?? {}), signal });
      } catch {
        throw transportError();
      }
      const isEventStream = response.status === 200 && (response.headers.get('content-type') ?? '').includes('text/event-stream');
      // Refusals (validation, limits, an ended session) come as one envelope, settled like any answer.
      if (!isEventStream || !response.body) return settle<unknown>(response.status, await readBody(response, transportError), token);
      try {
        await readEventStream(response.body, config.onEvent, signal);
      } catch {
        throw transportError();
      }
      return undefined;
    });
  }

  function upload<T>(config: UploadConfig): Promise<T> {
    if (!config?.url) return Promise.reject(new ApiError(MISSING_URL_MESSAGE, 'input'));
    if (!config.file || config.file.size === 0) return Promise.reject(new ApiError(FILE_ERROR, 'file'));
    if (config.signal?.aborted) return Promise.reject(new ApiError(ABORT_MESSAGE, 'abort'));
    const Xhr = options.XMLHttpRequest ?? globalThis.XMLHttpRequest;
    const form = new FormData();
    for (const [key, value] of Object.entries(config.formData ?? {})) form.append(key, value);
    form.append(config.fieldName ?? 'file', config.file, config.fileName ?? 'upload');
    const { headers, token } = baseHeaders();

    return new Promise<T>((resolve, reject) => {
      const xhr = new Xhr();
      xhr.open('POST', baseUrl + config.url);
      // No content-type: the browser sets it with the multipart boundary.
      for (const [key, value] of Object.entries(headers)) xhr.setRequestHeader(key, value);
      xhr.timeout = config.timeoutMs ?? defaultTimeoutMs;
      xhr.responseType = 'text';

      let isSettled = false;
      const onCallerAbort = () => xhr.abort();
      const finish = (outcome: () => T) => {
        if (isSettled) return;
        isSettled = true;
        config.signal?.removeEventListener('abort', onCallerAbort);
        if (config.showLoading) loading.finish();
        try {
          resolve(outcome());
        } catch (error) {
          reject(error);
        }
      };
      const fail = (error: ApiError) => finish(() => {
        throw error;
      });

      config.signal?.addEventListener('abort', onCallerAbort);
      if (config.showLoading) loading.start();
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) config.onProgress?.(Math.min(1, event.loaded / event.total));
      };
      xhr.onload = () =>
        finish(() => {
          let parsed: unknown = null;
          try {
            parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null;
          } catch {
            parsed = xhr.responseText;
          }
          config.onProgress?.(1);
          return settle<T>(xhr.status, parsed, token);
        });
      xhr.ontimeout = () => fail(new ApiError(TIMEOUT_MESSAGE, 'timeout'));
      xhr.onabort = () => fail(new ApiError(ABORT_MESSAGE, 'abort'));
      xhr.onerror = () => fail(new ApiError(SYSTEM_ERROR, 'network'));
      try {
        xhr.send(form);
      } catch {
        fail(new ApiError(SYSTEM_ERROR, 'network'));
      }
    });
  }

  return { request, upload, stream };
}
