// The one error type services throw for handled outcomes; the error handler turns it into the envelope.
import { ErrCode } from '@parley/contract/envelope';

export class AppError extends Error {
  constructor(
    readonly errCode: ErrCode,
    message: string,
    /** Extra headers for the answer, e.g. Retry-After on 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError(ErrCode.NotFound, `${what} not found`);
export const invalidInput = (field: string, rule: string) => new AppError(ErrCode.InvalidInput, `${field}: ${rule}`);
