// Runs a transaction at SERIALIZABLE isolation, retrying when the database aborts it for a conflict:
// PostgreSQL's serialization failures and deadlocks (many borrowers at once, several server
// processes), and SQLite's busy snapshot when another process (the operator CLI) wrote the file
// between this transaction's first read and its first write. An aborted transaction did nothing, so
// running it again is always safe; only past a bounded wait does the caller hear "busy, try again".
import type { Transaction } from 'kysely';
import { AppError } from '../app-error';
import { SECOND_MS } from '../time';
import type { Db } from './connection';
import type { Database } from './schema';

/** How long one request keeps retrying before it answers busy. */
export const BUSY_AFTER_MS = 10 * SECOND_MS;
/** What a busy answer tells the caller to wait before trying again. */
export const BUSY_RETRY_AFTER_S = 2;
const FIRST_PAUSE_MS = 5;
const LONGEST_PAUSE_MS = 400;
/** PostgreSQL serialization_failure and deadlock_detected; SQLite busy (snapshot out of date). */
const RETRYABLE = new Set(['40001', '40P01', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT']);

/** The database stayed too contended for this request: HTTP 503, code 503 `busy` with `retryAfter` seconds. */
export class BusyError extends AppError {
  constructor() {
    super(503, 'busy', undefined, { retryAfter: BUSY_RETRY_AFTER_S });
  }
}

/** True for the database's "run it again" aborts (serialization, deadlock, busy snapshot). */
export function isRetryable(e: unknown): boolean {
  return RETRYABLE.has((e as { code?: string })?.code ?? '');
}

/**
 * `fn` inside one serialisable transaction. A conflicting run is retried after a random pause that
 * doubles each time (jittered, so the colliding transactions spread out instead of meeting
 * again), until it commits or `BUSY_AFTER_MS` has passed: then `BusyError`.
 */
export async function serializable<T>(
  db: Db,
  fn: (trx: Transaction<Database>) => Promise<T>,
  opts: { busyAfterMs?: number } = {},
): Promise<T> {
  // Elapsed time of a retry loop, not business time: the monotonic clock of this process.
  const until = performance.now() + (opts.busyAfterMs ?? BUSY_AFTER_MS);
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().setIsolationLevel('serializable').execute(fn);
    } catch (e) {
      if (!isRetryable(e)) throw e;
      const ceiling = Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** attempt);
      const pause = ceiling / 2 + Math.random() * (ceiling / 2);
      if (performance.now() + pause >= until) throw new BusyError();
      await new Promise((r) => setTimeout(r, pause));
    }
  }
}
