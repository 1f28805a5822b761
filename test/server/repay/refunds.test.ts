import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../harness';
import { deliver, disbursedLoan, paid } from './repay-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '0' });
});
test.after.each(() => s.close());

type Api = Awaited<ReturnType<typeof disbursedLoan>>['api'];
const orderLine = async (api: Api, type = 1) => (await api.get(`/borrow/bill?borrowType=${type}`)).data.details[0];

test('a bill paid twice shows the second payment as a refund pending to the account on record; ops refunds lists it', async () => {
  const { api, repayId, billId } = await disbursedLoan(s);
  const first = await api.post('/repay/code', { repayId, kind: 'repay', amount: 503_500, channel: 'gcash' }, 'refund-twice-1');
  assert.equal((await deliver(s, paid(first.data.reference, 503_500))).body, { ok: true });
  assert.is((await orderLine(api)).refund, undefined, 'no refund while nothing was paid beyond the bill');
  assert.equal((await deliver(s, paid(first.data.reference, 503_500))).body, { ok: true, flagged: true });
  const line = await orderLine(api);
  assert.is(line.refund.amount, 503_500);
  assert.is(line.refund.status, 'pending');
  assert.is(line.refund.sentAt, undefined);
  assert.match(line.refund.to.accountNo, /^\*+\d{4}$/);
  const r = await s.ops('refunds');
  assert.is(r.code, 0);
  assert.match(r.text, new RegExp(`^1\\t${billId}\\t\\d+\\t503500\\tpending`, 'm'));
  assert.match(r.text, '1 refund(s): pending 503500, sent 0 centavos');
});

test('ops refund records the refund sent (the development provider records it); the borrower sees it sent; twice is refused', async () => {
  const { api, repayId } = await disbursedLoan(s);
  const code = await api.post('/repay/code', { repayId, kind: 'repay', amount: 100_000, channel: 'maya' }, 'refund-over-1');
  await deliver(s, paid(code.data.reference, 600_000));
  const listed = /^(\d+)\t/m.exec((await s.ops('refunds')).text.split('\n').slice(1).join('\n'));
  assert.ok(listed);
  const sent = await s.ops('refund', listed[1]);
  assert.is(sent.code, 0, sent.text);
  assert.match(sent.text, `refund ${listed[1]}: sent 96500 centavos`);
  const line = await orderLine(api);
  assert.equal([line.refund.amount, line.refund.status, typeof line.refund.sentAt], [96_500, 'sent', 'number']);
  const again = await s.ops('refund', listed[1]);
  assert.is(again.code, 1);
  assert.match(again.text, 'already sent');
  assert.is((await s.ops('refund', '999')).code, 1);
  assert.match((await s.ops('refunds')).text, 'pending 0, sent 96500 centavos');
});

test('the borrower is told once of the refund to send, and once when it is sent, with the account masked', async () => {
  const { api, repayId, userId } = await disbursedLoan(s);
  const code = await api.post('/repay/code', { repayId, kind: 'repay', amount: 100_000, channel: 'maya' }, 'refund-told-1');
  const event = paid(code.data.reference, 600_000);
  await deliver(s, event);
  await deliver(s, event);
  assert.is((await s.ops('refund', '1')).code, 0);
  assert.is((await s.ops('refund', '1')).code, 1);
  const told = await s.db
    .selectFrom('user_message')
    .select(['kind', 'body', 'link'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'refund')
    .orderBy('id')
    .execute();
  assert.equal(
    told.map((m) => [m.kind, m.link]),
    [
      ['refund', '#/order'],
      ['refund', '#/order'],
    ],
  );
  assert.match(told[0].body ?? '', /₱965.*BDO.*••••7890/);
  assert.match(told[1].body ?? '', /sent ₱965/);
});

test('a refund goes to the account the loan was paid to, not one put on record since', async () => {
  const { api, repayId, userId } = await disbursedLoan(s);
  await s.db.updateTable('bank_account').set({ bank_code: 'GCASH', account_no: '09171112222' }).where('user_id', '=', userId).execute();
  const code = await api.post('/repay/code', { repayId, kind: 'repay', amount: 100_000, channel: 'maya' }, 'refund-payout-1');
  await deliver(s, paid(code.data.reference, 600_000));
  const line = await orderLine(api);
  assert.equal([line.refund.to.bankName, line.refund.to.accountNo.slice(-4)], [line.payout.bankName, '7890']);
  const told = await s.db.selectFrom('user_message').select('body').where('user_id', '=', userId).where('kind', '=', 'refund').execute();
  assert.match(told[0].body ?? '', /BDO.*••••7890/);
});

test('a borrower sees only the refunds of their own bills', async () => {
  const a = await disbursedLoan(s);
  const b = await disbursedLoan(s);
  const code = await a.api.post('/repay/code', { repayId: a.repayId, kind: 'repay', amount: 100_000, channel: 'va' }, 'refund-own-1');
  await deliver(s, paid(code.data.reference, 600_000));
  assert.is((await orderLine(a.api)).refund.amount, 96_500);
  assert.is((await orderLine(b.api, 0)).refund, undefined);
});

test.run();
