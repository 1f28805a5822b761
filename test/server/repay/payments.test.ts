import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../harness';
import { deliver, disbursedLoan, paid } from './repay-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '0' });
});
test.after.each(() => s.close());

test('the payments of a bill: newest first, with channel, reference, kind and a receipt; paid and still owed', async () => {
  const { api, repayId, phone } = await disbursedLoan(s);
  const a = await api.post('/repay/code', { repayId, kind: 'repay', amount: 100_000, channel: 'gcash' }, 'pay-list-1');
  const b = await api.post('/repay/code', { repayId, kind: 'repay', amount: 50_000, channel: 'seven_eleven' }, 'pay-list-2');
  await deliver(s, paid(a.data.reference, 100_000, 'evt-a'));
  await s.clock.advance(60_000);
  await deliver(s, paid(b.data.reference, 50_000, 'evt-b'));
  const r = await api.get(`/repay/payments/${repayId}`);
  assert.is(r.code, 200, r.msg);
  assert.is(r.data.paid, 150_000);
  assert.is(r.data.owed, 353_500);
  assert.equal(
    r.data.details.map((p: Record<string, unknown>) => [p.paymentId, p.amount, p.channel, p.reference, p.kind]),
    [
      ['evt-b', 50_000, 'seven_eleven', b.data.reference, 'repay'],
      ['evt-a', 100_000, 'gcash', a.data.reference, 'repay'],
    ],
  );
  const receipt = r.data.details[1].receipt;
  assert.equal(
    { ...receipt, paidAt: 0 },
    {
      paymentId: 'evt-a',
      paidAt: 0,
      amount: 100_000,
      channel: 'gcash',
      reference: a.data.reference,
      kind: 'repay',
      applied: 100_000,
      refund: 0,
      owedAfter: 403_500,
    },
  );
  assert.not.ok(JSON.stringify(r.data).includes(phone), 'nothing about the borrower');
});

test('an overpaying payment shows its refund on the receipt', async () => {
  const { api, repayId } = await disbursedLoan(s);
  const a = await api.post('/repay/code', { repayId, kind: 'repay', amount: 503_500, channel: 'qrph' }, 'pay-over-1');
  await deliver(s, paid(a.data.reference, 600_000));
  const r = (await api.get(`/repay/payments/${repayId}`)).data;
  assert.equal([r.paid, r.owed], [600_000, 0]);
  assert.equal([r.details[0].receipt.applied, r.details[0].receipt.refund, r.details[0].receipt.owedAfter], [503_500, 96_500, 0]);
});

test("another borrower's repayId answers as unknown, and so does no session", async () => {
  const a = await disbursedLoan(s);
  const b = await disbursedLoan(s);
  const r = await b.api.get(`/repay/payments/${a.repayId}`);
  assert.is.not(r.code, 200);
  assert.is((await b.api.get(`/repay/payments/${b.repayId}`)).data.details.length, 0);
  assert.is((await s.call('GET', `/api/user/repay/payments/${a.repayId}`)).code, 401);
});

test.run();
