import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDeviceStore } from '../stores/device-store';
import { FIRST_LOAD, fakeServer, renderScreen } from '../test/render-screen';

function setWindowSize(width: number, height: number) {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(width);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(height);
}

describe('device info in the running app', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is brought up to date when the app starts and when the window changes size', async () => {
    const id = useDeviceStore.getState().info.deviceId;
    setWindowSize(390, 844);
    renderScreen('/chat/intro', fakeServer({}));
    await screen.findByRole('button', { name: 'Get started' }, FIRST_LOAD);
    expect(useDeviceStore.getState().info).toMatchObject({ deviceId: id, windowWidth: 390, windowHeight: 844 });

    setWindowSize(844, 390);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(useDeviceStore.getState().info).toMatchObject({ deviceId: id, windowWidth: 844, windowHeight: 390 });
  });
});
