import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chargesSoFar, type Ledger, openLedger, owed, pay } from '../../../server/repay/ledger';
import { accrue, dayPenalty, rewind } from '../../../server/repay/penalty';
import { rng } from './random';

test('a day costs the monthly rate / 30 of the unpaid principal, rounded down', () => {
  // ₱5,000.00 at 3% a month: 500000 * 0.03 / 30 = 500 centavos a day.
  assert.is(dayPenalty(500_000, 30_000), 500);
  // ₱1,234.56 at 4.5%: 123456 * 0.045 / 30 = 185.184 -> 185.
  assert.is(dayPenalty(123_456, 45_000), 185);
  // A configured rate over 5% a month is held to 5%.
  assert.is(dayPenalty(500_000, 90_000), dayPenalty(500_000, 50_000));
});

test('each day is charged once, on the principal unpaid that day', () => {
  let l = accrue(openLedger(500_000, 50_000, 0), 3, 30_000);
  assert.is(l.penalty, 1_500);
  assert.is(accrue(l, 3, 30_000), l, 'the same days again charge nothing');
  l = pay(l, 1_500 + 50_000 + 250_000).ledger;
  l = accrue(l, 5, 30_000);
  assert.is(l.penalty, 1_500 + 2 * 250);
});

test('penalties never pass the caps, whatever the clock says', () => {
  for (let seed = 1; seed <= 300; seed++) {
    const r = rng(seed);
    const principal = r.int(1, 6_000_000);
    const interest = Math.floor((principal * r.int(0, 180_000)) / 1_000_000);
    const fee = Math.floor((principal * r.int(0, 100_000)) / 1_000_000);
    const monthly = r.int(0, 200_000);
    let l = openLedger(principal, interest, fee);
    let days = 0;
    for (let step = 0; step < 6; step++) {
      const before = l.penalty;
      const unpaid = l.principal - l.principalPaid;
      const add = r.int(0, 400);
      l = accrue(l, days + add, monthly);
      // 5% a month on the amount overdue: at most (add / 30) * 5% of the unpaid principal.
      assert.ok((l.penalty - before) * 30 * 1_000_000 <= add * unpaid * 50_000, `seed ${seed}: monthly cap`);
      days += add;
      if (r.int(0, 1)) l = pay(l, r.int(0, principal)).ledger;
    }
    assert.ok(chargesSoFar(l) <= Math.max(principal, interest + fee), `seed ${seed}: charges within the principal`);
  }
});

test('the penalty stops growing once the charges reach the principal', () => {
  const l = accrue(openLedger(10_000, 1_500, 1_000), 100_000, 50_000);
  assert.is(l.penalty, 7_500);
  assert.is(chargesSoFar(l), 10_000);
});

test('the clock back (`ops clock +40d`, then `reset`): the unpaid overdue fee of those days goes, and comes back the same', () => {
  const late = accrue(openLedger(500_000, 3_500, 25_000), 33, 30_000);
  assert.is(late.penalty, 33 * 500);
  const back = rewind(late, 0, 30_000);
  assert.equal([back.penalty, back.penaltyDays, owed(back).repayable], [0, 0, 503_500]);
  assert.equal(accrue(back, 33, 30_000), late);
  // Days already paid for stay charged: a day's fee is never taken back from money received.
  const paid = pay(late, 10_000).ledger;
  const paidBack = rewind(paid, 0, 30_000);
  assert.equal([paidBack.penalty, paidBack.penaltyPaid, paidBack.penaltyDays, owed(paidBack).penalty], [10_000, 10_000, 20, 0]);
});

test('property: taking days back never raises the debt, never touches money received, and forward again gives the same ledger', () => {
  const moneyIn = (l: Ledger) => [l.principalPaid, l.interestPaid, l.penaltyPaid, l.waived, l.overpaid, l.principal, l.interest];
  for (let seed = 1; seed <= 500; seed++) {
    const r = rng(seed);
    const principal = r.int(1, 6_000_000);
    const monthly = r.int(0, 60_000);
    let l = openLedger(
      principal,
      Math.floor((principal * r.int(0, 180_000)) / 1_000_000),
      Math.floor((principal * r.int(0, 100_000)) / 1_000_000),
    );
    let days = 0;
    for (let step = 0; step < 4; step++) {
      days += r.int(0, 60);
      l = accrue(l, days, monthly);
      if (r.int(0, 1)) l = pay(l, r.int(0, owed(l).repayable)).ledger;
    }
    const to = r.int(0, days);
    const back = rewind(l, to, monthly);
    assert.ok(owed(back).repayable <= owed(l).repayable, `seed ${seed}: the debt never grows going back`);
    assert.ok(owed(back).penalty >= 0, `seed ${seed}: never below what was paid`);
    assert.equal(moneyIn(back), moneyIn(l), `seed ${seed}: money received untouched`);
    assert.ok(back.penaltyDays >= to && back.penaltyDays <= l.penaltyDays, `seed ${seed}`);
    assert.equal(accrue(back, days, monthly), l, `seed ${seed}: forward again, the same ledger`);
    if (l.penaltyPaid === 0 && chargesSoFar(l) < l.principal)
      assert.is(owed(rewind(l, 0, monthly)).penalty, 0, `seed ${seed}: nothing paid, back to day 0, no fee left`);
  }
});

test.run();
