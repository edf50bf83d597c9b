// The error codes of the envelope (docs/api-contract.md), with no zod: the web app's first screen
// imports them (session expiry), and a module that builds zod schemas would bring zod along.
// envelope.ts re-exports them.

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
