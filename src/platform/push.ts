// Notifications: after the borrower allowed them (asked once, after a short notice), this device
// subscribes through the service worker's push manager and the subscription goes to the server.
import { fetchPushKey, savePushToken } from '../api/push';
import { isWithdrawn } from './consents';
import { askAgain, askNotificationsOnce, type Outcome } from './permissions';

const READY_WAIT_MS = 10_000;

/** The base64url VAPID key as the push manager takes it. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(raw, (ch) => ch.charCodeAt(0));
}

/** Subscribes this device (reusing a live subscription) and saves it; false where push is not possible. Never throws. */
export async function subscribePush(): Promise<boolean> {
  try {
    if (isWithdrawn('notifications')) return false;
    if (!('serviceWorker' in navigator) || typeof PushManager === 'undefined') return false;
    const reg = await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<null>((done) => setTimeout(() => done(null), READY_WAIT_MS)),
    ]);
    if (!reg) return false;
    const key = await fetchPushKey({ quiet: true });
    if (!key) return false;
    const sub =
      (await reg.pushManager.getSubscription()) ??
      (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }));
    await savePushToken({ pushToken: JSON.stringify(sub) }, { quiet: true });
    return true;
  } catch {
    return false;
  }
}

/** The loan page calls this after the first application: the notice once per device, then the subscription when allowed. */
export async function enableNotifications(ask: () => Promise<Outcome> = askNotificationsOnce): Promise<Outcome> {
  const outcome = await ask();
  // Allowed now or earlier (a new device subscription after a reinstall): keep the server's copy fresh.
  if (outcome === 'granted') await subscribePush();
  return outcome;
}

/** My profile calls this: the notice again whatever was answered before, then the subscription when allowed. */
export function enableNotificationsAgain(): Promise<Outcome> {
  return enableNotifications(() => askAgain('notification'));
}

/** Withdraws notifications on this device: the subscription ends, so the server can no longer reach it. Never throws. */
export async function unsubscribePush(): Promise<void> {
  try {
    const reg = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
    await (await reg?.pushManager.getSubscription())?.unsubscribe();
  } catch {
    // no service worker or no subscription: nothing reaches this device anyway
  }
}
