import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sweepBills } from '../../../server/borrow/policy';
import { startTestServer, type TestServer } from '../harness';
import { disbursedLoan } from '../repay/repay-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '0' });
});
test.after.each(() => s.close());

/** The operator CLI on the same database, with its own clock, as `npm run ops` runs. */
async function ops(...argv: string[]) {
  const r = await s.ops(...argv);
  if (r.code !== 0) throw new Error(r.text);
  return r.text.split('\n');
}
/** `ops bills`' line of bill `id`: status and repayable columns. */
async function opsBill(id: number) {
  const [head, ...rows] = await ops('bills');
  const cols = head.split('\t');
  const row = rows.find((l) => l.startsWith(`${id}\t`))!.split('\t');
  return { status: row[cols.indexOf('status')], repayable: Number(row[cols.indexOf('repayable')]) };
}
/** What the borrower's app reads: Home's status, the limit, the repay page, the order line. */
async function appView(api: Awaited<ReturnType<typeof disbursedLoan>>['api'], repayId: string) {
  const status = (await api.get('/borrow/borrowStatus')).data;
  const credit = (await api.get('/credit/creditInfo')).data;
  const detail = (await api.get(`/repay/detail/${repayId}`)).data;
  const [order] = (await api.get('/borrow/bill?borrowType=0')).data.details;
  return { status, credit, detail, order };
}
const sweep = async () => {
  await s.clock.refresh();
  await sweepBills(s.db, s.clock.now(), 0);
};

test('`ops clock +40d` then `ops clock reset`: the bill is current again, the limit unlocked, no overdue day or fee', async () => {
  const { api, repayId, billId } = await disbursedLoan(s);
  await ops('clock', '+40d');
  const late = await appView(api, repayId);
  assert.equal([late.status.borrowStatus, late.status.overdue, late.credit.locked], [50, true, true]);
  assert.ok(late.detail.overdueDays >= 32 && late.detail.overdueFee > 0);
  await sweep();
  assert.equal(await opsBill(billId), { status: '50 overdue', repayable: late.detail.repayable }, 'ops bills: what the app shows');

  await ops('clock', 'reset');
  const back = await appView(api, repayId);
  assert.equal([back.status.borrowStatus, back.status.overdue, back.status.overdueDays, back.status.overdueFee], [40, false, 0, 0]);
  assert.equal(back.credit, { creditLimit: 500_000, availableLimit: 0, locked: false, nextGrowth: 100_000, limitCap: 6_000_000 });
  assert.equal([back.detail.overdueDays, back.detail.overdueFee, back.detail.repayable], [0, 0, 503_500]);
  assert.equal([back.order.borrowStatus, back.order.repayable], [40, 503_500]);
  assert.equal(await opsBill(billId), { status: '40 repaying', repayable: 503_500 });
  await sweep();
  const stored = await s.db.selectFrom('bill').select('status').where('id', '=', billId).executeTakeFirstOrThrow();
  assert.is(stored.status, 40, 'the sweep undoes its own mark');

  // And forward again: the same days, the same fee.
  await ops('clock', '+40d');
  const again = await appView(api, repayId);
  assert.equal(
    [again.status.borrowStatus, again.detail.overdueDays, again.detail.overdueFee],
    [50, late.detail.overdueDays, late.detail.overdueFee],
  );
});

test('ops bills shows what is owed now, overdue fee included, as the order list does', async () => {
  const { api, billId } = await disbursedLoan(s);
  await ops('clock', '+10d');
  const [order] = (await api.get('/borrow/bill?borrowType=0')).data.details;
  assert.ok(order.repayable > 503_500);
  assert.equal(await opsBill(billId), { status: '50 overdue', repayable: order.repayable });
});

test.run();
