import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createQueryClient } from './app/app';
import { getAppServices } from './app/services';
import { loadOverlays } from './app/overlays';
import { installAudioUnlock } from './lib/audio-unlock';
import { localTimeZone } from './lib/time-zone';
import { installToastAnnouncer } from './lib/toast-announcer';
import { installColorScheme } from './lib/color-scheme';
import { captureInstallPrompt } from './features/install/install-store';
import './styles.css';
import './phone.css';

// Toasts are read out by screen readers too (antd-mobile's are silent).
installToastAnnouncer();

// Light or dark as the device or the learner's choice in Settings says (issue 20).
installColorScheme();

// Phones play audio without a tap only on an element a tap has played once (lib/audio-unlock).
installAudioUnlock();

// The browser may offer installing before React renders; keep its event for the home screen's offer.
captureInstallPrompt();

// The page's first use of Intl loads the browser's locale data (30-50 ms); done in its own task
// while the first screen's files download, it is off that screen's path (lib/time-zone.ts).
setTimeout(localTimeZone, 0);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');

createRoot(rootElement).render(
  <StrictMode>
    <App services={getAppServices()} queryClient={createQueryClient()} />
  </StrictMode>,
);

// Toasts and dialogs (with their 1500 ms toast duration, spec §9) load right after the first
// screen, before any page can need them (app/overlays.ts).
void loadOverlays();

// The service worker keeps the app shell for offline starts (production builds only: in
// development Vite serves modules that must not be cached).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
