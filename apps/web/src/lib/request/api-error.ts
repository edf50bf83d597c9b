// The one error type the request client rejects with, carrying what the learner should be told
// (spec §8), and the messages the client uses.
import { SESSION_EXPIRY_CODES } from '@parley/contract/err-codes';

export const SYSTEM_ERROR = 'system error';
export const TIMEOUT_MESSAGE = 'request timed out, please retry';
export const FILE_ERROR = 'file error';
export const ABORT_MESSAGE = 'abort';
export const MISSING_URL_MESSAGE = 'Missing required args: url';
/** Used when an HTTP 401 carries no envelope message. */
export const SIGN_IN_AGAIN_MESSAGE = 'Please sign in again';

/**
 * server: the envelope's errCode was not 0 · http: a status other than 200 (401 is 'server') ·
 * timeout / abort / network: transport · parse: a 200 that is not an envelope, or data that does
 * not match the contract · file: an upload without a file · input: the call itself was wrong.
 */
export type ApiErrorKind = 'server' | 'http' | 'timeout' | 'abort' | 'network' | 'parse' | 'file' | 'input';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    /** The envelope's errCode for server answers, the HTTP status for 'http'; -1 otherwise. */
    readonly errCode: number = -1,
    /** What the server answered (the whole envelope for server errors), when there was an answer. */
    readonly response?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isSessionExpired(): boolean {
    return SESSION_EXPIRY_CODES.includes(this.errCode) || (this.kind === 'server' && this.errCode === 401);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
