import { homeForStatus } from './certification';

// Routes where a signed-in borrower is sent onwards at app start: the landing and sign-in pages.
// Every other route stays (a reload of /order stays on /order); routes a status forbids, the
// facial-auth steps, are redirected by the router's own guards.
const ENTRY_PATHS = ['/', '/noren', '/login'];

/** Spec section 4, app start with a token: where to send the borrower for this status, or null to stay. */
export function startRoute(path: string, status: number): string | null {
  return ENTRY_PATHS.includes(path) ? homeForStatus(status) : null;
}
