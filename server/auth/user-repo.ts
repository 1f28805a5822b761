// Borrower rows (made at sign-in, read by every area that names the caller) and their device reports.
import { BizStatus } from '../../contract/common';
import type { Db } from '../db/connection';
import type { AppUser, NewDeviceInfo } from '../db/schema';

/** The borrower with this phone, if any. */
export function findUserByPhone(db: Db, phone: string): Promise<AppUser | undefined> {
  return db.selectFrom('app_user').selectAll().where('phone', '=', phone).executeTakeFirst();
}

/** The borrower with this id, if any. */
export function findUser(db: Db, id: number): Promise<AppUser | undefined> {
  return db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Creates the borrower with status 10 unless the phone is taken (then finds them), and records the
 * sign-in time. The insert skips a taken phone instead of failing, so two first sign-ins at once
 * both end on the same row.
 */
export async function signInUser(
  db: Db,
  phone: string,
  now: number,
  origin: { channel?: string; registerClientType?: number } = {},
): Promise<{ user: AppUser; created: boolean }> {
  const inserted = await db
    .insertInto('app_user')
    .values({
      phone,
      biz_status: BizStatus.New,
      channel: origin.channel ?? null,
      register_client_type: origin.registerClientType ?? null,
      created_at: now,
      last_login_at: now,
    })
    .onConflict((oc) => oc.column('phone').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { user: inserted, created: true };
  const existing = await db
    .updateTable('app_user')
    .set({ last_login_at: now })
    .where('phone', '=', phone)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { user: existing, created: false };
}

/** Borrowers, newest first, `limit` from `offset` (operator CLI). */
export function listUsers(db: Db, limit = 200, offset = 0): Promise<AppUser[]> {
  return db.selectFrom('app_user').selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

/** How many borrowers there are. */
export async function countUsers(db: Db): Promise<number> {
  const { n } = await db
    .selectFrom('app_user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Stores the latest device report of a user's device (one row per user and device). */
export async function saveDeviceInfo(db: Db, row: NewDeviceInfo): Promise<void> {
  const { user_id: _u, device_id: _d, ...changes } = row;
  await db
    .insertInto('device_info')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'device_id']).doUpdateSet(changes))
    .execute();
}

/** The borrower's phone; the account must exist (callers checked the status first). */
export async function phoneOf(db: Db, userId: number): Promise<string> {
  const { phone } = await db.selectFrom('app_user').select('phone').where('id', '=', userId).executeTakeFirstOrThrow();
  return phone;
}

/** Which reminders the borrower wants. */
export async function reminderPrefs(db: Db, userId: number): Promise<{ reminderPush: boolean; reminderSms: boolean }> {
  const row = await db.selectFrom('app_user').select(['reminder_push', 'reminder_sms']).where('id', '=', userId).executeTakeFirstOrThrow();
  return { reminderPush: row.reminder_push === 1, reminderSms: row.reminder_sms === 1 };
}

/** Stores which reminders the borrower wants. */
export async function saveReminderPrefs(db: Db, userId: number, prefs: { reminderPush: boolean; reminderSms: boolean }): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ reminder_push: prefs.reminderPush ? 1 : 0, reminder_sms: prefs.reminderSms ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}
