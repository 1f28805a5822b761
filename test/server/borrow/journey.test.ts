import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sweepBills } from '../../../server/borrow/policy';
import { borrower, walkTo } from '../certification/cert-helpers';
import { startTestServer, type TestServer } from '../harness';
import { APPLY } from './borrow-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '3000' });
});
test.after.each(() => s.close());

test('certified by the real steps, a borrower quotes, applies, and the development policy pays out', async () => {
  const b = await borrower(s);
  await walkTo(s, b, 50);
  const early = await b.call('POST', '/product/applyLoan', APPLY);
  assert.is(early.code, 400, 'no Idempotency-Key');
  await walkTo(s, b, 60);
  const credit = (await b.call('GET', '/credit/creditInfo')).data;
  assert.equal(credit, { creditLimit: 500_000, availableLimit: 500_000, locked: false, nextGrowth: 100_000, limitCap: 6_000_000 });
  const quote = (await b.call('POST', '/product/quote', { productCode: 'QUICK', amount: 500_000, term: 14 })).data;
  assert.is(quote.totalRepayable, 507_000);
  const key = { 'Idempotency-Key': 'journey-key-1' };
  const applied = await s.call('POST', '/api/user/product/applyLoan', { ...APPLY, term: 14 }, { Authentication: b.token, ...key });
  assert.is(applied.code, 200, applied.msg);
  const later = s.clock.now() + 10_000;
  await sweepBills(s.db, later, 3000);
  await sweepBills(s.db, later + 10_000, 3000);
  const bill = (await b.call('GET', '/borrow/bill?borrowType=0')).data.details[0];
  assert.equal([bill.borrowStatus, bill.repayable, bill.dueDate], [40, 507_000, later + 10_000 + 14 * 86_400_000]);
  assert.equal((await b.call('GET', '/credit/creditInfo')).data, {
    creditLimit: 500_000,
    availableLimit: 0,
    locked: false,
    nextGrowth: 100_000,
    limitCap: 6_000_000,
  });
});

test.run();
