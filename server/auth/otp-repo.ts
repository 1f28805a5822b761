// The wrong-code guard of each sign-in source, a phone's wrong codes of the day and its known devices
// (the sent codes themselves are kept by code-repo.ts).
import type { Db } from '../db/connection';
import { recentTimes } from '../db/recent-times';

/** Where guesses come from: a phone tried from one device at one network address. */
export interface Source {
  phone: string;
  deviceId: string;
  ip: string;
}

/** The guard of a source (failures 0 and no lock when none is stored). */
export async function readGuard(db: Db, src: Source): Promise<{ failures: number; locked_until: number | null }> {
  return (
    (await db
      .selectFrom('code_guard')
      .select(['failures', 'locked_until'])
      .where('phone', '=', src.phone)
      .where('device_id', '=', src.deviceId)
      .where('ip', '=', src.ip)
      .executeTakeFirst()) ?? { failures: 0, locked_until: null }
  );
}

/** Stores the guard of a source. */
export async function writeGuard(db: Db, src: Source, failures: number, lockedUntil: number | null, now: number): Promise<void> {
  await db
    .insertInto('code_guard')
    .values({ phone: src.phone, device_id: src.deviceId, ip: src.ip, failures, locked_until: lockedUntil, updated_at: now })
    .onConflict((oc) => oc.columns(['phone', 'device_id', 'ip']).doUpdateSet({ failures, locked_until: lockedUntil, updated_at: now }))
    .execute();
}

/** Records one wrong code for the phone (the daily cap counts them). */
export async function recordFailure(db: Db, src: Source, now: number): Promise<void> {
  await db.insertInto('code_failure').values({ phone: src.phone, device_id: src.deviceId, ip: src.ip, created_at: now }).execute();
}

/** Times of the phone's newest wrong codes since `since`, newest first, at most `limit`. */
export function recentFailures(db: Db, phone: string, since: number, limit: number): Promise<number[]> {
  return recentTimes(db, 'code_failure', 'phone', phone, since, limit);
}

/** True when this device has signed in with this phone by code before. */
export async function isKnownDevice(db: Db, phone: string, deviceId: string): Promise<boolean> {
  if (!deviceId) return false;
  return Boolean(
    await db.selectFrom('sign_in_device').select('phone').where('phone', '=', phone).where('device_id', '=', deviceId).executeTakeFirst(),
  );
}

/** Remembers that this device signed in with this phone. */
export async function rememberDevice(db: Db, phone: string, deviceId: string, now: number): Promise<void> {
  if (!deviceId) return;
  await db
    .insertInto('sign_in_device')
    .values({ phone, device_id: deviceId, last_at: now })
    .onConflict((oc) => oc.columns(['phone', 'device_id']).doUpdateSet({ last_at: now }))
    .execute();
}
