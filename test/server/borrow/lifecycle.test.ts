import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sweepBills } from '../../../server/borrow/policy';
import { DAY_MS } from '../../../server/time';
import { startTestServer, type TestServer } from '../harness';
import { APPLY, as, certifiedBorrower, changeAccount } from './borrow-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '3000' });
});
test.after.each(() => s.close());

const statusOf = async (api: ReturnType<typeof as>) => (await api.get('/borrow/borrowStatus')).data;
/** A certified borrower's loan, applied for and disbursed now, due in a day; their caller. */
async function disbursedDueTomorrow() {
  const api = as(s, (await certifiedBorrower(s)).token);
  await api.post('/product/applyLoan', APPLY, 'key-0000001');
  await s.db
    .updateTable('bill')
    .set({ status: 40, due_date: s.clock.now() + DAY_MS, disbursed_at: s.clock.now() })
    .execute();
  return api;
}

test('development policy: approved after AUTO_DECIDE_MS, disbursed AUTO_DECIDE_MS later, due on disbursement day + term', async () => {
  const api = as(s, (await certifiedBorrower(s)).token);
  await api.post('/product/applyLoan', APPLY, 'key-0000001');
  const t0 = (await s.db.selectFrom('bill').select('apply_time').executeTakeFirstOrThrow()).apply_time;
  assert.is(await sweepBills(s.db, t0 + 2999, 3000), 0);
  assert.is((await statusOf(api)).borrowStatus, 10);
  assert.is(await sweepBills(s.db, t0 + 3000, 3000), 1);
  assert.is((await statusOf(api)).borrowStatus, 20);
  const t1 = t0 + 6000;
  await sweepBills(s.db, t1, 3000);
  const bill = (await api.get('/borrow/bill?borrowType=0')).data.details[0];
  assert.is(bill.borrowStatus, 40);
  assert.is(bill.dueDate, t1 + 7 * DAY_MS);
  assert.is(bill.disclosure.dueDate, bill.dueDate);
  const events = await s.db.selectFrom('bill_event').select(['event', 'actor']).orderBy('id').execute();
  assert.equal(events, [
    { event: 'apply', actor: 'borrower' },
    { event: 'approve', actor: 'policy' },
    { event: 'disburse', actor: 'policy' },
  ]);
});

test('AUTO_DECIDE_MS=0: nothing is decided, however long it waits', async () => {
  const api = as(s, (await certifiedBorrower(s)).token);
  await api.post('/product/applyLoan', APPLY, 'key-0000001');
  assert.is(await sweepBills(s.db, s.clock.now() + 30 * DAY_MS, 0), 0);
  assert.is((await statusOf(api)).borrowStatus, 10);
});

test('past the due date the bill reads overdue at once (flag and status 50), the same before and after the sweep writes it', async () => {
  const api = await disbursedDueTomorrow();
  assert.equal((await statusOf(api)).overdue, false);
  await s.clock.advance(DAY_MS + 1000);
  const late = await statusOf(api);
  // Overdue from the due moment; overdue days (and the fee) count from the next Manila day.
  assert.equal([late.borrowStatus, late.overdue, late.overdueDays, late.daysLeft], [50, true, 0, 0]);
  await sweepBills(s.db, s.clock.now(), 0);
  assert.equal((await statusOf(api)).borrowStatus, 50);
  assert.is((await s.db.selectFrom('bill').select('status').executeTakeFirstOrThrow()).status, 50);
});

test("an overdue bill's order line says what is owed now, overdue fee included: the repay page's figure", async () => {
  const api = await disbursedDueTomorrow();
  await s.clock.advance(10 * DAY_MS);
  const [bill] = (await api.get('/borrow/bill?borrowType=0')).data.details;
  const detail = (await api.get('/repay/detail/' + bill.repayId)).data;
  assert.ok(detail.overdueFee > 0);
  assert.is(bill.repayable, detail.repayable);
  // Before the sweep writes 50, the order already says overdue, as Home's flag does.
  assert.is(bill.borrowStatus, 50);
});

test('a failed disbursement is retried once the borrower changed the bank account: 70 -> 20; not twice', async () => {
  const { token, phone } = await certifiedBorrower(s);
  const api = as(s, token);
  const { borrowId } = (await api.post('/product/applyLoan', APPLY, 'key-0000001')).data;
  const early = await api.post('/borrow/failBorrowHandler', { borrowId });
  assert.is(early.code, 409);
  await s.db.updateTable('bill').set({ status: 70, status_at: s.clock.now() }).execute();
  const unchanged = await api.post('/borrow/failBorrowHandler', { borrowId });
  assert.is(unchanged.code, 409);
  assert.is(unchanged.msg, 'Please update your bank account first, then try again');
  await s.clock.advance(1000);
  const modified = await changeAccount(s, token, phone, { bankCode: 'BDO', accountNo: '009876543210', accountName: 'Test Borrower' });
  assert.is(modified.code, 200, modified.msg);
  const retried = await api.post('/borrow/failBorrowHandler', { borrowId });
  assert.equal(retried.data, { borrowStatus: 20 });
  assert.is((await api.post('/borrow/failBorrowHandler', { borrowId })).code, 409);
  assert.is((await api.post('/borrow/failBorrowHandler', { borrowId: 'abc' })).code, 404);
});

test('applyLoan/auto repeats the last settled loan; without one it is refused', async () => {
  const api = as(s, (await certifiedBorrower(s)).token);
  const none = await api.post('/product/applyLoan/auto', {}, 'auto-key-0001');
  assert.is(none.code, 409);
  assert.match(none.msg, 'no repaid loan');
  await api.post('/product/applyLoan', { ...APPLY, amount: 300_000, term: 14 }, 'key-0000001');
  await s.db.updateTable('bill').set({ status: 30, closed_at: s.clock.now() }).execute();
  const auto = await api.post('/product/applyLoan/auto', {}, 'auto-key-0002');
  assert.is(auto.code, 200, auto.msg);
  const bill = (await api.get('/borrow/bill?borrowType=0')).data.details[0];
  assert.equal([bill.borrowId, bill.amount, bill.term, bill.productName], [auto.data.borrowId, 300_000, 14, 'Quick Cash']);
  // The same key means the same request: not an ordinary application.
  assert.is((await api.post('/product/applyLoan', APPLY, 'auto-key-0002')).code, 409);
  assert.equal((await api.post('/product/applyLoan/auto', {}, 'auto-key-0002')).data, auto.data);
});

test('products: the catalogue, and recommendations capped at what may be borrowed', async () => {
  const api = as(s, (await certifiedBorrower(s)).token);
  const all = (await api.get('/product/productList/V2/2')).data;
  assert.equal(all[0], {
    productCode: 'QUICK',
    productName: 'Quick Cash',
    productIcon: 'quick',
    productAmount: 1_000_000,
    minAmount: 100_000,
    terms: [7, 14],
  });
  assert.equal(
    all.map((p: { productCode: string }) => p.productCode),
    ['QUICK', 'FLEX'],
  );
  const recommended = (await api.get('/product/productList/V2/1')).data;
  assert.ok(recommended.length >= 1);
  for (const p of recommended) assert.ok(p.productAmount >= p.minAmount);
  assert.is((await api.get('/product/productList/V2/x')).code, 404);
});

test('appConfig carries the landing figures from the pricing configuration', async () => {
  const { data } = await s.call('GET', '/api/user/public/appConfig');
  assert.equal(data.pricing, { maxAmount: 6_000_000, minAmount: 100_000, minTerm: 7, maxTerm: 30, dailyInterestPct: 0.1 });
});

test.run();
