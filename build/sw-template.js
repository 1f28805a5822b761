// The service worker (built by build/service-worker.mjs, which writes in the build constant). One cache
// per build: install stores the shell and the first screen's files, every other hashed file is stored
// when first used. A page comes from the network first, so the visit after a deploy runs the new
// build; the stored shell answers when the network fails or has not answered within the deadline (a
// returning borrower on a slow network sees the app at once, their data arriving after). Only an
// install stores a shell, together with the files it names, so a stored shell never names a file
// the cache lacks. API answers are never stored. Files are named by their content's hash, so a page
// never runs chunks of two builds: a file is one build's, or absent.
const BUILD = __BUILD__;
const PREFIX = 'pesocash-';
const CACHE = PREFIX + BUILD.version;
// Short: a returning borrower on a slow network gets the stored shell at once, and the start script's
// status and data calls leave with it; a network that answers within it still brings a new build.
const DEADLINE_MS = BUILD.navigationDeadlineMs ?? 300;
const hashed = (path) => path.startsWith('/assets/');

self.addEventListener('install', (event) => {
  // Hashed files never change, so the copy the page just downloaded serves; the shell, the manifest
  // and the icon are revalidated (never an old build's shell in a new build's cache).
  const requests = BUILD.precache.map((url) => new Request(url, { cache: hashed(url) ? 'default' : 'no-cache' }));
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(requests))
      .then(() => self.skipWaiting()),
  );
});

// The previous build's cache stays: a page still open on it (the new worker took it over) keeps
// finding its chunks. Older ones go.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => {
        const ours = keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE);
        return Promise.all(ours.slice(0, -1).map((k) => caches.delete(k)));
      })
      .then(() => self.clients.claim()),
  );
});

function page(request) {
  const network = fetch(request);
  return caches.match('/', { cacheName: CACHE }).then((shell) => {
    if (!shell) return network;
    const late = new Promise((done) => setTimeout(() => done(shell), DEADLINE_MS));
    const answered = network.then(
      (res) => (res.ok ? res : shell),
      () => shell,
    );
    return Promise.race([answered, late]);
  });
}

// A hashed file may come from any build's cache (the same name is the same bytes); the others from this build's.
function file(event, path) {
  const { request } = event;
  return caches.match(request, hashed(path) ? {} : { cacheName: CACHE }).then((hit) => {
    if (hit) return hit;
    return fetch(request).then((res) => {
      if (res.status === 200) {
        const copy = res.clone();
        event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
      }
      return res;
    });
  });
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // Another origin, or the API (one borrower's data, never stored): the browser's own handling.
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (hashed(url.pathname) || BUILD.precache.includes(url.pathname)) event.respondWith(file(event, url.pathname));
});

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { text: event.data.text() };
  }
  const options = { body: data.text || '', icon: '/icon-192.png', badge: '/icon-192.png' };
  event.waitUntil(self.registration.showNotification(data.title || BUILD.appName, options));
});

// A tap brings an open window of the app forward, or opens the app (it routes the borrower by status).
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((open) => (open.length ? open[0].focus() : self.clients.openWindow('/'))),
  );
});
