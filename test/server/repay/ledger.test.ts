import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { allocate, chargesSoFar, isSettled, type Ledger, openLedger, owed, pay } from '../../../server/repay/ledger';
import { accrue } from '../../../server/repay/penalty';
import { rng } from './random';

function randomLedger(r: ReturnType<typeof rng>): Ledger {
  const principal = r.int(100_000, 6_000_000);
  return accrue(
    openLedger(principal, Math.floor((principal * r.int(0, 180_000)) / 1_000_000), Math.floor((principal * r.int(0, 100_000)) / 1_000_000)),
    r.int(0, 90),
    r.int(0, 50_000),
  );
}

test('a payment is split in order (overdue fee, interest, principal) and the parts sum to the amount', () => {
  const l = { ...openLedger(500_000, 60_000, 25_000), penalty: 1_000 };
  assert.equal(allocate(l, 30_000), { penalty: 1_000, interest: 29_000, principal: 0, excess: 0 });
  assert.equal(allocate(l, 600_000), { penalty: 1_000, interest: 60_000, principal: 500_000, excess: 39_000 });
  for (let seed = 1; seed <= 500; seed++) {
    const r = rng(seed);
    const ledger = randomLedger(r);
    const amount = r.int(0, owed(ledger).repayable + 10_000);
    const a = allocate(ledger, amount);
    assert.is(a.penalty + a.interest + a.principal + a.excess, amount, `seed ${seed}`);
  }
});

test('what is owed is exactly the sum of its parts, for any ledger', () => {
  for (let seed = 1; seed <= 500; seed++) {
    const d = owed(randomLedger(rng(seed)));
    assert.is(d.repayable, d.penalty + d.interest + d.principal, `seed ${seed}`);
  }
});

test('many partial payments never drift by a centavo: they settle the bill exactly, and the excess is kept', () => {
  for (let seed = 1; seed <= 300; seed++) {
    const r = rng(seed);
    let l = randomLedger(r);
    const start = owed(l).repayable;
    let paidIn = 0;
    while (!isSettled(l)) {
      const amount = r.int(1, Math.max(1, Math.floor(start / r.int(2, 40))));
      paidIn += amount;
      l = pay(l, amount).ledger;
    }
    assert.is(l.penaltyPaid + l.interestPaid + l.principalPaid, start, `seed ${seed}`);
    assert.is(paidIn - l.overpaid, start, `seed ${seed}: money in = debt + overpayment`);
    assert.is(owed(l).repayable, 0);
  }
});

test('a coupon is recorded as waived, and its unused part never becomes money to refund', () => {
  const l = openLedger(100_000, 5_000, 0);
  const { ledger } = pay(l, 5_000, true);
  assert.is(ledger.waived, 5_000);
  assert.is(owed(ledger).repayable, 100_000);
  const big = pay(pay(l, 104_000).ledger, 5_000, true).ledger;
  assert.is(big.waived, 1_000);
  assert.is(big.overpaid, 0);
  assert.ok(isSettled(big));
});

test('whole centavos only', () => {
  assert.throws(() => allocate(openLedger(1, 0, 0), 0.5));
  assert.throws(() => allocate(openLedger(1, 0, 0), -1));
});

test('all charges together never pass the principal on a random ledger', () => {
  for (let seed = 1; seed <= 300; seed++) {
    const l = randomLedger(rng(seed));
    assert.ok(chargesSoFar(l) <= l.principal || l.penalty === 0, `seed ${seed}`);
  }
});

test.run();
