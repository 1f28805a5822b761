import { homeForStatus } from '../app/guards';

// Routes where a signed-in borrower is sent onwards at app start: the landing and sign-in pages.
const ENTRY_PATHS = ['/', '/noren', '/login'];
// Routes that only a certified borrower (status 60 or more) can use.
const CERTIFIED_ONLY = ['/home', '/loan'];
// Certification routes that a certified borrower has nothing more to do on.
const CERTIFICATION = ['/identity-auth', '/api-phone-check'];

/**
 * Spec section 4, app start with a token: where to send the borrower for this status, or null to
 * stay. Only the entry pages and routes the status forbids move; a reload of /order stays on /order.
 */
export function startRoute(path: string, status: number): string | null {
  const home = homeForStatus(status);
  if (ENTRY_PATHS.includes(path)) return home;
  if (status < 60 && CERTIFIED_ONLY.includes(path)) return home;
  if (status >= 60 && (CERTIFICATION.includes(path) || path.startsWith('/facial-auth'))) return home;
  return null;
}

/** Spec section 4: statuses above 10 and below 60 send the authentication report at start and sign-in. */
export function needsAuthReport(status: number): boolean {
  return status > 10 && status < 60;
}
