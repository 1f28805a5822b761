/** Runs `fn` once the page has loaded (at once when it has): what the first screen does not need never competes with it. */
export function afterLoad(fn: () => void): void {
  if (document.readyState === 'complete') fn();
  else window.addEventListener('load', () => fn(), { once: true });
}
