import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readConfig } from '../../../server/config';
import { sampleQuote } from '../../../server/pricing/landing';
import { SAMPLE } from '../../../src/ui/disclosure/sample-figures';

const pricing = (env: Record<string, string>) => readConfig(env, { staticDir: '.' }).pricing;

test("the landing's sample is the server's quote of the product lending the most, at its longest term: Flex Loan, ₱60,000, 30 days", () => {
  assert.equal(SAMPLE, sampleQuote(pricing({})), 'what the tests (and the build) carry');
  assert.equal(SAMPLE, {
    amount: 6_000_000,
    charges: [
      { name: 'serviceFee', amount: 180_000, upfront: true }, // 3%, deducted before release
      { name: 'interest', amount: 180_000, upfront: false }, // 0.1% a day for 30 days
    ],
    netProceeds: 5_820_000,
    totalRepayable: 6_180_000,
    monthlyInterestPct: 3,
    monthlyEirPct: 6.19, // 3,600 / 58,200 over 30 days
    monthlyPenaltyPct: 4.5, // 0.15% a day when late
    term: 30,
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
    amount: 1_234_500,
    charges: [
      { name: 'serviceFee', amount: 18_517, upfront: true },
      { name: 'interest', amount: 2_623, upfront: false },
    ],
    netProceeds: 1_215_983,
    totalRepayable: 1_237_123,
    monthlyInterestPct: 0.38, // 0.0125% a day over 30 days, to two decimals
    monthlyEirPct: 3.07, // 21,140 / 1,215,983 over 17 days
    monthlyPenaltyPct: 3, // 0.1% a day when late
    term: 17,
  });
});

test.run();
