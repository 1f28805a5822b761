// Reminder rows and the open bills the reminder job reads (db first).
import { sql } from 'kysely';
import { REPAYABLE } from '../bill/bill-states';
import type { Db } from '../db/connection';
import type { ReminderTable } from '../db/schema';
import { MANILA_OFFSET_MS } from '../../contract/calendar';
import { BEFORE_DUE_OFFSETS, FIRST_OVERDUE_OFFSET, OVERDUE_EVERY_DAYS } from '../rules/reminder-slots';
import { DAY_MS } from '../time';

/** Bills that can be reminded: disbursed and unpaid. */
export const REMINDED_STATUSES: readonly number[] = REPAYABLE;

/** An open bill whose slot in force has no reminder yet. */
export interface BillToRemind {
  id: number;
  user_id: number;
  due_date: number;
  repay_id: string;
  slot_day: number;
}

/**
 * Open bills (by the status and due-date index) whose slot in force on Manila day `today` has no
 * reminder yet, earliest due first, at most `limit`. The slot in force is reminder-slots.ts'
 * `currentSlot`, written in SQL (test/server/reminder/reminders.test.ts walks both against each other);
 * the numbers are inlined as integers so SQLite divides as PostgreSQL does.
 */
export async function billsToRemind(db: Db, today: number, limit: number): Promise<BillToRemind[]> {
  const [first, second, third] = BEFORE_DUE_OFFSETS;
  const dueDay = sql<number>`cast((b.due_date + ${sql.lit(MANILA_OFFSET_MS)}) / ${sql.lit(DAY_MS)} as integer)`;
  const offset = sql<number>`(${sql.lit(today)} - ${dueDay})`;
  const slot = sql<number>`(case
    when ${offset} < ${sql.lit(second)} then ${dueDay} + ${sql.lit(first)}
    when ${offset} < ${sql.lit(third)} then ${dueDay} + ${sql.lit(second)}
    when ${offset} < ${sql.lit(FIRST_OVERDUE_OFFSET)} then ${dueDay} + ${sql.lit(third)}
    else ${dueDay} + ${sql.lit(FIRST_OVERDUE_OFFSET)} + cast((${offset} - ${sql.lit(FIRST_OVERDUE_OFFSET)}) / ${sql.lit(OVERDUE_EVERY_DAYS)} as integer) * ${sql.lit(OVERDUE_EVERY_DAYS)}
  end)`;
  // The first slot's day is 3 days before the due date's: due dates before the start of Manila day today + 4.
  const windowEnd = (today - first + 1) * DAY_MS - MANILA_OFFSET_MS;
  const rows = await db
    .selectFrom('bill as b')
    .select(['b.id', 'b.user_id', 'b.due_date', 'b.repay_id', slot.as('slot_day')])
    .where('b.status', 'in', REMINDED_STATUSES)
    .where('b.due_date', '<', windowEnd)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('reminder as r').select('r.bill_id').whereRef('r.bill_id', '=', 'b.id').where('r.slot_day', '=', slot))),
    )
    .orderBy('b.due_date')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, due_date: Number(r.due_date), slot_day: Number(r.slot_day) }));
}

/** Records a reminder unless one exists for its bill and slot; true when this call recorded it. */
export async function insertReminder(db: Db, row: ReminderTable): Promise<boolean> {
  const r = await db
    .insertInto('reminder')
    .values(row)
    .onConflict((oc) => oc.columns(['bill_id', 'slot_day']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The borrower's own phone and reminder choices, and whether any device of theirs takes pushes. */
export async function reminderReach(db: Db, userId: number) {
  const user = await db
    .selectFrom('app_user')
    .select(['phone', 'reminder_push', 'reminder_sms'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const device = await db.selectFrom('push_subscription').select('endpoint').where('user_id', '=', userId).limit(1).executeTakeFirst();
  return { phone: user.phone, wantsPush: user.reminder_push === 1, wantsSms: user.reminder_sms === 1, hasPush: Boolean(device) };
}

/** Reminders whose SMS waits to be sent, oldest first. */
export function waitingSms(db: Db, limit: number) {
  return db
    .selectFrom('reminder')
    .select(['bill_id', 'slot_day', 'user_id', 'offset_days', 'amount'])
    .where('sms_state', '=', 'waiting')
    .orderBy('sent_at')
    .limit(limit)
    .execute();
}

/** Claims a waiting SMS for this process; false when another took it first. */
export async function claimSms(db: Db, billId: number, slotDay: number): Promise<boolean> {
  const r = await db
    .updateTable('reminder')
    .set({ sms_state: 'sending' })
    .where('bill_id', '=', billId)
    .where('slot_day', '=', slotDay)
    .where('sms_state', '=', 'waiting')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Records how a claimed SMS ended. */
export async function endSms(db: Db, billId: number, slotDay: number, state: 'sent' | 'failed' | 'none'): Promise<void> {
  await db.updateTable('reminder').set({ sms_state: state }).where('bill_id', '=', billId).where('slot_day', '=', slotDay).execute();
}

/** Reminders sent, newest first, of one borrower or all (`ops reminders`). */
export function listReminders(db: Db, userId?: number, limit = 200) {
  let q = db.selectFrom('reminder').selectAll();
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  return q.orderBy('sent_at', 'desc').limit(limit).execute();
}

/** Open bills that get reminders, of one borrower or all, with the last slot reminded (`ops reminders`). */
export function remindedBills(db: Db, userId?: number, limit = 200) {
  let q = db
    .selectFrom('bill as b')
    .leftJoin('reminder as r', 'r.bill_id', 'b.id')
    .select((eb) => ['b.id', 'b.user_id', 'b.due_date', eb.fn.max('r.slot_day').as('last_slot_day')])
    .where('b.status', 'in', REMINDED_STATUSES);
  if (userId !== undefined) q = q.where('b.user_id', '=', userId);
  return q.groupBy(['b.id', 'b.user_id', 'b.due_date']).orderBy('b.due_date').limit(limit).execute();
}
