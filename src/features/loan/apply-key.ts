import { ApiError } from '../../api/catalogue';

/** A fresh `Idempotency-Key`: 128 random bits in hex (getRandomValues works on plain http too, randomUUID does not). */
export function newKey(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One application, however many times it is sent. A tap makes a key; a tap while the first is still
 * on its way, or after a time-out or a dropped connection, sends the SAME key again, so the server
 * answers the bill it already made and the borrower never gets two loans. The key is dropped once
 * an answer is final (a bill, or a refusal the server gave), or when the offer changes (the same key
 * with another body is refused). Returns the function each tap calls.
 */
export function applyOnce<B, A>(send: (body: B, key: string) => Promise<A>, makeKey: () => string = newKey) {
  let held: { key: string; body: string } | null = null;
  return async (body: B): Promise<A> => {
    const text = JSON.stringify(body);
    if (!held || held.body !== text) held = { key: makeKey(), body: text };
    const mine = held;
    try {
      const answer = await send(body, mine.key);
      if (held === mine) held = null; // a new tap after this bill is a new application
      return answer;
    } catch (e) {
      // Only an answer we never heard (time-out, network) may still have made a bill: keep its key.
      const unheard = e instanceof ApiError && (e.kind === 'timeout' || e.kind === 'network');
      if (!unheard && held === mine) held = null;
      throw e;
    }
  };
}
