import { navigate } from '../app/navigate';
import { clearSession, token } from './session';

// Other tabs of the app hold the session in memory: a sign-out here must end it there too.
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('pesocash-session');

/** Tells the app's other tabs that this borrower signed out. */
export function announceSignOut(): void {
  channel?.postMessage('signed-out');
}

/** Ends this tab's session when another tab signs out. */
export function followSignOuts(): void {
  channel?.addEventListener('message', (ev) => {
    if (ev.data !== 'signed-out' || token.value === null) return;
    clearSession();
    navigate('/login', { replace: true });
  });
}
