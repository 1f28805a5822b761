// Sent codes and the wrong-code guard of each phone.
import type { Db } from '../db/connection';
import type { OtpCode } from '../db/schema';
import type { SendHistory } from './otp-rules';

/** Send times of this phone and this device since `since`. */
export async function sendHistory(db: Db, phone: string, deviceId: string, since: number): Promise<SendHistory> {
  const rows = await db.selectFrom('otp_code').select(['phone', 'device_id', 'created_at'])
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
  return db.selectFrom('otp_code').selectAll().where('phone', '=', phone).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** Marks the code used; false when someone used it first. */
export async function useCode(db: Db, id: number, now: number): Promise<boolean> {
  const r = await db.updateTable('otp_code').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The guard of a phone (failures 0 and no lock when none is stored). */
export async function readGuard(db: Db, phone: string): Promise<{ failures: number; locked_until: number | null }> {
  return (await db.selectFrom('login_guard').select(['failures', 'locked_until']).where('phone', '=', phone).executeTakeFirst())
    ?? { failures: 0, locked_until: null };
}

/** Stores the guard of a phone. */
export async function writeGuard(db: Db, phone: string, failures: number, lockedUntil: number | null): Promise<void> {
  await db.insertInto('login_guard').values({ phone, failures, locked_until: lockedUntil })
    .onConflict((oc) => oc.column('phone').doUpdateSet({ failures, locked_until: lockedUntil })).execute();
}
