// Home's current bill and the order list read the server's business clock and ledger: what is owed
// now, days left or overdue, the overdue fee, and what a settled bill was paid and when.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { manilaDay } from '../../../server/rules/manila-days';
import { DAY_MS } from '../../../server/time';
import { startTestServer, type TestServer } from '../harness';
import { deliver, disbursedLoan, paid } from '../repay/repay-helpers';
import { APPLY, as, certifiedBorrower } from './borrow-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '0' });
});
test.after.each(() => s.close());

type Api = ReturnType<typeof as>;
const openBill = async (api: Api) => (await api.get('/borrow/borrowStatus')).data;
const inProgress = async (api: Api) => (await api.get('/borrow/bill?borrowType=0')).data.details;

test('a disbursed bill on Home: its repayId, due date, what is owed now and whole Manila days left, by the business clock', async () => {
  const { api, repayId } = await disbursedLoan(s);
  const detail = (await api.get('/repay/detail/' + repayId)).data;
  const bill = await openBill(api);
  assert.is(bill.repayId, repayId);
  assert.is(bill.dueDate, detail.dueDate);
  assert.is(bill.repayable, detail.repayable);
  assert.is(bill.overdueDays, 0);
  assert.is(bill.overdueFee, 0);
  assert.is(bill.daysLeft, manilaDay(detail.dueDate) - manilaDay(s.clock.now()));
  assert.is(bill.daysLeft, 7);
  // `ops clock +3d` moves only the business clock: the phone's clock plays no part.
  await s.clock.advanceBusiness(3 * DAY_MS);
  assert.is((await openBill(api)).daysLeft, 4);
});

test('past its due date Home reads the overdue days, fee and total as the repay page does, to the centavo', async () => {
  const { api, repayId } = await disbursedLoan(s);
  await s.clock.advanceBusiness(12 * DAY_MS);
  const bill = await openBill(api);
  const detail = (await api.get('/repay/detail/' + repayId)).data;
  assert.ok(detail.overdueDays > 0 && detail.overdueFee > 0);
  assert.equal(
    [bill.borrowStatus, bill.overdue, bill.overdueDays, bill.overdueFee, bill.repayable, bill.daysLeft],
    [50, true, detail.overdueDays, detail.overdueFee, detail.repayable, 0],
  );
});

test('before disbursement Home gets the repayId, no due date or days yet, and the quoted total', async () => {
  const api = as(s, (await certifiedBorrower(s)).token);
  const applied = (await api.post('/product/applyLoan', APPLY, 'key-0000001')).data;
  const bill = await openBill(api);
  const [listed] = await inProgress(api);
  assert.equal(
    [bill.borrowStatus, bill.repayId, bill.dueDate, bill.daysLeft, bill.overdueDays, bill.repayable],
    [10, applied.repayId, null, null, 0, listed.disclosure.totalRepayable],
  );
});

test('each order line carries its overdue days and unpaid overdue fee: the repay page’s figures, nothing before the due date', async () => {
  const { api, repayId } = await disbursedLoan(s);
  let [line] = await inProgress(api);
  assert.equal([line.overdueDays, line.overdueFee], [0, 0]);
  await s.clock.advanceBusiness(9 * DAY_MS);
  [line] = await inProgress(api);
  const detail = (await api.get('/repay/detail/' + repayId)).data;
  assert.equal([line.overdueDays, line.overdueFee, line.repayable], [detail.overdueDays, detail.overdueFee, detail.repayable]);
  assert.equal([line.overdueDays, line.overdueFee > 0], [2, true]);
});

test('a settled order line says what was paid (money received) and when, by the business clock', async () => {
  const { api, repayId } = await disbursedLoan(s);
  await s.clock.advanceBusiness(DAY_MS);
  const owed = (await api.get('/repay/detail/' + repayId)).data.repayable;
  const code = await api.post('/repay/code', { repayId, kind: 'repay', amount: owed, channel: 'gcash' }, 'pay-key-0001');
  const before = s.clock.now();
  assert.is((await deliver(s, paid(code.data.reference, owed))).status, 200);
  const after = s.clock.now();
  const [line] = (await api.get('/borrow/bill?borrowType=1')).data.details;
  assert.equal([line.borrowStatus, line.paid], [30, owed]);
  assert.ok(line.settledAt >= before && line.settledAt <= after, 'settled when the payment was applied');
  assert.equal(await openBill(api), {});
});

test('a bill still under review has been paid nothing and is not settled', async () => {
  const api = as(s, (await certifiedBorrower(s)).token);
  await api.post('/product/applyLoan', APPLY, 'key-0000001');
  const [line] = await inProgress(api);
  assert.is(line.paid, 0);
  assert.is(line.settledAt, undefined);
});

test.run();
