// The answer envelope every /api route uses, and the error codes both sides rely on
// (docs/api-contract.md). Handled outcomes travel as HTTP 200 with a non-zero errCode.
import { z } from 'zod';

// The codes live in a module without zod, so the web app's first screen can use them without
// loading zod (issue 20's first-screen budget); they are re-exported here for everyone else.
export { ErrCode, SESSION_EXPIRY_CODES } from './err-codes';

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ errCode: z.number().int(), data, message: z.string() });
}

export const errorEnvelopeSchema = z.object({
  errCode: z.number().int(),
  data: z.unknown().nullable(),
  message: z.string(),
});

export interface Envelope<T> {
  errCode: number;
  data: T;
  message: string;
}
