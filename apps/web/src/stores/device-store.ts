// Device info kept locally (spec §3): brand, model, system, platform, language, sizes and a random id.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export interface DeviceInfo {
  deviceId: string;
  brand: string;
  model: string;
  system: string;
  platform: string;
  language: string;
  screenWidth: number;
  screenHeight: number;
  windowWidth: number;
  windowHeight: number;
}

function randomDeviceId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function detectSystem(userAgent: string): { system: string; brand: string; model: string } {
  if (/iPhone|iPad|iPod/.test(userAgent)) return { system: 'iOS', brand: 'Apple', model: /iPad/.test(userAgent) ? 'iPad' : 'iPhone' };
  const android = /Android [\d.]+;\s*([^;)]+)/.exec(userAgent);
  if (android) return { system: 'Android', brand: 'Android', model: android[1]?.trim() ?? 'Android' };
  if (/Mac OS X/.test(userAgent)) return { system: 'macOS', brand: 'Apple', model: 'Mac' };
  if (/Windows/.test(userAgent)) return { system: 'Windows', brand: 'PC', model: 'PC' };
  if (/Linux/.test(userAgent)) return { system: 'Linux', brand: 'PC', model: 'PC' };
  return { system: 'unknown', brand: 'unknown', model: 'unknown' };
}

export function readDeviceInfo(deviceId: string): DeviceInfo {
  const { system, brand, model } = detectSystem(navigator.userAgent);
  return {
    deviceId,
    brand,
    model,
    system,
    platform: 'web',
    language: navigator.language,
    screenWidth: window.screen?.width ?? 0,
    screenHeight: window.screen?.height ?? 0,
    windowWidth: window.innerWidth,
    windowHeight: window.innerHeight,
  };
}

interface DeviceState {
  info: DeviceInfo;
  refresh(): void;
}

export const useDeviceStore = create<DeviceState>()(
  persist(
    (set, get) => ({
      info: readDeviceInfo(randomDeviceId()),
      // Sizes and language change; the id never does (a stored info without one gets a new id once).
      refresh: () => set({ info: readDeviceInfo(get().info?.deviceId || randomDeviceId()) }),
    }),
    {
      name: 'parley.device',
      version: 1,
      // Storing right after loading keeps a newly made id (persist writes only on a change, so an
      // untouched store would make another id on every load) and replaces sizes from an old visit.
      onRehydrateStorage: () => (state) => state?.refresh(),
    },
  ),
);
