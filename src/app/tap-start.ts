import { currentPath, parseHash } from '../router/navigate';
import { startRoute } from './preload-route';

// A click lands 100-300 ms after the finger touches: the page's chunk and data leave at the touch (a
// link's `#/…`, a tab's `data-route`). A touch that ends in a scroll costs a chunk fetched early and
// calls nobody takes (dropped after a while).
function touched(e: Event): void {
  const el = (e.target as Element).closest?.('[href^="#/"],[data-route]');
  const to = el && (el.getAttribute('data-route') ?? el.getAttribute('href'));
  const path = to && parseHash(to).path;
  if (path && path !== currentPath.peek()) startRoute(path);
}

/** Starts a link's page when it is touched, before the click lands. */
export function installTapStart(): void {
  for (const type of ['pointerdown', 'touchstart']) document.addEventListener(type, touched, { capture: true, passive: true });
}
