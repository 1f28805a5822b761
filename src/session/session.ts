import { computed, effect, signal } from '@preact/signals';
import { type ApiHooks, configureApi } from '../api/hooks';
import { navigate } from '../router/navigate';
import { readCookie, writeCookie } from './cookies';

/** Login response fields kept for the session (spec section 3). */
export interface UserInfo {
  userId: number | string;
  phone: string;
  [field: string]: unknown;
}

// The session lives in memory; cookies only restore it on the next visit (they may be blocked in an iframe).
/** The sign-in token sent as the `Authentication` header. */
export const token = signal<string | null>(readCookie('token'));
/** The signed-in user's login-response fields. */
export const userInfo = signal<UserInfo | null>(parseJson(readCookie('userInfo')));
/** This browser's device id: created once and kept. */
export const deviceId = signal<string>(readCookie('deviceId') ?? newDeviceId());
/** The user's bizStatus; null while unknown or loading. */
export const userStatus = signal<number | null>(null);
/** True while the status is being refreshed (the tab bar hides meanwhile). */
export const statusLoading = signal(false);
/** How many message-center messages are unread (the profile tab's badge). */
export const unreadMessages = signal(0);
/** Set when the session ended without the borrower asking (revoked or expired): /login says so. */
export const sessionNotice = signal<'ended' | null>(null);
/** The server's words when a partner's one-time link did not sign in (used in another tab, expired): the landing shows them. */
export const linkRefused = signal<string | null>(null);
/** True when a token is held. */
export const isSignedIn = computed(() => token.value !== null);

effect(() => writeCookie('token', token.value));
// The cookie keeps only what a reload needs: it travels with every request and is readable by script.
effect(() => {
  const u = userInfo.value;
  writeCookie('userInfo', u ? JSON.stringify({ userId: u.userId, phone: u.phone }) : null);
});
effect(() => writeCookie('deviceId', deviceId.value));

/** Stores a successful sign-in (login or unique-login response). */
export function startSession(res: { token: string; bizStatus?: number } & UserInfo): void {
  const { token: tok, ...info } = res;
  userInfo.value = info;
  if (typeof res.bizStatus === 'number') userStatus.value = res.bizStatus;
  sessionNotice.value = null;
  token.value = tok;
}

/** Forgets the session locally (token, user, status); the device id stays. */
export function clearSession(): void {
  token.value = null;
  userInfo.value = null;
  userStatus.value = null;
  unreadMessages.value = 0;
}

function parseJson(raw: string | null): UserInfo | null {
  try {
    return raw ? (JSON.parse(raw) as UserInfo) : null;
  } catch {
    return null;
  }
}

function newDeviceId(): string {
  if (crypto.randomUUID) return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

/**
 * Gives the API client the session's token and device id and what 401 and 420 do (spec section 8),
 * with `onError`, how the app tells the borrower of a failed call (the shell passes its toast); called at boot.
 */
export function connectApi({ onError }: Pick<ApiHooks, 'onError'>): void {
  configureApi({
    onError,
    token: () => token.value,
    deviceId: () => deviceId.value,
    onSignOut: () => {
      if (token.peek() !== null) sessionNotice.value = 'ended'; // revoked or expired: say so on /login
      clearSession();
      navigate('/login', { replace: true });
    },
    onNoren: () => navigate('/noren', { replace: true }),
  });
}
