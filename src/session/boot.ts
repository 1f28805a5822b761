import { namesOpenToken } from '../router/address';
import { routeCheck } from '../router/link-check';
import { currentPath, navigate } from '../router/navigate';
import type { BuildSettings } from '../settings';
import { sessionHooks } from './hooks';
import { isSignedIn, statusLoading } from './session';
import { type StatusCode, statusCodeHere } from './status-code';
import { whenIdle } from './when-idle';

// The origin flag read from the global the settings are (`settings` is this object, so tests that set
// `settings.embedded` still reach it): only a global's property can be a constant to the build.
declare const __SETTINGS__: BuildSettings;

/**
 * App start (spec section 4): embedded sign-in first when the build allows it and the address
 * carries an open token; then, with a token, the status is refreshed and the borrower routed
 * (from the landing and sign-in pages only) and the authentication report sent for status 11..59.
 * Without a token only public routes are open (the guards see to it).
 */
export async function boot(): Promise<void> {
  sessionHooks().appStarted(); // the app start report (upload type 20, spec section 7)
  // Without the origin flag the build makes this condition `false` (a `define` in build.mjs), so that
  // build leaves out the branch and the embedded sign-in chunk; with it, only an address naming an open
  // token loads that chunk, which does the rest (the first screen carries no more than this test).
  if (__SETTINGS__.embedded && namesOpenToken(location)) {
    if (await (await import('./embedded')).embeddedStart()) return;
  }
  if (!isSignedIn.value) return;
  let code: StatusCode;
  let status: number;
  statusLoading.value = true; // the tab bar hides from now, not from when the client chunk arrives
  try {
    // The API client is not part of the first screen: a visitor without a token never needs it there.
    // It comes with the opened page's chunk, which is fetched from now on beside the status's answer
    // (the chunk alone: the start script asked for the page's calls).
    code = await statusCode(routeCheck.preload(currentPath.peek(), false));
    status = await code.refreshStatus();
    // The profile tab's badge when the page is shown, not before: its sealed call costs the slow phone
    // the time of a page's render.
    whenIdle(() => void code.refreshUnread());
  } catch {
    // 401 and expired tokens were already sent to /login; offline, the pages offer a retry.
    statusLoading.value = false;
    return;
  }
  code.routeForStatus(currentPath.value, status, (to) => navigate(to, { replace: true }));
}

/** The status's code once `page` (the opened page's chunk, which carries it) settled, or from its own chunk. */
function statusCode(page: Promise<unknown> = Promise.resolve()): Promise<StatusCode> {
  const code = () => statusCodeHere() ?? import('./status');
  return page.then(code, code);
}

/** Asks for the status again after a failed start (offline): the pages that wait for it offer this. */
export function retryStatus(): void {
  void statusCode()
    .then((m) => m.refreshStatus())
    .catch(() => {});
}
