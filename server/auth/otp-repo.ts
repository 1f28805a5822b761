// Sent codes, the wrong-code guard of each source, a phone's wrong codes of the day and its known devices.
import type { Db } from '../db/connection';
import type { OtpCode } from '../db/schema';
import type { SendHistory } from './otp-rules';

/** Send times of this phone and this device since `since`. */
export async function sendHistory(db: Db, phone: string, deviceId: string, since: number): Promise<SendHistory> {
  const rows = await db
    .selectFrom('otp_code')
    .select(['phone', 'device_id', 'created_at'])
    .where('created_at', '>', since)
    .where((eb) => eb.or([eb('phone', '=', phone), eb('device_id', '=', deviceId)]))
    .execute();
  return {
    phone: rows.filter((r) => r.phone === phone).map((r) => r.created_at),
    device: rows.filter((r) => r.device_id === deviceId).map((r) => r.created_at),
  };
}

/** Records a sent code (hashed); returns its id. */
export async function insertCode(db: Db, row: Omit<OtpCode, 'id' | 'used_at'>): Promise<number> {
  const { id } = await db.insertInto('otp_code').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Forgets a code that could not be delivered, so it does not count against the limits. */
export async function deleteCode(db: Db, id: number): Promise<void> {
  await db.deleteFrom('otp_code').where('id', '=', id).execute();
}

/** The newest code sent to the phone: only it can sign in (a new code replaces the old one). */
export function latestCode(db: Db, phone: string): Promise<OtpCode | undefined> {
  return db
    .selectFrom('otp_code')
    .selectAll()
    .where('phone', '=', phone)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Marks the code used; false when someone used it first. */
export async function useCode(db: Db, id: number, now: number): Promise<boolean> {
  const r = await db.updateTable('otp_code').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

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
export async function recentFailures(db: Db, phone: string, since: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('code_failure')
    .select('created_at')
    .where('phone', '=', phone)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.created_at);
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
