// Sent phone-check codes and the wrong-code guard of each borrower (apart from sign-in's).
import type { SendHistory } from '../auth/otp-rules';
import type { Db } from '../db/connection';
import type { PhoneCheckCode } from '../db/schema';

/** Send times of this borrower's and this device's phone-check codes since `since`. */
export async function phoneCheckHistory(db: Db, userId: number, deviceId: string, since: number): Promise<SendHistory> {
  const rows = await db
    .selectFrom('phone_check_code')
    .select(['user_id', 'device_id', 'created_at'])
    .where('created_at', '>', since)
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('device_id', '=', deviceId)]))
    .execute();
  return {
    phone: rows.filter((r) => r.user_id === userId).map((r) => r.created_at),
    device: rows.filter((r) => r.device_id === deviceId).map((r) => r.created_at),
  };
}

/** Records a sent code (hashed); returns its id. */
export async function insertPhoneCheckCode(db: Db, row: Omit<PhoneCheckCode, 'id' | 'used_at'>): Promise<number> {
  const { id } = await db.insertInto('phone_check_code').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Forgets a code that could not be delivered, so it does not count against the limits. */
export async function deletePhoneCheckCode(db: Db, id: number): Promise<void> {
  await db.deleteFrom('phone_check_code').where('id', '=', id).execute();
}

/** The newest code sent to the borrower: only it counts (a new code replaces the old one). */
export function latestPhoneCheckCode(db: Db, userId: number): Promise<PhoneCheckCode | undefined> {
  return db
    .selectFrom('phone_check_code')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Marks the code used; false when someone used it first. */
export async function usePhoneCheckCode(db: Db, id: number, now: number): Promise<boolean> {
  const r = await db
    .updateTable('phone_check_code')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The guard of a borrower (no failures and no lock when none is stored). */
export async function readPhoneCheckGuard(db: Db, userId: number): Promise<{ failures: number; locked_until: number | null }> {
  return (
    (await db.selectFrom('phone_check_guard').select(['failures', 'locked_until']).where('user_id', '=', userId).executeTakeFirst()) ?? {
      failures: 0,
      locked_until: null,
    }
  );
}

/** Stores the guard of a borrower. */
export async function writePhoneCheckGuard(db: Db, userId: number, failures: number, lockedUntil: number | null): Promise<void> {
  await db
    .insertInto('phone_check_guard')
    .values({ user_id: userId, failures, locked_until: lockedUntil })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ failures, locked_until: lockedUntil }))
    .execute();
}
