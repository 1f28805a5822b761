import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { APPLY, as, certifiedBorrower } from '../borrow/borrow-helpers';
import { startTestServer } from '../harness';

// PRODUCTS is what the borrower is offered and charged: the list, the terms, the prices.
const PRODUCTS = JSON.stringify([
  {
    code: 'PAYDAY',
    name: 'Payday Loan',
    icon: 'payday',
    minAmount: 500,
    maxAmount: 8000,
    terms: [10, 15],
    dailyInterestPct: 0.05,
    serviceFeePct: 1.5,
    extensionFeePct: 1,
    dailyPenaltyPct: 0.1,
  },
]);

test('a configured product is the one listed, quoted at its own prices, and the only one that can be applied for', async () => {
  const s = await startTestServer({ AUTO_DECIDE_MS: '0', PRODUCTS });
  try {
    const api = as(s, (await certifiedBorrower(s)).token);
    assert.equal((await api.get('/product/productList/V2/2')).data, [
      {
        productCode: 'PAYDAY',
        productName: 'Payday Loan',
        productIcon: 'payday',
        productAmount: 800_000,
        minAmount: 50_000,
        terms: [10, 15],
      },
    ]);
    const q = (await api.post('/product/quote', { productCode: 'PAYDAY', amount: 400_000, term: 15 })).data;
    // 1.5% upfront is 6,000 centavos; 0.05% a day for 15 days is 3,000.
    assert.equal(
      [q.charges.map((c: { amount: number }) => c.amount), q.netProceeds, q.totalRepayable, q.monthlyInterestPct],
      [[6_000, 3_000], 394_000, 403_000, 1.5],
    );
    const refused = await api.post('/product/applyLoan', APPLY, 'key-default-01');
    assert.is(refused.code, 400, 'the default QUICK product is not offered');
    assert.is((await api.post('/product/applyLoan', { ...APPLY, term: 7 }, 'key-default-02')).code, 400);
    const ok = await api.post(
      '/product/applyLoan',
      { productCode: 'PAYDAY', amount: 400_000, term: 15, agreementAccepted: true },
      'key-payday-1',
    );
    assert.is(ok.code, 200, ok.msg);
  } finally {
    await s.close();
  }
});

test.run();
