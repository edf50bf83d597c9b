// Body parsers: JSON with a clear word for prototype poisoning, and url-encoded forms (spec §7: the
// client may send either). Both refuse __proto__ / constructor.prototype keys.
import type { FastifyInstance } from 'fastify';
import { ErrCode } from '@parley/contract/envelope';
import { AppError } from './app-error';

const POISONED = 'body: must not contain __proto__ or constructor.prototype';
const FORBIDDEN_FORM_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

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

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const result: Record<string, string | string[]> = {};
    for (const [key, value] of new URLSearchParams(body as string)) {
      if (FORBIDDEN_FORM_KEYS.has(key)) {
        done(new AppError(ErrCode.InvalidInput, POISONED), undefined);
        return;
      }
      const existing = result[key];
      result[key] = existing === undefined ? value : ([] as string[]).concat(existing, value);
    }
    done(null, result);
  });
}
