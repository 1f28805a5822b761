/** Runs `fn` once the page has loaded (at once when it has): what the first screen does not need never competes with it. */
export function afterLoad(fn: () => void): void {
  if (document.readyState === 'complete') fn();
  else window.addEventListener('load', () => fn(), { once: true });
}

/** Runs `fn` once the page is in use: at the first touch or key, or as it is hidden. */
export function atFirstUse(fn: () => void): void {
  const go = () => {
    for (const type of FIRST_USE) removeEventListener(type, go, true);
    fn();
  };
  for (const type of FIRST_USE) addEventListener(type, go, true);
}
const FIRST_USE = ['pointerdown', 'keydown', 'visibilitychange'];

// Beside afterLoad and atFirstUse for the platform's readers; written in the session, which uses it too.
export { whenIdle } from '../session/when-idle';
