// Hourly ceilings on what one signed-in borrower may ask (uploads, batches): each request is counted
// in the database, refused ones too, because the cost is in receiving them; counting in the
// database holds across server processes.
import type { Db } from '../db/connection';
import { serializable } from '../db/serializable';
import { type Pass, wholePass } from '../db/slices';
import type { MessageKey } from '../i18n/en';
import { HOUR_MS, MINUTE_MS, SECOND_MS } from '../time';
import { AppError } from '../app-error';
import { type AttemptTable, deleteAttemptsBefore, recentAttempts, recordAttempt } from './borrower-attempt-repo';

/** One hourly limit: where it counts, how many an hour, and the refusal's message (with `{minutes}`). */
export interface BorrowerLimit {
  table: AttemptTable;
  perHour: number;
  key: MessageKey;
}

/** Counts one request unless the hour is full; answers the refusal then (code 429 with `retryAfter` seconds). */
export async function countAttempt(db: Db, limit: BorrowerLimit, userId: number, now: number): Promise<AppError | null> {
  return serializable(db, async (trx) => {
    const recent = await recentAttempts(trx, limit.table, userId, now - HOUR_MS, limit.perHour);
    if (recent.length >= limit.perHour) {
      const wait = Math.max(SECOND_MS, recent[limit.perHour - 1] + HOUR_MS - now);
      return new AppError(429, limit.key, { minutes: Math.ceil(wait / MINUTE_MS) }, { retryAfter: Math.ceil(wait / SECOND_MS) });
    }
    await recordAttempt(trx, limit.table, userId, now);
    return null;
  });
}

/** Deletes the limit's counts older than its hour as of `now`, in slices within `pass`; answers how many went, by table. */
export async function pruneAttempts(db: Db, limit: BorrowerLimit, now: number, pass: Pass = wholePass()): Promise<Record<string, number>> {
  return { [limit.table]: await deleteAttemptsBefore(db, limit.table, now - HOUR_MS, pass) };
}
