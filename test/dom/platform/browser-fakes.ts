// A browser with what happy-dom lacks: notifications and push subscriptions (the Notification
// permission, the service worker's push manager), and location (geolocation, the permission's state).

/** A base64url P-256 public key (65 bytes) as the server's `vapidPublicKey` answers. */
export const PUSH_KEY = 'BAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0A';

/** Installs the fakes (the browser answers "granted" when asked); returns the undo, with the subscriptions made. */
export function fakePush(endpoint = 'https://push.example/loan'): (() => void) & { subscribed: unknown[] } {
  const subscribed: unknown[] = [];
  const g = globalThis as Record<string, unknown>;
  const before = { Notification: g.Notification, PushManager: g.PushManager };
  let permission: NotificationPermission = 'default';
  g.Notification = {
    get permission() {
      return permission;
    },
    requestPermission: async () => (permission = 'granted'),
  };
  g.PushManager = class {};
  const pushManager = {
    getSubscription: async () => null,
    subscribe: async (opts: unknown) => (subscribed.push(opts), { toJSON: () => ({ endpoint, keys: { p256dh: 'p', auth: 'a' } }) }),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: { ready: Promise.resolve({ pushManager }) }, configurable: true });
  const undo = () => {
    g.Notification = before.Notification;
    g.PushManager = before.PushManager;
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  };
  return Object.assign(undo, { subscribed });
}

/** Installs geolocation whose permission is still to be asked; returns the undo. */
export function fakeGeolocation(position = { latitude: 14.5995, longitude: 120.9842 }): () => void {
  let state: PermissionState = 'prompt';
  Object.defineProperty(navigator, 'permissions', { value: { query: async () => ({ state }) }, configurable: true });
  Object.defineProperty(navigator, 'geolocation', {
    value: {
      getCurrentPosition: (ok: PositionCallback) => {
        state = 'granted';
        ok({ coords: position } as GeolocationPosition);
      },
    },
    configurable: true,
  });
  return () => {
    delete (navigator as { permissions?: unknown }).permissions;
    delete (navigator as { geolocation?: unknown }).geolocation;
  };
}
