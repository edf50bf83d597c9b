// Body parsers: JSON only (spec §7: every call carries a JSON content type), with a clear word for
// prototype poisoning; it refuses __proto__ / constructor.prototype keys.
import type { FastifyInstance } from 'fastify';
import { ErrCode } from '@parley/contract/envelope';
import { AppError } from './app-error';

const POISONED = 'body: must not contain __proto__ or constructor.prototype';

function rejectPoison(key: string, value: unknown): unknown {
  if (key === '__proto__') throw new AppError(ErrCode.InvalidInput, POISONED);
  if (key === 'constructor' && value !== null && typeof value === 'object' && Object.hasOwn(value, 'prototype')) {
    throw new AppError(ErrCode.InvalidInput, POISONED);
  }
  return value;
}

export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text, rejectPoison);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(ErrCode.InvalidInput, 'body: is not valid JSON');
  }
}

export function registerBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  // Only JSON (and multipart on the audio routes, docs/api-contract.md): a form-encoded or
  // text/plain POST is one a foreign page can send without a preflight, so those answer 415.
  app.removeContentTypeParser('text/plain');
  // The multipart parser (speech routes) is global; only routes that document it take it.
  app.addHook('preValidation', async (request) => {
    if (!/^multipart\//i.test(request.headers['content-type'] ?? '')) return;
    const consumes = (request.routeOptions.schema as { consumes?: readonly string[] } | undefined)?.consumes ?? [];
    if (!consumes.some((type) => type.startsWith('multipart/'))) {
      throw new AppError(ErrCode.UnsupportedType, 'content-type: is not supported');
    }
  });
}
