/** Spec section 9: a touch end within 500 ms of the previous one is ignored (double-tap guard). */
export const DOUBLE_TAP_MS = 500;

/** Returns a touchend handler that swallows a second touch end within `ms` (exported for tests). */
export function createTouchGuard(now: () => number = () => performance.now(), ms = DOUBLE_TAP_MS) {
  let last = -Infinity;
  return (ev: Event) => {
    const at = now();
    if (at - last < ms) {
      // Cancelling touchend also cancels the click it would have produced.
      ev.preventDefault();
      ev.stopPropagation();
      return;
    }
    last = at;
  };
}

/** Installs the guard on the whole document, before any component sees the event. */
export function installTouchGuard(): void {
  document.addEventListener('touchend', createTouchGuard(), { capture: true, passive: false });
}
