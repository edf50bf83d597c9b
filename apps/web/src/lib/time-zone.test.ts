// The time zone is read from Intl once and kept while the clock's UTC offset stays the same.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('localTimeZone', () => {
  it("gives the device's IANA zone", async () => {
    const { localTimeZone } = await import('./time-zone');
    expect(localTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('asks Intl once while the UTC offset stays, and again when it changes (a journey, summer time)', async () => {
    const { localTimeZone } = await import('./time-zone');
    const offset = vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-60);
    const resolved = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone: 'Europe/Madrid' } as Intl.ResolvedDateTimeFormatOptions);
    expect(localTimeZone()).toBe('Europe/Madrid');
    expect(localTimeZone()).toBe('Europe/Madrid');
    expect(resolved).toHaveBeenCalledTimes(1);

    offset.mockReturnValue(300);
    resolved.mockReturnValue({ timeZone: 'America/New_York' } as Intl.ResolvedDateTimeFormatOptions);
    expect(localTimeZone()).toBe('America/New_York');
    expect(resolved).toHaveBeenCalledTimes(2);
  });

  it('gives no zone when the browser has none to give', async () => {
    const { localTimeZone } = await import('./time-zone');
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone: '' } as Intl.ResolvedDateTimeFormatOptions);
    expect(localTimeZone()).toBeUndefined();
  });
});
