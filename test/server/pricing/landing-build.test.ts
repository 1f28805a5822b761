import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { landingBuild } from '../../../build/landing.mjs';
import { as, certifiedBorrower } from '../borrow/borrow-helpers';
import { startTestServer } from '../harness';

// The build inlines the landing's figures (build/landing.mjs); the server answers them in appConfig.
// Both must come from one configuration: the same environment gives the same figures.
const PRODUCTS = JSON.stringify([
  {
    code: 'A',
    name: 'A',
    minAmount: 1500,
    maxAmount: 25000,
    terms: [10, 21],
    dailyInterestPct: 0.0125,
    serviceFeePct: 1,
    extensionFeePct: 1,
    dailyPenaltyPct: 0.1,
  },
  {
    code: 'B',
    name: 'B',
    minAmount: 3000,
    maxAmount: 40000,
    terms: [12],
    dailyInterestPct: 0.05,
    serviceFeePct: 1,
    extensionFeePct: 1,
    dailyPenaltyPct: 0.1,
  },
]);

test("the build's landing figures are the server's appConfig pricing and first limit, for the default and another configuration", async () => {
  for (const env of [{}, { PRODUCTS, MAX_AMOUNT: '50000', CREDIT_START_LIMIT: '7000' }] as Record<string, string>[]) {
    const s = await startTestServer(env);
    try {
      const served = (await s.call('GET', '/api/user/public/appConfig')).data.pricing;
      const { landing: built, sample } = await landingBuild(env);
      assert.equal(
        [built.maxAmount, built.minDays, built.maxDays, built.dailyInterestBp / 100],
        [served.maxAmount, served.minTerm, served.maxTerm, served.dailyInterestPct],
      );
      // The sample disclosure is what this server quotes a borrower for the same loan, to the centavo.
      const api = as(s, (await certifiedBorrower(s)).token);
      // The first limit the landing names is the one a newly certified borrower of this server gets.
      assert.is(built.startLimit, (await api.get('/credit/creditInfo')).data.creditLimit);
      const code = JSON.parse(env.PRODUCTS ?? '[{"code":"FLEX"}]').at(-1).code;
      const quoted = (await api.post('/product/quote', { productCode: code, amount: sample.amount, term: sample.term })).data;
      const { dueDate, ...figures } = quoted;
      assert.equal(sample, { ...figures, term: sample.term });
    } finally {
      await s.close();
    }
  }
  assert.equal((await landingBuild({ PRODUCTS })).landing, {
    maxAmount: 4_000_000,
    minDays: 10,
    maxDays: 21,
    dailyInterestBp: 1.25,
    startLimit: 500_000,
  });
});

test('a pricing configuration the server would refuse stops the build, naming the setting', async () => {
  const over = JSON.stringify([{ ...JSON.parse(PRODUCTS)[0], dailyInterestPct: 0.3 }]);
  try {
    await landingBuild({ PRODUCTS: over });
    assert.unreachable('the build went on');
  } catch (e) {
    assert.match((e as Error).message, 'PRODUCTS[0].dailyInterestPct: 0.3% a day is 9% a month, over the 6% nominal cap (A)');
  }
});

test.run();
