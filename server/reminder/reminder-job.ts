// Payment reminders (PRODUCT.md section 10): for each open bill, on each slot day (rules/reminder-slots.ts)
// a message in the app, its push where the borrower takes them, and on the due date and the day after
// an SMS to a borrower push cannot reach. Sent only within the contact hours of SEC MC 18 s.2019
// (rules/contact-hours.ts), never to anyone but the borrower's own phone. Once per bill and slot: the
// reminder row's key decides, whatever the processes; the schedule runs this job once per tick.
import type { SmsProvider } from '../auth/sms';
import { lastLangOf } from '../auth/token-repo';
import { findBill } from '../bill/repo';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { serializable } from '../db/serializable';
import { pickLang } from '../i18n/messages';
import type { Log } from '../log';
import { notify } from '../message/notify';
import { renderNotice } from '../message/render';
import { skipPush } from '../message/repo';
import { maskPhone } from '../auth/otp-service';
import { manilaDay } from '../rules/manila-days';
import { owedNow } from '../repay/ledger-repo';
import { isContactHour } from '../rules/contact-hours';
import { isSmsSlot, stageOf } from '../rules/reminder-slots';
import type { Job } from '../schedule';
import { MINUTE_MS } from '../time';
import { type BillToRemind, billsToRemind, claimSms, endSms, insertReminder, REMINDED_STATUSES, reminderReach, waitingSms } from './repo';

/** How often the job looks for reminders due. */
export const REMINDER_EVERY_MS = MINUTE_MS;
/** At most this many reminders a tick; the rest go on the next. */
export const REMINDER_BATCH = 100;

/** What the reminder job reads and sends with. */
export interface ReminderDeps {
  db: Db;
  clock: Clock;
  config: Config;
  sms: SmsProvider;
  log: Log;
}

/** The reminder's event key: one message per bill and slot day. */
export function reminderKey(billId: number, slotDay: number): string {
  return `reminder:${billId}:${slotDay}`;
}

/**
 * Records the reminder of one bill's slot and its message in one transaction, unless it exists or
 * the bill was paid meanwhile; answers whether it was recorded here (its SMS, if any, then waits).
 */
async function remindOne({ db, config }: ReminderDeps, b: BillToRemind, now: number): Promise<boolean> {
  return serializable(db, async (trx) => {
    const bill = await findBill(trx, b.id);
    if (!bill || bill.due_date === null || !REMINDED_STATUSES.includes(bill.status)) return false;
    const offset = b.slot_day - manilaDay(bill.due_date);
    const { repayable } = await owedNow(trx, config.pricing, bill, now);
    if (repayable <= 0) return false;
    const reach = await reminderReach(trx, bill.user_id);
    // SMS costs the lender money: only the two slots that matter most, only where push cannot reach.
    const sms = isSmsSlot(offset) && reach.wantsSms && !(reach.hasPush && reach.wantsPush);
    const row = {
      bill_id: bill.id,
      slot_day: b.slot_day,
      user_id: bill.user_id,
      offset_days: offset,
      amount: repayable,
      sent_at: now,
      sms_state: sms ? 'waiting' : 'none',
    };
    if (!(await insertReminder(trx, row))) return false;
    const key = reminderKey(bill.id, b.slot_day);
    const params = { amount: repayable, dueDate: bill.due_date, stage: stageOf(offset) };
    await notify(trx, { userId: bill.user_id, kind: 'reminder', key, params, link: `/repay/${bill.repay_id}` }, now);
    if (!reach.wantsPush) await skipPush(trx, bill.user_id, key);
    return true;
  });
}

/** Sends the waiting SMS of reminders, each once: claimed first, so two processes never both send one. */
async function sendWaitingSms({ db, sms, log }: ReminderDeps): Promise<number> {
  let sent = 0;
  for (const r of await waitingSms(db, REMINDER_BATCH)) {
    if (!(await claimSms(db, r.bill_id, r.slot_day))) continue;
    // The recipient is always the borrower's own phone, read here from their account: never a contact's.
    const reach = await reminderReach(db, r.user_id);
    if (!reach.wantsSms) {
      await endSms(db, r.bill_id, r.slot_day, 'none');
      continue;
    }
    const lang = pickLang(await lastLangOf(db, r.user_id));
    const bill = await findBill(db, r.bill_id);
    const { title, text } = renderNotice(lang, 'reminder', {
      amount: r.amount,
      dueDate: bill?.due_date ?? 0,
      stage: stageOf(r.offset_days),
    });
    try {
      await sms.sendText(reach.phone, `${title}. ${text}`);
      await endSms(db, r.bill_id, r.slot_day, 'sent');
      sent++;
    } catch (e) {
      // At most once: a failed SMS is not retried (the message and push still reach the borrower).
      await endSms(db, r.bill_id, r.slot_day, 'failed');
      log.info('reminder sms not delivered', { phone: maskPhone(reach.phone), error: String(e) });
    }
  }
  return sent;
}

/** One pass: within the contact hours, the reminders due now and their SMS; answers how many reminders were recorded. */
export async function sendDueReminders(deps: ReminderDeps): Promise<number> {
  const { clock } = deps;
  const now = clock.now();
  // The slots follow the business clock; the borrower's phone lives in real time: both must be day.
  if (!isContactHour(now) || !isContactHour(clock.realNow())) return 0;
  let recorded = 0;
  for (const bill of await billsToRemind(deps.db, manilaDay(now), REMINDER_BATCH)) if (await remindOne(deps, bill, now)) recorded++;
  await sendWaitingSms(deps);
  return recorded;
}

/** The schedule's row of the reminder job. */
export function reminderJob(deps: ReminderDeps): Job {
  return {
    name: 'reminders',
    everyMs: REMINDER_EVERY_MS,
    async run() {
      // The operator CLI may have moved the development clock since the last pass.
      if (!deps.config.production) await deps.clock.refresh();
      await sendDueReminders(deps);
    },
  };
}
