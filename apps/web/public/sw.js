// Parley's service worker: keeps the app shell (index.html and every hashed script, style sheet and
// asset of the build) so every page opens without a network, where it shows that it is offline.
// API calls (and LAN mode's /lan/ pages) always go to the network. The list of built files comes from sw-precache.js, written
// by the build (vite.config.ts); without it only index.html and the icons are kept up front.
let precache = { version: 'unversioned', files: [] };
try {
  importScripts('/sw-precache.js');
  if (self.PARLEY_PRECACHE && Array.isArray(self.PARLEY_PRECACHE.files)) precache = self.PARLEY_PRECACHE;
} catch {
  // No list (a development build): assets are still cached as they are first used.
}

const CACHE = `parley-shell-${precache.version}`;
const SHELL = ['/', '/manifest.webmanifest', '/icon.svg', '/icon-192.png', '/favicon.svg', ...precache.files];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((k) => k.startsWith('parley-shell-') && k !== CACHE).map((k) => caches.delete(k)))).then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/')) return;
  // LAN mode's certificate page and download are the server's, not the app shell: never cache them as '/'.
  if (url.pathname === '/lan' || url.pathname.startsWith('/lan/')) return;

  // Pages: the network first (a new release shows at once), the cached shell when offline. Every
  // route is the same index.html, so one cached copy serves pages never visited before.
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put('/', copy));
          }
          return response;
        })
        .catch(() => caches.open(CACHE).then((cache) => cache.match('/')).then((cached) => cached ?? Response.error())),
    );
    return;
  }

  // Hashed assets, images and content covers never change under one name: the cache first.
  event.respondWith(
    caches.match(request).then(
      (cached) =>
        cached ??
        fetch(request).then((response) => {
          if (response.ok) {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put(request, copy));
          }
          return response;
        }),
    ),
  );
});
