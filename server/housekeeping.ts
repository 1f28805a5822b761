// Sign-in records are only needed while their limits and windows last: old rows are removed so the
// tables stay small and no code hash or token hash is kept longer than it serves.
import { deleteOlder } from './db/age-prune';
import type { Db } from './db/connection';
import { type Pass, wholePass } from './db/slices';
import { DAY_MS } from './time';

/** Codes, partner tasks and per-address attempts are kept a day (every limit looks back one hour). */
export const SIGN_IN_RECORDS_MS = DAY_MS;
/** A token unused this long has been refused for 30 days already (it expires after 30 days unused). */
export const DEAD_TOKEN_MS = 60 * DAY_MS;

/** Deletes sign-in records past their use as of `now`, in slices within `pass`; returns how many rows each table lost. */
export async function pruneSignInRecords(db: Db, now: number, pass: Pass = wholePass()): Promise<Record<string, number>> {
  const before = now - SIGN_IN_RECORDS_MS;
  return {
    otp_code: await deleteOlder(db, 'otp_code', 'created_at', before, pass),
    partner_task: await deleteOlder(db, 'partner_task', 'created_at', before, pass),
    ip_attempt: await deleteOlder(db, 'ip_attempt', 'created_at', before, pass),
    // The daily cap looks back one day; a guard untouched for a day has no live lock left.
    code_failure: await deleteOlder(db, 'code_failure', 'created_at', before, pass),
    code_guard: await deleteOlder(db, 'code_guard', 'updated_at', before, pass),
    auth_token:
      (await deleteOlder(db, 'auth_token', 'last_used_at', now - DEAD_TOKEN_MS, pass)) +
      (await deleteOlder(db, 'auth_token', 'revoked_at', before, pass)),
  };
}

// Platform: tracking rows are kept METRIC_RETENTION_DAYS, then removed.
/** Deletes tracking rows older than `days` as of `now`, in slices within `pass`; returns how many each table lost. */
export async function pruneMetricRecords(db: Db, now: number, days: number, pass: Pass = wholePass()): Promise<Record<string, number>> {
  const before = now - days * DAY_MS;
  return {
    metric_info: await deleteOlder(db, 'metric_info', 'created_at', before, pass),
    metric_event: await deleteOlder(db, 'metric_event', 'created_at', before, pass),
  };
}
