import { afterLoad } from './after-load';

/** Registers the service worker (dist/sw.js) once the page has loaded, so it adds no request before the first paint. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  afterLoad(() => void navigator.serviceWorker.register('/sw.js').catch(() => {})); // no worker: the app still runs online
}
