// Keeps the stored device info (spec §3) current: at app start and whenever the window changes
// size (rotation, split screen, a resized browser window).
import { useEffect } from 'react';
import { useDeviceStore } from '../stores/device-store';

export function useDeviceRefresh(): void {
  useEffect(() => {
    const refresh = () => useDeviceStore.getState().refresh();
    refresh();
    window.addEventListener('resize', refresh);
    return () => window.removeEventListener('resize', refresh);
  }, []);
}
