// Per-network limits on sign-in: the per-device limit trusts the client's Device-Id, so one
// address is also capped, whatever device ids and phones it makes up.
import type { Db } from '../db/connection';
import type { IpAttemptTable } from '../db/schema';
import { AppError } from '../http/app-error';
import { HOUR_MS, MINUTE_MS, SECOND_MS } from '../time';

/** Code requests one address may make in an hour. */
export const IP_SENDS_PER_HOUR = 20;
/** Failed code checks one address may make in an hour. */
export const IP_FAILED_CHECKS_PER_HOUR = 30;

const LIMITS = { send: [IP_SENDS_PER_HOUR, 'otpIpLimit'], check: [IP_FAILED_CHECKS_PER_HOUR, 'checkIpLimit'] } as const;

/** The refusal (code 429) when the address used up its hour for `kind`; null otherwise. */
export async function ipLimitRefusal(db: Db, ip: string, kind: IpAttemptTable['kind'], now: number): Promise<AppError | null> {
  const [max, key] = LIMITS[kind];
  const rows = await db.selectFrom('ip_attempt').select('created_at')
    .where('kind', '=', kind).where('ip', '=', ip).where('created_at', '>', now - HOUR_MS)
    .orderBy('created_at').limit(max).execute();
  if (rows.length < max) return null;
  const wait = rows[0].created_at + HOUR_MS - now;
  return new AppError(429, key, { minutes: Math.ceil(wait / MINUTE_MS) }, { retryAfter: Math.ceil(wait / SECOND_MS) });
}

/** Counts one attempt of the address. */
export async function recordIpAttempt(db: Db, ip: string, kind: IpAttemptTable['kind'], now: number): Promise<void> {
  await db.insertInto('ip_attempt').values({ ip, kind, created_at: now }).execute();
}
