// The time zone is read from Intl once and kept while the clock's UTC offset stays the same, across page loads too.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  localStorage.clear();
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

  it('uses the zone an earlier page load kept for the same offset, without asking Intl', async () => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-540);
    const resolved = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone: 'Asia/Tokyo' } as Intl.ResolvedDateTimeFormatOptions);
    expect((await import('./time-zone')).localTimeZone()).toBe('Asia/Tokyo');
    vi.resetModules(); // a new page load: nothing kept in memory
    expect((await import('./time-zone')).localTimeZone()).toBe('Asia/Tokyo');
    expect(resolved).toHaveBeenCalledTimes(1);
  });

  it('asks Intl again when what was kept is of another offset or unreadable', async () => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-60);
    const resolved = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone: 'Europe/Madrid' } as Intl.ResolvedDateTimeFormatOptions);
    localStorage.setItem('parley.time-zone', JSON.stringify({ offsetMinutes: 300, timeZone: 'America/New_York' }));
    expect((await import('./time-zone')).localTimeZone()).toBe('Europe/Madrid');
    vi.resetModules();
    localStorage.setItem('parley.time-zone', '{not json');
    expect((await import('./time-zone')).localTimeZone()).toBe('Europe/Madrid');
    expect(resolved).toHaveBeenCalledTimes(2);
  });

  it('gives no zone when the browser has none to give', async () => {
    const { localTimeZone } = await import('./time-zone');
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone: '' } as Intl.ResolvedDateTimeFormatOptions);
    expect(localTimeZone()).toBeUndefined();
  });
});
