import { afterEach, describe, expect, it, vi } from 'vitest';
import { installAudioUnlock, resetSharedAudioElement, sharedAudioElement, SILENT_WAV } from './audio-unlock';

afterEach(() => {
  vi.restoreAllMocks();
  resetSharedAudioElement();
});

function stubPlay(result: () => Promise<void>) {
  const played: string[] = [];
  vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(this.src);
    return result();
  });
  const pause = vi.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  return { played, pause };
}

describe('audio unlock on the first tap', () => {
  it('plays nothing before a tap, then a silent clip on the shared element on the first one only', async () => {
    const { played, pause } = stubPlay(() => Promise.resolve());
    const target = new EventTarget();
    installAudioUnlock(target);
    expect(played).toEqual([]);
    target.dispatchEvent(new Event('pointerdown'));
    await Promise.resolve();
    expect(played).toEqual([SILENT_WAV]);
    expect(pause).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('pointerdown'));
    target.dispatchEvent(new Event('keydown'));
    await Promise.resolve();
    expect(played).toHaveLength(1);
  });

  it('tries again on the next tap when the browser refused the first', async () => {
    let allow = false;
    const { played } = stubPlay(() => (allow ? Promise.resolve() : Promise.reject(new DOMException('not allowed', 'NotAllowedError'))));
    const target = new EventTarget();
    installAudioUnlock(target);
    target.dispatchEvent(new Event('touchend'));
    await Promise.resolve();
    allow = true;
    target.dispatchEvent(new Event('touchend'));
    await Promise.resolve();
    target.dispatchEvent(new Event('touchend'));
    await Promise.resolve();
    expect(played).toEqual([SILENT_WAV, SILENT_WAV]);
  });

  it('plays everything through the element the tap unlocked', () => {
    const first = sharedAudioElement('/media/a.wav');
    const second = sharedAudioElement('/media/b.wav');
    expect(second).toBe(first);
    expect(second.src).toMatch(/\/media\/b\.wav$/);
  });

  it('makes a silent clip that is a well-formed WAV', () => {
    const bytes = Uint8Array.from(atob(SILENT_WAV.split(',')[1]!), (c) => c.charCodeAt(0));
    const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
    expect([ascii(0, 4), ascii(8, 12), ascii(36, 40)]).toEqual(['RIFF', 'WAVE', 'data']);
    expect(new DataView(bytes.buffer).getUint32(4, true)).toBe(bytes.length - 8);
  });
});
