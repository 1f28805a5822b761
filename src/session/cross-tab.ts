import { navigate } from '../router/navigate';
import { clearSession, token } from './session';

// Other tabs of the app hold the session in memory: a sign-out here must end it there too.
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('pesocash-session');

/** Tells the app's other tabs that this borrower signed out. */
export function announceSignOut(): void {
  channel?.postMessage('signed-out');
}

let following = false;

/** Ends this tab's session when another tab signs out (installed once, however often it is called). */
export function followSignOuts(): void {
  if (following) return;
  following = true;
  channel?.addEventListener('message', (ev) => {
    if (ev.data !== 'signed-out' || token.value === null) return;
    clearSession();
    navigate('/login', { replace: true });
  });
}
