// How many wrong passwords an account may take, and from whom (issue 16: ten wrong passwords from
// one address, or a hundred from many, locked the learner out). Two ideas, after OWASP's "device
// cookies":
// - A device that has signed in to an account before carries a device token for it. Its wrong
//   passwords count on their own, so nobody else's guessing can keep the learner out on it.
// - Everyone else is counted per client address (IPv6: per /64), and, all together per account,
//   slowed down step by step instead of refused outright: a guesser with many addresses gets a
//   few dozen tries an hour, and a learner on a new device waits seconds, not a quarter of an hour.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** Wrong passwords per account from one client address, or one device, per window. */
export const LOGIN_FAILURE_LIMIT = 10;
/** Wrong passwords per account from unknown devices, all addresses together, before each further
 * try waits: 1 s after the next, then 2, 4 … up to LOGIN_DELAY_MAX_MS. */
export const LOGIN_FAILURES_BEFORE_DELAY = 10;
export const LOGIN_DELAY_MAX_MS = 60_000;
/** How long a device token is honoured after the sign-in that gave it. */
export const DEVICE_TOKEN_DAYS = 365;

export interface LoginFailureCounts {
  /** This client's failures in the window (its address, or its device), and the oldest one's time. */
  mine: { n: number; oldest: string | null };
  /** The account's failures from every client in the window, and the newest one's time. */
  account: { n: number; newest: string | null };
}

/**
 * Milliseconds until this client may try a password again, 0 when it may now. A known device is
 * held only by its own count; an unknown one also by the account's delay.
 */
export function loginRetryAfterMs(counts: LoginFailureCounts, nowMs: number, isKnownDevice: boolean): number {
  const { mine, account } = counts;
  if (mine.n >= LOGIN_FAILURE_LIMIT) {
    return mine.oldest ? Math.max(1000, Date.parse(mine.oldest) + LOGIN_FAILURE_WINDOW_MS - nowMs) : LOGIN_FAILURE_WINDOW_MS;
  }
  if (isKnownDevice || account.n < LOGIN_FAILURES_BEFORE_DELAY || !account.newest) return 0;
  const step = account.n - LOGIN_FAILURES_BEFORE_DELAY;
  const delayMs = Math.min(LOGIN_DELAY_MAX_MS, 1000 * 2 ** Math.min(step, 16));
  return Math.max(0, Date.parse(account.newest) + delayMs - nowMs);
}

/**
 * Device tokens: `<expiry seconds>.<random id>.<signature>`, signed with the server secret for one
 * e-mail address. Stateless on purpose: a token only lifts the account-wide delay for its device
 * and opens nothing by itself, so there is nothing to revoke; it is not a session.
 */
export function createDeviceTokens(secret: string, now: () => Date) {
  const mac = (email: string, exp: string, id: string) => createHmac('sha256', secret).update(`device:${email}:${exp}:${id}`).digest('base64url');
  return {
    issue(email: string): string {
      const exp = String(Math.floor(now().getTime() / 1000) + DEVICE_TOKEN_DAYS * 86_400);
      const id = randomBytes(12).toString('base64url');
      return `${exp}.${id}.${mac(email, exp, id)}`;
    },
    /** The device's id when the token is this address's, signed by us and unexpired; else null. */
    verify(token: string | undefined, email: string): string | null {
      const [exp, id, sig, ...rest] = (token ?? '').split('.');
      if (!exp || !id || !sig || rest.length > 0 || !/^\d{1,12}$/.test(exp) || !/^[\w-]{16}$/.test(id)) return null;
      if (Number(exp) * 1000 < now().getTime()) return null;
      const expected = Buffer.from(mac(email, exp, id));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}
