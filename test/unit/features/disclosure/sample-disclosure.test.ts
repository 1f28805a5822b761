import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sampleDisclosure } from '../../../../src/features/disclosure/sample-disclosure';

test('the landing product’s sample: ₱60,000 over 30 days at 0.20 % a day costs ₱3,600, 6 % a month effective', () => {
  const d = sampleDisclosure({ maxAmount: 6_000_000, maxDays: 30, dailyInterestBp: 20 });
  assert.equal(d, {
    amountFinanced: 6_000_000,
    interest: 360_000,
    fees: 0,
    netProceeds: 6_000_000,
    totalRepayable: 6_360_000,
    days: 30,
    monthlyRateBp: 600,
  });
});

test('every figure is whole centavos, also for an amount that does not divide evenly', () => {
  const d = sampleDisclosure({ maxAmount: 1_234_567, maxDays: 17, dailyInterestBp: 20 });
  for (const v of Object.values(d)) assert.ok(Number.isInteger(v), String(v));
  assert.is(d.totalRepayable, d.amountFinanced + d.interest);
});

test.run();
