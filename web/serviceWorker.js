/* The app's service worker, written to dist/web/sw.js by web/serviceWorkerPlugin.ts, which fills
   in VERSION (the build's) and SHELL ('/' for index.html, '/login' and '/register' for the guest
   pages, and their files).
   It keeps the app's shell, never an /api/ answer: those are some user's data. */
const VERSION = '__VERSION__';
const SHELL = ['__SHELL__'];
const CACHE = `hostel-shell-${VERSION}`;
const GUEST_PATHS = ['__GUEST_PATHS__'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

// A new build's worker drops the caches of the builds before it.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith('hostel-shell-') && name !== CACHE).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    // The page from the network when there is one (a new build shows at once), else the kept one:
    // each guest page kept at its address, index.html (kept as '/') for the others.
    const kept = GUEST_PATHS.includes(url.pathname) ? url.pathname : '/';
    event.respondWith(fetch(request).catch(() => caches.match(kept, { cacheName: CACHE }).then((page) => page || Response.error())));
  } else if (url.pathname.startsWith('/assets/')) {
    // Named by their content's hash, assets never change: the kept copy is the right one.
    event.respondWith(
      caches.open(CACHE).then((cache) =>
        cache.match(request).then(
          (kept) =>
            kept ||
            fetch(request).then((response) => {
              if (response.ok) void cache.put(request, response.clone());
              return response;
            }),
        ),
      ),
    );
  }
});
