// Payment reminders walked on the business clock from 4 days before a bill's due date to 20 days
// after it, an hour at a time: each slot's reminder once, from 06:00 Manila, none at night, none
// after payment, nothing ever sent to an emergency contact, and two instances still send each once.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sweepBills } from '../../../server/borrow/policy';
import { openDb } from '../../../server/db/connection';
import { sendWaitingPushes } from '../../../server/message/push-job';
import { sendDueReminders } from '../../../server/reminder/reminder-job';
import { MANILA_OFFSET_MS } from '../../../contract/calendar';
import { manilaDay } from '../../../server/rules/manila-days';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../server/time';
import { CONTACT_PHONES } from '../../support/borrower-fixtures';
import { startTestServer, type TestServer } from '../harness';
import { disbursedLoan } from '../repay/repay-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '0' });
});
test.after.each(() => s.close());

const manilaHour = (ms: number) => Math.floor(((((ms + MANILA_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS);

/** A borrower with a disbursed loan and both emergency contacts on file. */
async function loanWithContacts() {
  const loan = await disbursedLoan(s);
  const now = s.clock.now();
  for (const [position, phone] of [CONTACT_PHONES.c1, CONTACT_PHONES.c2].entries())
    await s.db
      .insertInto('emergency_contact')
      .values({ user_id: loan.userId, position: position + 1, relationship: 'PARENT', name: 'Contact', phone, updated_at: now })
      .execute();
  const bill = await s.db.selectFrom('bill').select('due_date').where('id', '=', loan.billId).executeTakeFirstOrThrow();
  return { ...loan, dueDate: bill.due_date! };
}

/** Moves both clocks to Manila 00:30 of `days` days from the due date's day. */
async function goTo(dueDate: number, days: number) {
  const target = (manilaDay(dueDate) + days) * DAY_MS - MANILA_OFFSET_MS + 30 * MINUTE_MS;
  await s.clock.advance(target - s.clock.now());
}

interface Sent {
  at: number;
  line: { msg: string; phone?: string; userId?: number; title?: string; text?: string };
}

/** One hour of the schedule: the bill sweep, the reminders (by `instances` processes at once) and the pushes; what went out. */
async function hour(instances: Parameters<typeof sendDueReminders>[0][], out: Sent[]) {
  await s.clock.advance(HOUR_MS);
  const from = { sms: s.smsLines.length, push: s.pushLines.length };
  await sweepBills(s.db, s.clock.now(), 0);
  await Promise.all(instances.map((deps) => sendDueReminders(deps)));
  await sendWaitingPushes(s.deps);
  for (const l of [...s.smsLines.slice(from.sms), ...s.pushLines.slice(from.push)]) out.push({ at: s.clock.now(), line: JSON.parse(l) });
}

const reminders = (userId: number) =>
  s.db.selectFrom('user_message').selectAll().where('user_id', '=', userId).where('kind', '=', 'reminder').orderBy('id').execute();

test('a bill walked from 4 days before its due date to 20 days overdue gets each reminder once, at 06:00, by SMS only on the two days, to the borrower alone', async () => {
  const a = await loanWithContacts();
  const second = openDb({ dataDir: s.config.dataDir, databaseUrl: s.config.databaseUrl, durable: false });
  const instances = [s.deps, { ...s.deps, db: second }];
  const out: Sent[] = [];
  try {
    await goTo(a.dueDate, -4);
    for (let h = 0; h < 25 * 24; h++) await hour(instances, out);
  } finally {
    await second.destroy();
  }
  const dueDay = manilaDay(a.dueDate);
  const rows = await reminders(a.userId);
  // Each slot once, on its own Manila day, at the first hour the law allows.
  assert.equal(
    rows.map((m) => manilaDay(m.created_at) - dueDay),
    [-3, -1, 0, 1, 4, 7, 10, 13, 16, 19],
  );
  for (const m of rows) assert.is(manilaHour(m.created_at), 6, `${m.event_key} was not sent at 06:00`);
  assert.equal(
    rows.map((m) => JSON.parse(m.params!).stage),
    ['before', 'before', 'today', 'overdue', 'overdue', 'overdue', 'overdue', 'overdue', 'overdue', 'overdue'],
  );
  assert.ok(rows.every((m) => m.link === `/repay/${a.repayId}`));
  // The amount is what is owed at that moment: it grows with the overdue fee.
  const amounts = rows.map((m) => JSON.parse(m.params!).amount as number);
  assert.ok(amounts[0] > 0 && amounts[9] > amounts[2]);
  // Nothing went out at night, and SMS (no push device) only on the due date and the day after.
  for (const { at, line } of out) assert.ok(manilaHour(at) >= 6 && manilaHour(at) < 22, `${line.msg} sent at ${manilaHour(at)}:00 Manila`);
  const texts = out.filter((o) => o.line.msg === 'sms');
  assert.equal(
    texts.map((o) => manilaDay(o.at) - dueDay),
    [0, 1],
  );
  // Every number the SMS provider was ever given is a borrower's own phone; never a contact's.
  const phones = new Set((await s.db.selectFrom('app_user').select('phone').execute()).map((u) => u.phone));
  for (const line of s.smsLines.map((l) => JSON.parse(l))) {
    assert.ok(phones.has(line.phone), `an SMS went to ${line.phone}, no borrower's phone`);
    assert.not.ok(Object.values(CONTACT_PHONES).includes(line.phone), 'an SMS went to an emergency contact');
  }
  assert.ok(texts.every((o) => o.line.phone === a.phone));
  for (const o of texts) assert.not.match(o.line.text!, /contact|famil|employer|legal|court|police/i);
  const ops = await s.ops('reminders', String(a.userId));
  assert.is(ops.code, 0);
  assert.match(ops.text, /next/);
});

test('none after payment: a bill paid on its second overdue day gets no more reminders', async () => {
  const a = await loanWithContacts();
  const out: Sent[] = [];
  await goTo(a.dueDate, 2);
  await s.clock.advance(12 * HOUR_MS);
  const owed = (await a.api.get(`/repay/detail/${a.repayId}`)).data.repayable as number;
  const code = await a.api.post(
    '/repay/code',
    { repayId: a.repayId, kind: 'repay', amount: owed, channel: 'qrph' },
    'pay-all-after-two-days',
  );
  assert.is(code.code, 200, code.msg);
  assert.is((await s.ops('pay', code.data.reference, String(owed))).code, 0);
  const before = (await reminders(a.userId)).length;
  for (let h = 0; h < 10 * 24; h++) await hour([s.deps], out);
  assert.is((await reminders(a.userId)).length, before);
  assert.is(out.filter((o) => o.line.msg === 'sms').length, 0);
});

test('a borrower who turned SMS reminders off gets none by SMS; one who turned push off gets the message without its push', async () => {
  const a = await loanWithContacts();
  await a.api.post('/user/notifyPrefs', { reminderPush: false, reminderSms: false });
  const out: Sent[] = [];
  await goTo(a.dueDate, -1);
  for (let h = 0; h < 3 * 24; h++) await hour([s.deps], out);
  const rows = await reminders(a.userId);
  assert.is(rows.length, 3);
  assert.ok(rows.every((m) => m.push_state === 'none'));
  // The loan's own notices (approved, money sent) are pushed as usual; no reminder is.
  assert.equal(
    out.filter((o) => o.line.msg === 'sms' || /^Payment (due|overdue)/.test(o.line.title ?? '')),
    [],
  );
});

test.run();
