/** What the client needs from the app: given once at boot, so `api/` knows no session and no route. */
export interface ApiHooks {
  /** The sign-in token for the `Authentication` header, or null. */
  token(): string | null;
  /** This browser's device id for the `Device-Id` header. */
  deviceId(): string;
  /** Code 401, or 403 `token is expired` (spec section 8): end the session and go to sign-in. */
  onSignOut(): void;
  /** Code 420 (spec section 8): go to the landing page. */
  onNoren(): void;
  /**
   * A call that failed in a way the borrower must hear of (no network, time-out, a refusal with a
   * message; never a quiet call): `network` for the first two, `business` for the refusal.
   */
  onError(message: string, cause: 'network' | 'business'): void;
}

let hooks: ApiHooks = { token: () => null, deviceId: () => '', onSignOut() {}, onNoren() {}, onError() {} };

/** Installs the app's hooks (the session does it at boot, tests may replace them). */
export function configureApi(h: ApiHooks): void {
  hooks = h;
}

/** The hooks in force. */
export function apiHooks(): ApiHooks {
  return hooks;
}
