import { afterEach, describe, expect, it, vi } from 'vitest';

/** The store as a fresh page load creates it, reading what is in localStorage. */
async function loadStore() {
  vi.resetModules();
  const { useDeviceStore } = await import('./device-store');
  return useDeviceStore;
}

function setWindowSize(width: number, height: number) {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(width);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(height);
}

const stored = () => JSON.parse(localStorage.getItem('parley.device') ?? 'null') as { state: { info: { deviceId: string; windowWidth: number } } } | null;

describe('device info', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes a random device id once and keeps it across page loads', async () => {
    const first = await loadStore();
    const id = first.getState().info.deviceId;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(stored()?.state.info.deviceId).toBe(id);

    const again = await loadStore();
    expect(again.getState().info.deviceId).toBe(id);
    again.getState().refresh();
    expect(again.getState().info.deviceId).toBe(id);
  });

  it('gives another device (empty storage) another id', async () => {
    const first = (await loadStore()).getState().info.deviceId;
    localStorage.clear();
    expect((await loadStore()).getState().info.deviceId).not.toBe(first);
  });

  it('brings sizes, language, system and model up to date on refresh, and stores them', async () => {
    const store = await loadStore();
    setWindowSize(390, 844);
    vi.spyOn(window.screen, 'width', 'get').mockReturnValue(390);
    vi.spyOn(window.screen, 'height', 'get').mockReturnValue(844);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-ES');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36');
    store.getState().refresh();
    expect(store.getState().info).toMatchObject({
      brand: 'Android',
      model: 'Pixel 8',
      system: 'Android',
      platform: 'web',
      language: 'es-ES',
      screenWidth: 390,
      screenHeight: 844,
      windowWidth: 390,
      windowHeight: 844,
    });
    expect(stored()?.state.info.windowWidth).toBe(390);

    setWindowSize(844, 390);
    store.getState().refresh();
    expect(store.getState().info).toMatchObject({ windowWidth: 844, windowHeight: 390 });
  });

  it('recognises an iPhone', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148');
    const store = await loadStore();
    store.getState().refresh();
    expect(store.getState().info).toMatchObject({ brand: 'Apple', model: 'iPhone', system: 'iOS' });
  });

  it('replaces the sizes stored on an earlier visit as soon as it loads, keeping the id', async () => {
    localStorage.setItem('parley.device', JSON.stringify({ state: { info: { deviceId: 'a'.repeat(32), windowWidth: 1280, windowHeight: 800 } }, version: 1 }));
    setWindowSize(390, 844);
    const store = await loadStore();
    expect(store.getState().info).toMatchObject({ deviceId: 'a'.repeat(32), windowWidth: 390, windowHeight: 844 });
  });

  it('gives a stored info without an id a new one on refresh', async () => {
    localStorage.setItem('parley.device', JSON.stringify({ state: { info: { brand: 'PC' } }, version: 1 }));
    const store = await loadStore();
    store.getState().refresh();
    expect(store.getState().info.deviceId).toMatch(/^[0-9a-f]{32}$/);
  });
});
