// Turns every outcome into the envelope of docs/api-contract.md: handled errors answer HTTP 200
// with their errCode, unexpected ones HTTP 500 with a generic message (the stack goes to the log).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrCode } from '@parley/contract/envelope';
import { AppError } from './app-error';
import { DeadlineError, QueueFullError } from './bounded-queue';

export function ok<T>(data: T) {
  return { errCode: ErrCode.Ok, data, message: 'ok' } as const;
}

interface Failure {
  httpStatus: number;
  errCode: number;
  message: string;
  headers?: Record<string, string>;
}

/** Fastify's own error codes for bodies it refuses before a route sees them. */
const FASTIFY_CODES: Record<string, { errCode: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { errCode: ErrCode.TooLarge, message: 'body: is too large' },
  FST_REQ_FILE_TOO_LARGE: { errCode: ErrCode.TooLarge, message: 'file: is too large' },
  FST_FILES_LIMIT: { errCode: ErrCode.InvalidInput, message: 'file: only one file may be sent' },
  FST_PARTS_LIMIT: { errCode: ErrCode.InvalidInput, message: 'body: too many parts' },
  FST_FIELDS_LIMIT: { errCode: ErrCode.InvalidInput, message: 'body: too many fields' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { errCode: ErrCode.UnsupportedType, message: 'content-type: is not supported' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { errCode: ErrCode.UnsupportedType, message: 'content-type: must be multipart/form-data' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { errCode: ErrCode.InvalidInput, message: 'body: must not be empty' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { errCode: ErrCode.InvalidInput, message: 'body: content-length does not match' },
  FST_ERR_CTP_INVALID_JSON_BODY: { errCode: ErrCode.InvalidInput, message: 'body: is not valid JSON' },
};

function describeValidationPath(instancePath: string, context: string | undefined): string {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (field) return field;
  return context === 'querystring' ? 'query' : 'body';
}

export function toFailure(error: unknown): Failure {
  if (error instanceof AppError) {
    return { httpStatus: 200, errCode: error.errCode, message: error.message, headers: error.headers };
  }
  // An engine's bounded queue refused or dropped the job (platform/bounded-queue.ts).
  if (error instanceof QueueFullError) {
    return { httpStatus: 200, errCode: ErrCode.TooManyRequests, message: error.message, headers: { 'retry-after': '2' } };
  }
  if (error instanceof DeadlineError) {
    return { httpStatus: 200, errCode: ErrCode.EngineUnavailable, message: error.message, headers: { 'retry-after': '5' } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = describeValidationPath(first?.instancePath ?? '', error.validationContext);
    return { httpStatus: 200, errCode: ErrCode.InvalidInput, message: `${field}: ${first?.message ?? 'is invalid'}` };
  }
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (known) return { httpStatus: 200, ...known };
  if (fastifyError.statusCode === 429) {
    return { httpStatus: 200, errCode: ErrCode.TooManyRequests, message: 'too many requests, please wait and retry' };
  }
  // JSON parse failures and prototype poisoning (__proto__, constructor.prototype) arrive as 400s.
  if (fastifyError.statusCode === 400 || error instanceof SyntaxError) {
    const poisoned = /prototype/i.test(fastifyError.message ?? '');
    return {
      httpStatus: 200,
      errCode: ErrCode.InvalidInput,
      message: poisoned ? 'body: must not contain __proto__ or constructor.prototype' : 'body: is not valid JSON',
    };
  }
  // The static file server refuses traversal and dotfiles with 403 (and a missing file with 404):
  // to the client it is simply not there, and it is no server error (issue 16).
  if (fastifyError.statusCode === 403 || fastifyError.statusCode === 404) return { httpStatus: 404, errCode: ErrCode.NotFound, message: 'not found' };
  if (fastifyError.statusCode === 413) return { httpStatus: 200, ...FASTIFY_CODES.FST_ERR_CTP_BODY_TOO_LARGE! };
  if (fastifyError.statusCode === 415) return { httpStatus: 200, ...FASTIFY_CODES.FST_ERR_CTP_INVALID_MEDIA_TYPE! };
  return { httpStatus: 500, errCode: ErrCode.Internal, message: 'internal server error' };
}

export function registerEnvelopeHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const failure = toFailure(error);
    if (failure.httpStatus >= 500) {
      request.log.error({ err: error }, 'unexpected error');
    } else {
      request.log.info({ errCode: failure.errCode, reason: failure.message }, 'request refused');
    }
    sendFailure(reply, failure);
  });
}

export function sendFailure(reply: FastifyReply, failure: Failure): void {
  if (reply.sent) return;
  if (failure.headers) void reply.headers(failure.headers);
  void reply.status(failure.httpStatus).type('application/json; charset=utf-8').send(
    JSON.stringify({ errCode: failure.errCode, data: null, message: failure.message }),
  );
}

export function isApiRequest(request: FastifyRequest): boolean {
  return request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
}
