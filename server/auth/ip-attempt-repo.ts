// Sign-in attempts counted per network address (and device), for the per-network limits.
import type { Db } from '../db/connection';
import type { IpAttemptTable } from '../db/schema';

/**
 * When the `n`-th newest attempt of `kind` from `ip` (and `deviceId`, when given) since `since` was
 * made, or null when there are fewer: one row read back, not `n` (a carrier NAT's burst of sign-ins
 * asks this for every one of them, with `n` up to 300).
 */
export async function nthRecentIpAttempt(
  db: Db,
  ip: string,
  kind: IpAttemptTable['kind'],
  since: number,
  n: number,
  deviceId?: string,
): Promise<number | null> {
  let q = db.selectFrom('ip_attempt').select('created_at').where('kind', '=', kind).where('ip', '=', ip).where('created_at', '>', since);
  if (deviceId !== undefined) q = q.where('device_id', '=', deviceId);
  const row = await q
    .orderBy('created_at', 'desc')
    .limit(1)
    .offset(n - 1)
    .executeTakeFirst();
  return row?.created_at ?? null;
}

/** Counts one attempt of the address and device. */
export async function recordIpAttempt(db: Db, ip: string, deviceId: string, kind: IpAttemptTable['kind'], now: number): Promise<void> {
  await db.insertInto('ip_attempt').values({ ip, device_id: deviceId, kind, created_at: now }).execute();
}
