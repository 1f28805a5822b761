/**
 * The error catalogue of spec section 8, as data: what the client does for each business code.
 * - `ok`: 200, the call resolves with `data`;
 * - `signOut`: 401, or 403 with msg `token is expired`: clear the session, go to /login;
 * - `noren`: 420, go to /noren;
 * - `silent`: 314, 315, 316, 317, 700, the page handles them;
 * - `toast`: any other code, the server msg is shown (a network failure or time-out also shows a toast).
 */
export type Reaction = 'ok' | 'signOut' | 'noren' | 'silent' | 'toast';

const SILENT = new Set([314, 315, 316, 317, 700]);

/** The reaction to a response's `code` and `msg`. */
export function reactionFor(code: number, msg: string): Reaction {
  if (code === 200) return 'ok';
  if (code === 401 || (code === 403 && msg === 'token is expired')) return 'signOut';
  if (code === 420) return 'noren';
  if (SILENT.has(code)) return 'silent';
  return 'toast';
}

/** A call that did not succeed: a business code from the server, or a network failure (code 0). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    msg: string,
    readonly kind: 'business' | 'network' | 'timeout' | 'aborted' = 'business',
    /** The answer's `data` beside the refusal, e.g. `{attemptsLeft}` or `{retryAfter}` (seconds) of a sign-in. */
    readonly data: unknown = null,
  ) {
    super(msg);
    this.name = 'ApiError';
  }
}
