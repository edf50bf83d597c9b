import { describe, expect, it } from 'vitest';
import { createDeviceTokens, DEVICE_TOKEN_DAYS, LOGIN_DELAY_MAX_MS, LOGIN_FAILURE_WINDOW_MS, loginRetryAfterMs } from './sign-in-limits';

const NOW = Date.parse('2026-07-01T09:00:00Z');
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

describe('loginRetryAfterMs', () => {
  it("holds a client that reached its own ten until its oldest failure leaves the window, known device or not", () => {
    const counts = { mine: { n: 10, oldest: at(-60_000) }, account: { n: 10, newest: at(-1000) } };
    expect(loginRetryAfterMs(counts, NOW, false)).toBe(LOGIN_FAILURE_WINDOW_MS - 60_000);
    expect(loginRetryAfterMs(counts, NOW, true)).toBe(LOGIN_FAILURE_WINDOW_MS - 60_000);
  });

  it('doubles the wait of unknown devices with each failure past ten, up to a minute, and never holds a known one', () => {
    const waits = [10, 11, 12, 15, 16, 40, 500].map((n) => loginRetryAfterMs({ mine: { n: 0, oldest: null }, account: { n, newest: at(0) } }, NOW, false));
    expect(waits).toEqual([1000, 2000, 4000, 32_000, LOGIN_DELAY_MAX_MS, LOGIN_DELAY_MAX_MS, LOGIN_DELAY_MAX_MS]);
    expect(loginRetryAfterMs({ mine: { n: 0, oldest: null }, account: { n: 500, newest: at(0) } }, NOW, true)).toBe(0);
    // The wait counts from the account's last failure.
    expect(loginRetryAfterMs({ mine: { n: 0, oldest: null }, account: { n: 12, newest: at(-3000) } }, NOW, false)).toBe(1000);
    expect(loginRetryAfterMs({ mine: { n: 0, oldest: null }, account: { n: 9, newest: at(0) } }, NOW, false)).toBe(0);
  });
});

describe('device tokens', () => {
  const clock = { now: new Date(NOW) };
  const tokens = createDeviceTokens('a server secret', () => clock.now);

  it("are honoured for their own account only, and not once expired or under another server's secret", () => {
    const token = tokens.issue('ana@example.com');
    expect(tokens.verify(token, 'ana@example.com')).toMatch(/^[\w-]{16}$/);
    expect(tokens.verify(token, 'bo@example.com')).toBeNull();
    expect(createDeviceTokens('another secret', () => clock.now).verify(token, 'ana@example.com')).toBeNull();
    expect(tokens.verify(`${token}.x`, 'ana@example.com')).toBeNull();
    expect(tokens.verify(undefined, 'ana@example.com')).toBeNull();
    clock.now = new Date(NOW + DEVICE_TOKEN_DAYS * 86_400_000 + 1000);
    expect(tokens.verify(token, 'ana@example.com')).toBeNull();
  });

  it('give each sign-in a different device id', () => {
    clock.now = new Date(NOW);
    expect(tokens.verify(tokens.issue('ana@example.com'), 'ana@example.com')).not.toBe(tokens.verify(tokens.issue('ana@example.com'), 'ana@example.com'));
  });
});
