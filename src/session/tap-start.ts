// Loaded just after the status (status.ts), so a signed-in borrower's taps start their pages, and neither
// a visitor's first screen nor the chunk every page shares carries the calls' table.
import { prefetch } from '../api/client';
import { routeCheck } from '../router/link-check';
import { currentPath, parseHash } from '../router/navigate';
import { isCertified } from './certification';
import { routeCalls } from './first-calls';
import { userStatus } from './session';

/** Starts the calls of the route `pattern` (first-calls.ts) with its `params`, for the page to take when it asks. */
export function startCalls(pattern: string, params: Record<string, string>): void {
  const status = userStatus.peek();
  const calls = (status !== null && isCertified(status) && routeCalls(pattern)) || [];
  prefetch(calls.map((c) => c.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))));
}

// A click lands 100-300 ms after the finger touches: the page's chunk and data leave at the touch (a
// link's `#/…`, a tab's `data-route`). A touch that ends in a scroll costs a chunk fetched early and
// calls nobody takes (dropped after a while).
function touched(e: Event): void {
  const el = (e.target as Element).closest?.('[href^="#/"],[data-route]');
  const to = el && (el.getAttribute('data-route') ?? el.getAttribute('href'));
  const path = to && parseHash(to).path;
  if (path && path !== currentPath.peek()) void routeCheck.preload(path);
}

let installed = false;
/** Starts a link's page when it is touched (`pointerdown`, `touchstart`), before the click lands; once. */
export function installTapStart(): void {
  if (installed) return;
  installed = true;
  for (const type of ['pointerdown', 'touchstart']) document.addEventListener(type, touched, { capture: true, passive: true });
}
