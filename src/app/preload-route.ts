import { findRoute } from '../router/match';
import { routes } from './routes';

/**
 * Fetches the page chunk of `path` ahead of time (e.g. the next certification step while the
 * borrower fills in this one), so opening it shows the page at once. A failure is ignored: the
 * route then loads, and offers its retry, when it is opened.
 */
export function preloadRoute(path: string): Promise<void> {
  const load = findRoute(routes, path)?.route.load;
  return load ? load().then(() => {}, () => {}) : Promise.resolve();
}
