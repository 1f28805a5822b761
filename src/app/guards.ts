import { findRoute } from './router';
import { routes, type RouteDef } from './routes';

/** Facial-auth steps and the status each one needs (spec section 2); step four has no entry guard. */
export const facialSteps = [
  { step: 'step-one', required: 20 },
  { step: 'step-two', required: 30 },
  { step: 'step-three', required: 40 },
  { step: 'step-four', required: 50 },
] as const;

/** Where a user of this status belongs (spec section 4): identity auth, a facial step, or Home. */
export function homeForStatus(status: number): string {
  if (status >= 60) return '/home';
  if (status <= 10) return '/identity-auth';
  const step = [...facialSteps].reverse().find((s) => status >= s.required) ?? facialSteps[0];
  return '/facial-auth/' + step.step;
}

/** The step guard of spec section 4 for one facial-auth child; returns a redirect or null to enter. */
export function guardFacialStep(step: string, status: number): string | null {
  const def = facialSteps.find((s) => s.step === step);
  if (!def) return '/noren';
  if (def.step === 'step-four') return null;
  if (status >= 60) return '/home';
  if (status <= 10) return '/identity-auth';
  if (status >= def.required) return null;
  return homeForStatus(status);
}

/** What the router should do for a path. `wait` means the user status is still loading. */
export type Resolution =
  | { kind: 'render'; route: RouteDef; params: Record<string, string> }
  | { kind: 'redirect'; to: string }
  | { kind: 'wait' };

/** Resolves a hash path against the route table, the sign-in state and the user status. */
export function resolveRoute(path: string, signedIn: boolean, status: number | null): Resolution {
  const found = findRoute(routes, path);
  if (!found) return { kind: 'redirect', to: '/noren' };
  const { route, params } = found;
  if (route.redirect) return { kind: 'redirect', to: route.redirect };
  if (!route.public && !signedIn) return { kind: 'redirect', to: '/noren' };
  if (params.step !== undefined) {
    if (!facialSteps.some((s) => s.step === params.step)) return { kind: 'redirect', to: '/noren' };
    if (params.step !== 'step-four') {
      if (status === null) return { kind: 'wait' };
      const to = guardFacialStep(params.step, status);
      if (to) return { kind: 'redirect', to };
    }
  }
  return { kind: 'render', route, params };
}
