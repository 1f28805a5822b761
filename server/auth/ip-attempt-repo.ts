// Sign-in attempts counted per network address (and device), for the per-network limits.
import type { Db } from '../db/connection';
import type { IpAttemptTable } from '../db/schema';

/** Times of the newest `max` attempts of `kind` from `ip` since `since` (of one device when given), newest first. */
export async function recentIpAttempts(
  db: Db,
  ip: string,
  kind: IpAttemptTable['kind'],
  since: number,
  max: number,
  deviceId?: string,
): Promise<number[]> {
  let q = db.selectFrom('ip_attempt').select('created_at').where('kind', '=', kind).where('ip', '=', ip).where('created_at', '>', since);
  if (deviceId !== undefined) q = q.where('device_id', '=', deviceId);
  const rows = await q.orderBy('created_at', 'desc').limit(max).execute();
  return rows.map((r) => r.created_at);
}

/** Counts one attempt of the address and device. */
export async function recordIpAttempt(db: Db, ip: string, deviceId: string, kind: IpAttemptTable['kind'], now: number): Promise<void> {
  await db.insertInto('ip_attempt').values({ ip, device_id: deviceId, kind, created_at: now }).execute();
}
