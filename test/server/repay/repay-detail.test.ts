import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sweepBills } from '../../../server/borrow/policy';
import { MANILA_OFFSET_MS } from '../../../contract/calendar';
import { manilaDay } from '../../../server/rules/manila-days';
import { isNonWorkingDay } from '../../../server/repay/ph-holidays';
import { DAY_MS, HOUR_MS } from '../../../server/time';
import { as, certifiedBorrower } from '../borrow/borrow-helpers';
import { startTestServer, type TestServer } from '../harness';
import { deliver, disbursedLoan, paid } from './repay-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '0' });
});
test.after.each(() => s.close());

test('the eleven figures of a fresh ₱5,000 7-day loan equal its disclosure', async () => {
  const { api, repayId } = await disbursedLoan(s);
  const bill = await s.db.selectFrom('bill').selectAll().executeTakeFirstOrThrow();
  const d = (await api.get(`/repay/detail/${repayId}`)).data;
  assert.equal(d, {
    loanAmount: 500_000,
    dueDate: bill.due_date,
    productName: 'Quick Cash',
    overdueDays: 0,
    overdueFee: 0,
    // Interest 0.1% a day for 7 days; service fee 2% deducted upfront; extension 2%.
    extendedDueDate: (bill.due_date as number) + 7 * DAY_MS,
    waived: 0,
    coupon: 0,
    extensionFee: 10_000,
    serviceFee: 10_000,
    repayable: 503_500,
    // The weekday of a due date a week from today depends on the day the suite runs; the rule is tested below.
    payEarly: isNonWorkingDay(manilaDay(bill.due_date as number), s.config.holidays),
  });
});

test('a borrower sees only their own bill: another repayId answers as unknown', async () => {
  const { repayId } = await disbursedLoan(s);
  const other = as(s, (await certifiedBorrower(s)).token);
  assert.is((await other.get(`/repay/detail/${repayId}`)).code, 404);
  assert.is((await other.get('/repay/detail/nothing')).code, 404);
  assert.is((await s.call('GET', `/api/user/repay/detail/${repayId}`)).code, 401);
});

test('after the due date: overdue days in Manila days, 0.15% a day of the unpaid principal, the bill overdue and the limit locked', async () => {
  const { api, repayId } = await disbursedLoan(s);
  await s.clock.advance(10 * DAY_MS);
  const d = (await api.get(`/repay/detail/${repayId}`)).data;
  assert.ok(d.overdueDays === 3 || d.overdueDays === 4, `overdue days ${d.overdueDays}`);
  assert.is(d.overdueFee, d.overdueDays * 750);
  assert.is(d.repayable, 503_500 + d.overdueFee);
  assert.ok(Math.abs(d.extendedDueDate - (s.clock.now() + 7 * DAY_MS)) < 5_000, 'today + the term');
  await sweepBills(s.db, s.clock.now(), 0);
  assert.is((await api.get('/borrow/borrowStatus')).data.borrowStatus, 50);
  assert.is((await api.get('/credit/creditInfo')).data.locked, true);
  // Reading again the same day charges nothing more.
  assert.is((await api.get(`/repay/detail/${repayId}`)).data.overdueFee, d.overdueFee);
});

test('the best usable coupon shows; waived starts at nothing', async () => {
  const { api, repayId, userId } = await disbursedLoan(s);
  const now = s.clock.now();
  await s.db
    .insertInto('coupon')
    .values([
      { user_id: userId, kind: 'certification', amount: 5_000, created_at: now, expire_time: now + DAY_MS, used_at: null },
      { user_id: userId, kind: 'preorder', amount: 9_000, created_at: now, expire_time: now - 1, used_at: null },
    ])
    .execute();
  const d = (await api.get(`/repay/detail/${repayId}`)).data;
  assert.is(d.coupon, 5_000);
  assert.is(d.waived, 0);
});

/** Noon in Manila of the first day from `fromDay` (a Manila day number) that `pick` accepts. */
function noonOfFirst(fromDay: number, pick: (day: number) => boolean): number {
  let day = fromDay;
  while (!pick(day)) day++;
  return day * DAY_MS - MANILA_OFFSET_MS + 12 * HOUR_MS;
}

test('payEarly: a due date ahead on a weekend or a HOLIDAYS date asks to pay a day early; a working day, the due day and a repaid loan do not', async () => {
  const today = manilaDay(s.clock.now());
  const wednesday = noonOfFirst(today + 2, (d) => new Date(d * DAY_MS).getUTCDay() === 3);
  const iso = new Date(wednesday + MANILA_OFFSET_MS).toISOString().slice(0, 10);
  await s.close();
  s = await startTestServer({ AUTO_DECIDE_MS: '0', HOLIDAYS: iso });
  const { api, repayId, billId } = await disbursedLoan(s);
  const dueOn = async (dueDate: number) => {
    await s.db.updateTable('bill').set({ due_date: dueDate }).where('id', '=', billId).execute();
    return (await api.get(`/repay/detail/${repayId}`)).data;
  };
  assert.is((await dueOn(wednesday)).payEarly, true, `${iso}, a holiday by HOLIDAYS`);
  assert.is((await dueOn(noonOfFirst(today + 2, (d) => new Date(d * DAY_MS).getUTCDay() === 6))).payEarly, true, 'a Saturday');
  const working = noonOfFirst(today + 2, (d) => !isNonWorkingDay(d, s.config.holidays));
  assert.is((await dueOn(working)).payEarly, false, 'a working day');
  const sunday = noonOfFirst(today + 1, (d) => new Date(d * DAY_MS).getUTCDay() === 0);
  const d = await dueOn(sunday);
  assert.is(d.payEarly, true, 'a Sunday ahead');
  await s.clock.advance(sunday - s.clock.now());
  assert.is((await api.get(`/repay/detail/${repayId}`)).data.payEarly, false, 'on the due day there is no day before left');
  await dueOn(sunday + 7 * DAY_MS);
  const code = await api.post('/repay/code', { repayId, kind: 'repay', amount: d.repayable, channel: 'gcash' }, 'pay-early-0001');
  assert.is((await deliver(s, paid(code.data.reference, d.repayable), { t: Math.floor(s.clock.realNow() / 1000) })).status, 200);
  assert.equal((await api.get(`/repay/detail/${repayId}`)).data.payEarly, false, 'a repaid loan');
});

test.run();
