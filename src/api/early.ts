// Answers the start script in index.html asked for before the app ran (build/early-calls.js): a
// signed-in borrower's status and their page's first calls leave with the HTML, not after the scripts.

/** What the wire carries back: the enveloped answer, opened by the client like any other. */
export type Wire = { payload?: string };

/** One call the start script made: the headers it sent and its answer (rejects on a network or HTTP failure). */
export interface EarlyCall {
  headers: Record<string, string>;
  answer: Promise<Wire>;
}

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
  const same =
    Object.entries(hit.headers).every(([k, v]) => headers[k] === v) && Object.keys(headers).length === Object.keys(hit.headers).length;
  return same ? hit.answer : null;
}
