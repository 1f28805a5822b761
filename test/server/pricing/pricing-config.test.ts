import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ConfigError, readConfig } from '../../../server/config';
import { DEFAULT_PRODUCTS } from '../../../server/pricing/pricing-config';
import { landingPricing } from '../../../server/pricing/landing';
import { PRODUCTION_ENV } from '../production-env';

const base = DEFAULT_PRODUCTS[0];
const read = (env: Record<string, string>) => readConfig(env, { staticDir: '.' });
const withProduct = (changes: Record<string, unknown>) => ({ PRODUCTS: JSON.stringify([{ ...base, ...changes }]) });

function refused(env: Record<string, string>): string {
  try {
    read(env);
  } catch (e) {
    assert.instance(e, ConfigError);
    return (e as Error).message;
  }
  throw new Error('expected the configuration to be refused');
}

test('the default products are within every cap', () => {
  const { pricing, maxAmount } = read({});
  assert.equal(
    pricing.products.map((p) => p.code),
    ['QUICK', 'FLEX'],
  );
  assert.is(maxAmount, 6_000_000);
  assert.equal(landingPricing(pricing), { maxAmount: 6_000_000, minAmount: 100_000, minTerm: 7, maxTerm: 30, dailyInterestPct: 0.1 });
});

test('nominal interest over 6% a month is refused, naming the setting', () => {
  const msg = refused(withProduct({ dailyInterestPct: 0.21 }));
  assert.match(msg, 'PRODUCTS[0].dailyInterestPct: 0.21% a day is 6.3% a month, over the 6% nominal cap (QUICK)');
  read(withProduct({ dailyInterestPct: 0.2, serviceFeePct: 0 })); // exactly 6% passes
});

test('an effective rate over 15% a month at the shortest term is refused', () => {
  // 3% upfront + 0.7% interest on 97% over 7 days is 16.34% a month.
  const msg = refused(withProduct({ serviceFeePct: 3 }));
  assert.match(msg, /PRODUCTS\[0\]\.serviceFeePct\/dailyInterestPct: the effective rate at 7 days is 16\.3\d+% a month, over the 15% cap/);
  // The same price over 14 days only is fine.
  read(withProduct({ serviceFeePct: 3, terms: [14] }));
});

test('a late penalty over 5% a month and an extension fee over the effective cap are refused', () => {
  assert.match(refused(withProduct({ dailyPenaltyPct: 0.17 })), 'PRODUCTS[0].dailyPenaltyPct');
  assert.match(refused(withProduct({ extensionFeePct: 4 })), 'PRODUCTS[0].extensionFeePct: 4% for 7 more days');
});

test('terms outside 7 to 30 days, bad amounts and bad JSON are refused', () => {
  assert.match(refused(withProduct({ terms: [5, 14] })), 'PRODUCTS[0].terms');
  assert.match(refused(withProduct({ terms: [31] })), 'PRODUCTS[0].terms');
  assert.match(refused(withProduct({ minAmount: 20000 })), 'PRODUCTS[0].minAmount: above maxAmount');
  assert.match(refused(withProduct({ maxAmount: 70000 })), 'PRODUCTS[0].maxAmount: above MAX_AMOUNT (60000 pesos)');
  assert.match(refused(withProduct({ serviceFeePct: '2' })), 'PRODUCTS[0].serviceFeePct');
  assert.match(refused(withProduct({ dailyInterestPct: 0.00001 })), 'at most 4 decimals');
  assert.match(refused({ PRODUCTS: '[{' }), 'PRODUCTS must be a JSON array');
  assert.match(refused({ PRODUCTS: '[]' }), 'non-empty');
  assert.match(refused({ PRODUCTS: JSON.stringify([base, base]) }), 'PRODUCTS[1].code: "QUICK" is used twice');
  assert.match(refused({ MAX_AMOUNT: 'lots' }), 'MAX_AMOUNT');
});

test('AUTO_DECIDE_MS: default 3000 in development, 0 turns it off, production never decides', () => {
  assert.is(read({}).autoDecideMs, 3000);
  assert.is(read({ AUTO_DECIDE_MS: '0' }).autoDecideMs, 0);
  assert.match(refused({ AUTO_DECIDE_MS: 'soon' }), 'AUTO_DECIDE_MS');
  const prod = read({
    ...PRODUCTION_ENV,
    AUTO_DECIDE_MS: '10',
  });
  assert.is(prod.autoDecideMs, 0);
});

test('CREDIT_GROWTH: pesos a settled loan adds to the limit, 1000 by default', () => {
  assert.is(read({}).creditGrowth, 100_000);
  assert.is(read({ CREDIT_GROWTH: '0' }).creditGrowth, 0);
  assert.match(refused({ CREDIT_GROWTH: '-5' }), 'CREDIT_GROWTH');
});

test.run();
