import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readConfig } from '../../../server/config';
import { chargeRoom, dailyPenalty, extensionFee, quote } from '../../../server/pricing/quote';
import { DAY_MS } from '../../../server/time';

const { products } = readConfig({}, { staticDir: '.' }).pricing;
const quick = products.find((p) => p.code === 'QUICK')!;
const NOW = Date.UTC(2026, 10, 26, 4, 0, 0);

test('a worked example: ₱5,000 of Quick Cash for 7 days', () => {
  assert.equal(quote(quick, 500_000, 7, NOW), {
    amount: 500_000,
    charges: [
      { name: 'serviceFee', amount: 10_000, upfront: true }, // 2% deducted from the proceeds
      { name: 'interest', amount: 3_500, upfront: false }, // 0.1% a day for 7 days
    ],
    netProceeds: 490_000,
    totalRepayable: 503_500,
    dueDate: NOW + 7 * DAY_MS,
    monthlyInterestPct: 3,
    // 13,500 / 490,000 / (7 / 30) = 11.8075...% a month
    monthlyEirPct: 11.81,
    // 0.15% a day on the unpaid principal after the due date, a month being 30 days
    monthlyPenaltyPct: 4.5,
  });
});

test("charges are rounded down to the centavo (in the borrower's favour)", () => {
  // 2% of 1,000.99 pesos is 2,001.98 centavos; 0.1% x 7 of it is 700.693.
  const q = quote(quick, 100_099, 7, NOW);
  assert.equal(
    q.charges.map((c) => c.amount),
    [2_001, 700],
  );
});

// A small deterministic generator, so a failure names a case that can be replayed.
function* cases(n: number) {
  let seed = 42;
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed);
  for (let i = 0; i < n; i++) {
    const p = products[next() % products.length];
    const amount = p.minAmount + (next() % (p.maxAmount - p.minAmount + 1));
    yield { p, amount, term: p.terms[next() % p.terms.length] };
  }
}

test('for any product, amount and term: the figures add up, are integers, and stay within the caps', () => {
  for (const { p, amount, term } of cases(3000)) {
    const q = quote(p, amount, term, NOW);
    const label = `${p.code} ${amount} ${term}`;
    const all = q.charges.reduce((s, c) => s + c.amount, 0);
    const upfront = q.charges.filter((c) => c.upfront).reduce((s, c) => s + c.amount, 0);
    for (const n of [q.netProceeds, q.totalRepayable, ...q.charges.map((c) => c.amount)])
      assert.ok(Number.isSafeInteger(n) && n >= 0, label);
    assert.is(q.netProceeds, amount - upfront, label);
    assert.is(q.totalRepayable - q.netProceeds, all, `charges sum: ${label}`);
    assert.ok(all <= amount, `charges at most the principal: ${label}`);
    assert.ok(q.monthlyInterestPct <= 6, label);
    assert.ok(q.monthlyEirPct <= 15, `effective rate ${q.monthlyEirPct}: ${label}`);
    // The rate shown is the formula of PRODUCT.md section 8 to two decimals.
    assert.ok(Math.abs(q.monthlyEirPct - (all / q.netProceeds / (term / 30)) * 100) <= 0.005 + 1e-9, label);
  }
});

test('extension fee, daily penalty and the 100% room for later charges', () => {
  assert.is(extensionFee(quick, 500_000), 10_000);
  assert.is(dailyPenalty(quick, 500_000), 750); // 0.15% a day = 4.5% a month, under the 5% cap
  assert.is(chargeRoom(500_000, 13_500), 486_500);
  assert.is(chargeRoom(500_000, 600_000), 0);
});

test.run();
