// The answer envelope every /api route uses, and the error codes both sides rely on
// (docs/api-contract.md). Handled outcomes travel as HTTP 200 with a non-zero errCode.
import { z } from 'zod';

export const ErrCode = {
  Ok: 0,
  InvalidInput: 400,
  /** Operator-only routes (GET /metrics) asked from elsewhere without the token. */
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  TooLarge: 413,
  UnsupportedType: 415,
  TooManyRequests: 429,
  Internal: 500,
  EngineUnavailable: 503,
  NotSignedIn: 600,
  SessionExpired: 602,
  SessionRevoked: 603,
  WrongCredentials: 1001,
  CodeWrong: 1002,
  CodeExpired: 1003,
  CodeLocked: 1004,
  DailyLimit: 1005,
  ContentRefused: 1006,
  /** The learner keeps as many recordings as the server allows one learner (RECORDING_QUOTA). */
  MediaQuota: 1007,
} as const;
export type ErrCode = (typeof ErrCode)[keyof typeof ErrCode];

/** Codes after which the client drops its token and asks the learner to sign in again. */
export const SESSION_EXPIRY_CODES: readonly number[] = [
  ErrCode.NotSignedIn,
  ErrCode.SessionExpired,
  ErrCode.SessionRevoked,
];

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
