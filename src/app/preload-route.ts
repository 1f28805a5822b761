import { findRoute } from '../router/match';
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
