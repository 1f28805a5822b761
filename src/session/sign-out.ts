import { forgetKept } from '../api/kept';
import { loginOut } from '../api/sign-in';
import { navigate } from '../router/navigate';
import { announceSignOut } from './cross-tab';
import { clearSession } from './session';

/** Signs out: the server revokes the token (`GET /login/loginOut`); this tab and the app's other tabs forget it, even if that call fails. */
export async function signOut(): Promise<void> {
  try {
    await loginOut();
  } catch {
    // offline or already revoked: the borrower still leaves this device signed out
  }
  clearSession();
  forgetKept(); // nothing this borrower saw is shown to whoever signs in next
  announceSignOut();
  navigate('/login', { replace: true });
}
