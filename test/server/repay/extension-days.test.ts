import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { extend, extendedDueDate, extensionFee, extensionPrice } from '../../../server/repay/extension';
import { openLedger, owed } from '../../../server/repay/ledger';
import { manilaDay, overdueDays } from '../../../server/rules/manila-days';
import { accrue } from '../../../server/repay/penalty';
import { DAY_MS } from '../../../server/time';

const due = Date.UTC(2026, 2, 10, 15, 59); // 23:59 on 10 March 2026 in Manila

test('overdue days are whole Manila calendar days after the due date', () => {
  assert.is(overdueDays(due, due - DAY_MS), 0);
  assert.is(overdueDays(due, due), 0);
  // One minute later it is 11 March in Manila (still 10 March in UTC).
  assert.is(overdueDays(due, due + 60_000), 1);
  assert.is(overdueDays(due, due + 60_000 + 39 * DAY_MS), 40);
  assert.is(manilaDay(Date.UTC(2026, 0, 1, 16)) - manilaDay(Date.UTC(2026, 0, 1, 15, 59)), 1, 'midnight in Manila is 16:00 UTC');
});

test('the extended due date is the later of the due date and today, plus the term', () => {
  assert.is(extendedDueDate(due, due - 3 * DAY_MS, 14), due + 14 * DAY_MS);
  assert.is(extendedDueDate(due, due + 5 * DAY_MS, 14), due + 19 * DAY_MS);
});

test('extending costs the fee plus the overdue fee so far, then restarts the overdue count', () => {
  const l = accrue(openLedger(500_000, 60_000, 25_000), 4, 30_000);
  assert.is(extensionFee(l, 40_000), 20_000);
  assert.is(extensionPrice(l, 40_000), 20_000 + 2_000);
  const e = extend(l, 20_000);
  assert.is(owed(e).penalty, 0);
  assert.is(e.penaltyDays, 0);
  assert.is(owed(e).repayable, 560_000, 'the loan itself is still owed');
});

test('the extension fee never takes the charges past the principal', () => {
  const l = openLedger(10_000, 1_500, 1_000);
  assert.is(extensionFee(l, 900_000), 7_500);
  assert.is(extensionFee(extend(l, 7_500), 900_000), 0);
});

test.run();
