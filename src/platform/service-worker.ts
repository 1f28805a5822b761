/** Registers the service worker (dist/sw.js): called once the page is in use (app-start.ts), so it adds no request before the first paint. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js').catch(() => {}); // no worker: the app still runs online
}
