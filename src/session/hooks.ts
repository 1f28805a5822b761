// What the session lets the layers above it do at its moments: they register here when the app
// boots (platform/session-reports.ts), so the session imports none of them.

/** The session's registration points. */
export interface SessionHooks {
  /** Each app start, signed in or not. */
  appStarted(): void;
  /** After any successful sign-in (code or partner); `newUser` when it opened the account. */
  signedIn(newUser: boolean): void;
  /** Resolves true on an iPhone or iPad: the partner sign-in names the client type (spec section 7). */
  appleMobile(): Promise<boolean>;
}

let hooks: SessionHooks = { appStarted() {}, signedIn() {}, appleMobile: async () => false };

/** Installs hooks (some or all); the app does it once at boot, tests may replace them. */
export function setSessionHooks(h: Partial<SessionHooks>): void {
  hooks = { ...hooks, ...h };
}

/** The hooks in force. */
export function sessionHooks(): SessionHooks {
  return hooks;
}
