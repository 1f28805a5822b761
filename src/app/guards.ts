import { findRoute } from '../router/match';
import { facialStep, guardFacialStep, homeForStatus, isCertified } from '../session/certification';
import { isSignedIn, userStatus } from '../session/session';
import { loaderFor, routes, type RouteDef } from './routes';

/** What the router should do for a path. `wait` means the user status is still loading. */
export type Resolution =
  | { kind: 'render'; route: RouteDef; params: Record<string, string> }
  | { kind: 'redirect'; to: string }
  | { kind: 'wait' };

/** True when the signed-in borrower following a link to `path` gets its page, not sent elsewhere. */
export const opensPage = (path: string): boolean => resolveRoute(path, isSignedIn.value, userStatus.value).kind !== 'redirect';

/** Resolves a hash path against the route table, the sign-in state and the user status. */
export function resolveRoute(path: string, signedIn: boolean, status: number | null): Resolution {
  const found = findRoute(routes, path);
  if (!found) return { kind: 'redirect', to: '/noren' };
  const { route, params } = found;
  if (route.redirect) return { kind: 'redirect', to: route.redirect };
  if (!route.public && !signedIn) return { kind: 'redirect', to: '/noren' };
  // Only a known certified status sends them on: before it arrives the form shows, as it did.
  if (route.notForCertified && signedIn && status !== null && isCertified(status)) return { kind: 'redirect', to: homeForStatus(status) };
  if (params.step !== undefined) {
    const step = facialStep(params.step);
    if (!step) return { kind: 'redirect', to: '/noren' };
    if (step.guarded) {
      if (status === null) return { kind: 'wait' };
      const to = guardFacialStep(params.step, status);
      if (to) return { kind: 'redirect', to };
    }
  }
  const load = loaderFor(route, params);
  return { kind: 'render', route: load === route.load ? route : { ...route, load }, params };
}
