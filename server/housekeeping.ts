// Sign-in records are only needed while their limits and windows last: old rows are removed so the
// tables stay small and no code hash or token hash is kept longer than it serves.
import type { Db } from './db/connection';
import { DAY_MS } from './time';

/** Codes, partner tasks and per-address attempts are kept a day (every limit looks back one hour). */
export const SIGN_IN_RECORDS_MS = DAY_MS;
/** A token unused this long has been refused for 30 days already (it expires after 30 days unused). */
export const DEAD_TOKEN_MS = 60 * DAY_MS;

/** Deletes sign-in records past their use as of `now`; returns how many rows each table lost. */
export async function pruneSignInRecords(db: Db, now: number): Promise<Record<string, number>> {
  const before = now - SIGN_IN_RECORDS_MS;
  const count = (r: { numDeletedRows: bigint }[]) => Number(r[0]?.numDeletedRows ?? 0);
  return {
    otp_code: count(await db.deleteFrom('otp_code').where('created_at', '<', before).execute()),
    partner_task: count(await db.deleteFrom('partner_task').where('created_at', '<', before).execute()),
    ip_attempt: count(await db.deleteFrom('ip_attempt').where('created_at', '<', before).execute()),
    // The daily cap looks back one day; a guard untouched for a day has no live lock left.
    code_failure: count(await db.deleteFrom('code_failure').where('created_at', '<', before).execute()),
    code_guard: count(await db.deleteFrom('code_guard').where('updated_at', '<', before).execute()),
    auth_token: count(
      await db
        .deleteFrom('auth_token')
        .where((eb) => eb.or([eb('last_used_at', '<', now - DEAD_TOKEN_MS), eb('revoked_at', '<', before)]))
        .execute(),
    ),
  };
}

// Platform (issue 11): tracking rows are kept METRIC_RETENTION_DAYS, then removed.
/** Deletes tracking rows older than `days` as of `now`; returns how many each table lost. */
export async function pruneMetricRecords(db: Db, now: number, days: number): Promise<Record<string, number>> {
  const before = now - days * DAY_MS;
  const count = (r: { numDeletedRows: bigint }[]) => Number(r[0]?.numDeletedRows ?? 0);
  return {
    metric_info: count(await db.deleteFrom('metric_info').where('created_at', '<', before).execute()),
    metric_event: count(await db.deleteFrom('metric_event').where('created_at', '<', before).execute()),
  };
}
