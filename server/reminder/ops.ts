// `ops reminders [userId]`: the payment reminders sent, and when each open bill's next one is due.
import type { OpsCommand } from '../ops-command';
import { fail, iso, wholeNumber } from '../ops-command';
import { manilaDay } from '../rules/manila-days';
import { CONTACT_FROM_HOUR } from '../rules/contact-hours';
import { BEFORE_DUE_OFFSETS, currentSlot, nextSlot, stageOf } from '../rules/reminder-slots';
import { DAY_MS } from '../time';
import { listReminders, remindedBills } from './repo';

/** A Manila day number as its date, e.g. 2026-12-03. */
const dayText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** `ops reminders [userId]`. */
export const remindersCommand: OpsCommand = {
  usage: 'reminders [userId]',
  help: 'list payment reminders sent (newest first) and the next one due of each open bill',
  async run({ db, clock, out }, args) {
    const userId = args.length ? wholeNumber(args[0]) : undefined;
    if (args.length > 1 || userId === null) return fail(out, 'reminders takes at most a user id, e.g. `reminders 12`');
    const sent = await listReminders(db, userId ?? undefined);
    out(sent.length ? 'sent:' : 'no reminders sent');
    if (sent.length) out(['bill', 'user', 'slot day', 'stage', 'owed', 'sent at', 'sms'].join('\t'));
    for (const r of sent)
      out([r.bill_id, r.user_id, dayText(r.slot_day), stageOf(r.offset_days), r.amount, iso(Number(r.sent_at)), r.sms_state].join('\t'));
    const today = manilaDay(clock.now());
    const bills = await remindedBills(db, userId ?? undefined);
    if (bills.length) out(['bill', 'user', 'due date', 'next reminder'].join('\t'));
    for (const b of bills) {
      if (b.due_date === null) continue;
      const dueDay = manilaDay(Number(b.due_date));
      const last = b.last_slot_day === null ? null : Number(b.last_slot_day) - dueDay;
      const inForce = currentSlot(today - dueDay);
      // The slot in force when it was not sent yet, else the one after the last sent (at least the first).
      const next = inForce !== null && inForce !== last ? inForce : last === null ? BEFORE_DUE_OFFSETS[0] : nextSlot(last);
      const when = `${dayText(Math.max(dueDay + next, today))} from ${String(CONTACT_FROM_HOUR).padStart(2, '0')}:00 Manila`;
      out([b.id, b.user_id, dayText(dueDay), `next ${stageOf(next)} ${when}`].join('\t'));
    }
    return 0;
  },
};
