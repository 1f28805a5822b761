import type { SignInAnswer } from '../../contract/sign-in';
import { currentPath, navigate } from '../router/navigate';
import { followSignOuts } from './cross-tab';
import { sessionHooks } from './hooks';
import { isSignedIn, startSession } from './session';
import { refreshStatus, refreshUnread, routeForStatus } from './status';

/**
 * After any successful sign-in (code or partner): stores the session, routes by status like an
 * app start, then sends the device report and the authentication report (status 11..59); neither
 * blocks the borrower.
 */
export async function afterSignIn(res: SignInAnswer): Promise<void> {
  startSession(res);
  followSignOuts();
  let status = typeof res.bizStatus === 'number' ? res.bizStatus : null;
  if (status === null) status = await refreshStatus().catch(() => null);
  if (status === null || !isSignedIn.value) return; // the client already sent a refused token to /login
  routeForStatus(currentPath.value, status, (to) => navigate(to, { replace: true }));
  sessionHooks().signedIn(res.newUser === true); // the device report, upload types 10 and 30
  void refreshUnread();
  // No permission prompt here: location is asked when applying, notifications after the first application.
}
