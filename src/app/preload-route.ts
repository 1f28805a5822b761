import { findRoute } from '../router/match';
import { isSignedIn } from '../session/session';
import { loaderFor, routes } from './routes';

type TapStart = typeof import('../session/tap-start');
let tapStart: TapStart | undefined;

/**
 * Fetches ahead what opening `path` needs, so the page shows sooner: its page chunk (e.g. the next
 * certification step while the borrower fills in this one) and, for a certified borrower, its route's
 * calls (session/first-calls.ts), side by side. A touch on a link and the navigation it leads to ask
 * once; the module comes just after the status at every signed-in start, so its import is already there.
 * A failure is ignored: the route then loads, and offers its retry, when it is opened. Without `calls`,
 * the chunk alone (app start: the start script asked for the first page's calls).
 */
export function preloadRoute(path: string, calls = true): Promise<void> {
  const found = findRoute(routes, path);
  const load = found && loaderFor(found.route, found.params);
  if (calls && found && isSignedIn.peek()) {
    const start = (m: TapStart) => m.startCalls(found.route.path, found.params);
    // At once once its chunk is here: the calls must be on their way before the page renders and asks
    // for them itself, or its own request goes out and a later refresh takes the older answer.
    if (tapStart) start(tapStart);
    else
      void import('../session/tap-start').then(
        (m) => {
          tapStart = m;
          start(m);
        },
        () => {},
      );
  }
  return load
    ? load().then(
        () => {},
        () => {},
      )
    : Promise.resolve();
}
