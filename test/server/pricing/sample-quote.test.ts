import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readConfig } from '../../../server/config';
import { sampleQuote } from '../../../server/pricing/landing';
import { SAMPLE } from '../../../src/features/disclosure/sample-figures';

const pricing = (env: Record<string, string>) => readConfig(env, { staticDir: '.' }).pricing;

test("the landing's sample is the server's quote of the product lending the most, at its longest term: Flex Loan, ₱60,000, 30 days", () => {
  assert.equal(SAMPLE, sampleQuote(pricing({})), 'what the tests (and the build) carry');
  assert.equal(SAMPLE, {
    amountFinanced: 6_000_000,
    interest: 180_000, // 0.1% a day for 30 days
    fees: 180_000, // the 3% service fee, deducted before release
    netProceeds: 5_820_000,
    totalRepayable: 6_180_000,
    days: 30,
    dailyInterestBp: 10,
    monthlyRateBp: 619, // 3,600 / 58,200 over 30 days = 6.19% a month
  });
});

test('another configuration: the product with the highest amount wins, and every charge is whole centavos, rounded down', () => {
  const PRODUCTS = JSON.stringify([
    {
      code: 'S',
      name: 'S',
      minAmount: 1000,
      maxAmount: 9999,
      terms: [7],
      dailyInterestPct: 0.2,
      serviceFeePct: 0,
      extensionFeePct: 0,
      dailyPenaltyPct: 0,
    },
    {
      code: 'L',
      name: 'L',
      minAmount: 1000,
      maxAmount: 12345,
      terms: [10, 17],
      dailyInterestPct: 0.0125,
      serviceFeePct: 1.5,
      extensionFeePct: 1,
      dailyPenaltyPct: 0.1,
    },
  ]);
  const d = sampleQuote(pricing({ PRODUCTS }));
  // floor(1.5% and 0.2125% of 1,234,500 centavos)
  assert.equal(d, {
    amountFinanced: 1_234_500,
    interest: 2_623,
    fees: 18_517,
    netProceeds: 1_215_983,
    totalRepayable: 1_237_123,
    days: 17,
    dailyInterestBp: 1.25,
    monthlyRateBp: 307, // 21,140 / 1,215,983 over 17 days = 3.07% a month
  });
});

test.run();
