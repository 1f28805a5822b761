// The service worker (built by build/service-worker.mjs, which fills in the build constant). One cache per
// build: the shell and the first screen's hashed files are stored on install, every other hashed
// chunk when first used. Pages are fetched from the network first, so the next visit after a deploy
// runs the new build; the stored shell answers only when the network does not. API answers are
// never stored. Hashed file names keep two builds from ever mixing: a chunk is one build's or absent.
var BUILD = __BUILD__;
var CACHE = 'pesocash-' + BUILD.version;

self.addEventListener('install', function (event) {
  event.waitUntil(
    caches.open(CACHE).then(function (cache) {
      // `reload`: never fill a new build's cache from the HTTP cache of an old one.
      return cache.addAll(BUILD.precache.map(function (url) { return new Request(url, { cache: 'reload' }); }));
    }).then(function () { return self.skipWaiting(); })
  );
});

self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches.keys().then(function (keys) {
      return Promise.all(keys.filter(function (k) { return k.indexOf('pesocash-') === 0 && k !== CACHE; }).map(function (k) { return caches.delete(k); }));
    }).then(function () { return self.clients.claim(); })
  );
});

function fromNetworkThenShell(request) {
  return fetch(request).then(function (res) {
    if (res.ok) {
      var copy = res.clone();
      caches.open(CACHE).then(function (cache) { return cache.put('/', copy); });
    }
    return res;
  }).catch(function () {
    return caches.match('/', { cacheName: CACHE }).then(function (hit) { return hit || Response.error(); });
  });
}

function fromCacheThenNetwork(request) {
  return caches.open(CACHE).then(function (cache) {
    return cache.match(request).then(function (hit) {
      if (hit) return hit;
      return fetch(request).then(function (res) {
        if (res.ok) cache.put(request, res.clone());
        return res;
      });
    });
  });
}

self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET') return;
  var url = new URL(request.url);
  // Another origin, or the API (one borrower's data, never stored): the browser's own handling.
  if (url.origin !== self.location.origin || url.pathname.indexOf('/api/') === 0) return;
  if (request.mode === 'navigate') return event.respondWith(fromNetworkThenShell(request));
  if (url.pathname.indexOf('/assets/') === 0 || BUILD.precache.indexOf(url.pathname) >= 0) event.respondWith(fromCacheThenNetwork(request));
});

self.addEventListener('push', function (event) {
  var data = {};
  try { data = event.data ? event.data.json() : {}; } catch (e) { data = { text: event.data ? event.data.text() : '' }; }
  event.waitUntil(self.registration.showNotification(data.title || BUILD.appName, { body: data.text || '', icon: '/icon-192.png', badge: '/icon-192.png' }));
});

self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (list) {
      return list.length ? list[0].focus() : self.clients.openWindow('/');
    })
  );
});
