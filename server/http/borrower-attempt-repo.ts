// A borrower's counted requests, one table per hourly limit (uploads, batches), all of one shape.
import { deleteOlder } from '../db/age-prune';
import type { Db } from '../db/connection';
import { recentTimes } from '../db/recent-times';
import type { Pass } from '../db/slices';

/** The tables of the per-borrower hourly limits. */
export type AttemptTable = 'upload_attempt' | 'batch_attempt';

/** Times of the borrower's newest `max` counted requests after `since`, newest first. */
export function recentAttempts(db: Db, table: AttemptTable, userId: number, since: number, max: number): Promise<number[]> {
  return recentTimes(db, table, 'user_id', userId, since, max);
}

/** Counts one request. */
export async function recordAttempt(db: Db, table: AttemptTable, userId: number, now: number): Promise<void> {
  await db.insertInto(table).values({ user_id: userId, created_at: now }).execute();
}

/** Deletes counts from before `before`, in slices within `pass`; answers how many went. */
export function deleteAttemptsBefore(db: Db, table: AttemptTable, before: number, pass: Pass): Promise<number> {
  return deleteOlder(db, table, 'created_at', before, pass);
}
