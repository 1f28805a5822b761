/** Registers the service worker (dist/sw.js) once the page has loaded, so it never competes with the first screen. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => navigator.serviceWorker.register('/sw.js').catch(() => {}); // no worker: the app still runs online
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
