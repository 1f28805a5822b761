import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { payExtension } from '../../../server/repay/extension';
import { type Ledger, openLedger, owed } from '../../../server/repay/ledger';
import { accrue } from '../../../server/repay/penalty';
import { rng } from './random';

/** Money in a ledger: every part paid, less what coupons waived, plus the overpayment kept to refund. */
const moneyIn = (l: Ledger) => l.principalPaid + l.interestPaid + l.penaltyPaid + l.extensionFees - l.waived + l.overpaid;

test('an extension payment that covers the fee and the overdue fee now extends, and the rest goes to the loan', () => {
  const l = accrue(openLedger(500_000, 3_500, 25_000), 10, 45_000);
  const penalty = owed(l).penalty;
  const r = payExtension(l, penalty + 20_000 + 1_000, 20_000);
  assert.ok(r.extended);
  assert.is(owed(r.ledger).penalty, 0);
  assert.is(r.ledger.extensionFees, 20_000);
  assert.is(owed(r.ledger).repayable, owed(l).repayable - penalty - 1_000);
});

test('a late extension payment (quoted at +10 days, paid at +40) is a repayment: nothing is forgiven, nothing extended', () => {
  const base = openLedger(500_000, 3_500, 25_000);
  const quoted = accrue(base, 10, 45_000);
  const fee = 2_850;
  const amount = owed(quoted).penalty + fee;
  const late = accrue(base, 40, 45_000);
  const r = payExtension(late, amount, fee);
  assert.not.ok(r.extended);
  assert.is(r.ledger.extensionFees, 0);
  assert.is(r.ledger.penaltyPaid, amount, 'only the money paid pays the overdue fee');
  assert.is(owed(r.ledger).penalty, owed(late).penalty - amount);
  assert.is(r.ledger.penaltyDays, late.penaltyDays, 'the overdue count goes on');
});

test('property: whatever arrives and whenever, the ledger grows by exactly the money paid and no part is paid without money', () => {
  for (let seed = 1; seed <= 500; seed++) {
    const r = rng(seed);
    const l = accrue(openLedger(r.int(100_000, 1_000_000), r.int(0, 50_000), r.int(0, 50_000)), r.int(0, 60), r.int(0, 50_000));
    const fee = r.int(0, 30_000);
    const amount = r.int(1, owed(l).penalty + fee + 50_000);
    const after = payExtension(l, amount, fee).ledger;
    assert.is(moneyIn(after) - moneyIn(l), amount, `seed ${seed}`);
    assert.ok(after.penaltyPaid <= after.penalty && after.principalPaid <= after.principal, `seed ${seed}`);
  }
});

test.run();
