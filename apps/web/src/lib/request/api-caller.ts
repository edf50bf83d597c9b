// Typed calls: a contract endpoint (method, path, schemas) and its input give the parsed data, so
// a field renamed on the server fails the typecheck and, at run time, the parse here.
// The contract package is not imported: any object of the same structural shape will do.
import { ApiError, SYSTEM_ERROR } from './api-error';
import type { HttpMethod, RequestClient, RequestConfig, StreamConfig } from './request-client';

/** Parses (and may transform) the endpoint's data, throwing when it does not match. */
export interface ResponseSchemaLike<TRes> {
  parse(value: unknown): TRes;
}

/** A Standard Schema (zod 4 is one): only its declared input type is used, to type the call. */
export interface InputSchemaLike<TReq> {
  readonly '~standard': { readonly types?: { readonly input: TReq } | undefined };
}

export interface EndpointLike<TReq = Record<string, unknown>, TRes = unknown> {
  method: HttpMethod;
  path: string;
  input?: InputSchemaLike<TReq>;
  response?: ResponseSchemaLike<TRes>;
}

export type CallOptions = Pick<RequestConfig, 'timeoutMs' | 'showLoading' | 'signal' | 'headers' | 'contentType'>;

export interface ApiCaller {
  /**
   * Sends `input` (query string for GET, JSON body otherwise) to the endpoint and resolves with
   * its data, parsed by `endpoint.response` when there is one. A parse failure rejects with
   * ApiError kind 'parse', 'system error'.
   */
  call<TReq = Record<string, unknown>, TRes = unknown>(
    endpoint: EndpointLike<TReq, TRes>,
    input?: NoInfer<TReq>,
    options?: CallOptions,
  ): Promise<TRes>;
  /** A POST answered with Server-Sent Events, through the same client (see RequestClient.stream). */
  stream(config: StreamConfig): Promise<unknown>;
}

export function createApiCaller(client: RequestClient): ApiCaller {
  return {
    async call<TReq, TRes>(endpoint: EndpointLike<TReq, TRes>, input?: TReq, options: CallOptions = {}): Promise<TRes> {
      const data = (input ?? {}) as Record<string, unknown>;
      const answer = await client.request<unknown>({ ...options, url: endpoint.path, method: endpoint.method, data });
      if (!endpoint.response) return answer as TRes;
      try {
        return endpoint.response.parse(answer);
      } catch (cause) {
        const error = new ApiError(SYSTEM_ERROR, 'parse', -1, answer);
        (error as Error & { cause?: unknown }).cause = cause;
        throw error;
      }
    },
    stream: (config) => client.stream(config),
  };
}
