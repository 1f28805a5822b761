import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DAY_MS } from '../../../server/time';
import { startTestServer, type TestServer } from '../harness';
import { deliver, disbursedLoan, paid } from './repay-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '0' });
});
test.after.each(() => s.close());

test('an extension code made at +10 days and paid at +40 is applied as a repayment and flagged; nothing is forgiven', async () => {
  const { api, repayId, billId } = await disbursedLoan(s);
  await s.clock.advanceBusiness(10 * DAY_MS);
  const quoted = (await api.get(`/repay/detail/${repayId}`)).data;
  const price = quoted.extensionFee + quoted.overdueFee;
  const made = await api.post('/repay/code', { repayId, kind: 'extend', amount: price, channel: 'gcash' }, 'late-extend-1');
  assert.is(made.code, 200, made.msg);
  const dueBefore = (await s.db.selectFrom('bill').select('due_date').where('id', '=', billId).executeTakeFirstOrThrow()).due_date;
  await s.clock.advanceBusiness(30 * DAY_MS);
  const before = (await api.get(`/repay/detail/${repayId}`)).data;
  assert.ok(before.overdueFee > price, 'the overdue fee outgrew the quote');

  assert.equal((await deliver(s, paid(made.data.reference, price))).body, { ok: true, flagged: true });

  const l = await s.db.selectFrom('bill_ledger').selectAll().where('bill_id', '=', billId).executeTakeFirstOrThrow();
  assert.is(l.penalty_paid, price, 'only the money paid pays the overdue fee');
  assert.is(l.extension_fees, 0);
  assert.is(l.flagged, 1);
  const bill = await s.db.selectFrom('bill').select(['due_date', 'status']).where('id', '=', billId).executeTakeFirstOrThrow();
  assert.is(bill.due_date, dueBefore, 'not extended');
  const after = (await api.get(`/repay/detail/${repayId}`)).data;
  assert.is(after.repayable, before.repayable - price, 'the debt fell by exactly the money paid');
  const e = await s.db.selectFrom('pay_event').selectAll().executeTakeFirstOrThrow();
  assert.equal([e.applied, e.overpaid, e.flagged, e.kind], [price, 0, 1, 'repay']);
});

test('an extension paid in time still extends, and says so on the event', async () => {
  const { api, repayId, billId } = await disbursedLoan(s);
  await s.clock.advanceBusiness(10 * DAY_MS);
  const d = (await api.get(`/repay/detail/${repayId}`)).data;
  const made = await api.post(
    '/repay/code',
    { repayId, kind: 'extend', amount: d.extensionFee + d.overdueFee, channel: 'gcash' },
    'extend-1',
  );
  assert.equal((await deliver(s, paid(made.data.reference, d.extensionFee + d.overdueFee))).body, { ok: true });
  assert.is((await s.db.selectFrom('bill').select('status').where('id', '=', billId).executeTakeFirstOrThrow()).status, 40);
  assert.is((await s.db.selectFrom('pay_event').select('kind').executeTakeFirstOrThrow()).kind, 'extend');
});

test.run();
