// Structured logs (pino) with secrets redacted: tokens, passwords, codes and cookies never reach a log.
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

export const REDACTED_PATHS = [
  'req.headers.token',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.phoneaccesstoken',
  'req.headers.accesskey',
  'password',
  'code',
  'authCode',
  'token',
  '*.password',
  '*.code',
  '*.authCode',
  '*.token',
];

export function loggerOptions(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>): FastifyServerOptions['logger'] {
  return {
    level: config.NODE_ENV === 'test' && config.LOG_LEVEL === 'info' ? 'silent' : config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // Only method and path: query strings can carry words a learner typed.
      req: (req: { method: string; url: string; id: string }) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }),
    },
  };
}
