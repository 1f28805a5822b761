import { api } from '../api/client';
import { navigate } from '../app/navigate';
import { clearSession } from './session';

/** Signs out: the server revokes the token (`GET /login/loginOut`); locally the session goes even if that call fails. */
export async function signOut(): Promise<void> {
  try {
    await api.get('/login/loginOut');
  } catch {
    // offline or already revoked: the borrower still leaves this device signed out
  }
  clearSession();
  navigate('/login', { replace: true });
}
