import { findRoute } from '../router/match';
import { isSignedIn } from '../session/session';
import { loaderFor, routes } from './routes';

/**
 * Fetches the page chunk of `path` ahead of time (e.g. the next certification step while the
 * borrower fills in this one), so opening it shows the page at once. A failure is ignored: the
 * route then loads, and offers its retry, when it is opened.
 */
export function preloadRoute(path: string): Promise<void> {
  const found = findRoute(routes, path);
  const load = found && loaderFor(found.route, found.params);
  return load
    ? load().then(
        () => {},
        () => {},
      )
    : Promise.resolve();
}

/**
 * Starts what opening `path` needs: its page chunk and, for a certified borrower, its route's calls
 * (session/first-calls.ts), side by side (a touch on a link, then the navigation itself: each is asked once). The
 * client is loaded with the status at every signed-in start, so its import is already there.
 */
export function startRoute(path: string): void {
  void preloadRoute(path);
  const found = findRoute(routes, path);
  if (found && isSignedIn.peek())
    void import('../session/status').then((m) => m.startCalls(found.route.path, found.params)).catch(() => {});
}
