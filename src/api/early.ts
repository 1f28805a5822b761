// Answers asked for before the code that needs them ran: the start script in index.html asks for a
// signed-in borrower's status and their page's first calls with the HTML (app/start-script.ts), and a
// tap asks for the next page's calls while its chunk loads (`startEarly`, from the route table).

/** What the wire carries back: the enveloped answer, opened by the client like any other. */
export type Wire = { payload?: string };

/** One call the start script made: the headers it sent and its answer (rejects on a network or HTTP failure). */
export interface EarlyCall {
  headers: Record<string, string>;
  answer: Promise<Wire>;
  /** When a tap started it (`Date.now()`); the start script's calls have none. */
  at?: number;
}

/** A call a tap started is handed over only this long after: a touch that led nowhere must not feed a later visit. */
export const TAP_FRESH_MS = 10_000;

declare global {
  var __early: Record<string, EarlyCall> | undefined;
}

/**
 * The start script's answer for a GET of `url` (path and query) sent with `headers`, once: the first
 * call that asks takes it, a later one goes to the network. Not when any header it sent differs from
 * what the client sends now (another token, language or device): that answer was someone else's question.
 */
export function takeEarly(url: string, headers: Record<string, string>): Promise<Wire> | null {
  const calls = globalThis.__early;
  const hit = calls?.[url];
  if (!hit) return null;
  delete calls![url];
  return same(hit, headers) ? hit.answer : null;
}

function same(hit: EarlyCall, headers: Record<string, string>): boolean {
  const fresh = hit.at === undefined || Date.now() - hit.at < TAP_FRESH_MS;
  return (
    fresh &&
    Object.entries(hit.headers).every(([k, v]) => headers[k] === v) &&
    Object.keys(headers).length === Object.keys(hit.headers).length
  );
}

/** An action may change what any answer asked ahead says: they all go, and the calls that follow ask the network. */
export function forgetEarly(): void {
  globalThis.__early = undefined;
}

/**
 * Starts a GET of `url` with `headers` now (`ask`), for the first call of that URL to take, unless one
 * with the same headers is already on its way (the touch, then the navigation it led to, ask once).
 */
export function startEarly(url: string, headers: Record<string, string>, ask: () => Promise<Wire>): void {
  globalThis.__early ??= {};
  const calls = globalThis.__early;
  const hit = calls[url];
  if (hit && same(hit, headers)) return;
  const answer = ask();
  answer.catch(() => {}); // a failure is the page's to handle, when it asks
  calls[url] = { headers, answer, at: Date.now() };
}
