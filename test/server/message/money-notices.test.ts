// The borrower is told when money moves: each event one message, in their language, in the same
// transaction as the event (a replayed event, a lost race or a rolled-back move tells nothing).
import { randomUUID } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { moveBillById } from '../../../server/borrow/bill-actions';
import { APPLY, as, certifiedBorrower } from '../borrow/borrow-helpers';
import { startTestServer, type TestServer } from '../harness';
import { deliver, disbursedLoan, paid } from '../repay/repay-helpers';
import { borrowerWithLoan } from '../voucher/voucher-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '0' });
});
test.after.each(() => s.close());

/** The borrower's message center in Filipino: kind, title, text and link of each, oldest first. */
async function messages(token: string) {
  const out = await s.call('POST', '/api/user/user/msg/center', {}, { Authentication: token, 'Accept-Language': 'fil' });
  return (out.data.messages as any[]).reverse().map((m) => [m.kind, m.title, m.body, m.link]);
}

test('approval and payout each make one message, with the amount and the account paid to', async () => {
  const loan = await disbursedLoan(s);
  assert.equal(await messages(loan.token), [
    [
      'approved',
      'Aprubado na ang iyong loan',
      'Aprubado na ang iyong loan na ₱5,000.00. Ipinapadala na namin ang pera sa iyong account.',
      '/order',
    ],
    ['disbursed', 'Naipadala na ang pera', 'Naipadala na ang ₱4,900.00 sa BDO Unibank ••••7890.', '/order'],
  ]);
  // Neither move can happen again, and a refused move tells nothing.
  await moveBillById(s.db, loan.billId, 'disburse', 'ops', s.clock.now()).catch(() => {});
  assert.is((await messages(loan.token)).length, 2);
});

test("a rejected application makes one message, the operator's command included", async () => {
  const b = await certifiedBorrower(s);
  const applied = await as(s, b.token).post('/product/applyLoan', APPLY, `apply-${randomUUID()}`);
  const r = await s.ops('reject', String(applied.data.borrowId));
  assert.is(r.code, 0, r.text);
  assert.equal(await messages(b.token), [
    [
      'rejected',
      'Hindi naaprubahan ang iyong aplikasyon',
      'Paumanhin: hindi namin maaprubahan ang iyong loan sa ngayon. Maaari kang mag-apply muli sa ibang pagkakataon.',
      '/order',
    ],
  ]);
});

test('a payment received tells the amount and what is left, once per gateway event (a replay adds nothing)', async () => {
  const loan = await disbursedLoan(s);
  const ref = (
    await loan.api.post('/repay/code', { repayId: loan.repayId, kind: 'repay', amount: 100_000, channel: 'otc' }, `code-${randomUUID()}`)
  ).data.reference;
  const event = paid(ref, 100_000);
  assert.is((await deliver(s, event)).status, 200);
  assert.is((await deliver(s, event)).status, 200);
  const told = (await messages(loan.token)).slice(2);
  assert.equal(told, [
    [
      'paymentReceived',
      'Natanggap ang bayad',
      'Natanggap namin ang iyong bayad na ₱1,000.00. Natitira pang babayaran: ₱4,035.00.',
      `/repay/${loan.repayId}`,
    ],
  ]);
});

test('the payment that settles the loan says it is fully paid; `ops pay` tells as the callback does', async () => {
  const loan = await disbursedLoan(s);
  const owed = (await loan.api.get(`/repay/detail/${loan.repayId}`)).data.repayable;
  const ref = (
    await loan.api.post('/repay/code', { repayId: loan.repayId, kind: 'repay', amount: owed, channel: 'otc' }, `code-${randomUUID()}`)
  ).data.reference;
  assert.is((await s.ops('pay', ref, String(owed))).code, 0);
  const [last] = (await messages(loan.token)).slice(-1);
  assert.equal(last.slice(0, 3), [
    'paymentReceived',
    'Natanggap ang bayad',
    `Natanggap namin ang iyong bayad na ₱5,035.00. Bayad na nang buo ang iyong loan. Salamat!`,
  ]);
});

test('a proof of payment accepted or rejected by the operator tells the borrower once', async () => {
  const b = await borrowerWithLoan(s);
  await b.proof({ repayId: b.repayId });
  await b.proof({ repayId: b.repayId });
  const [first, second] = await s.db.selectFrom('voucher').select('id').orderBy('id').execute();
  assert.is((await s.ops('voucher', 'accept', String(first.id))).code, 0);
  assert.is((await s.ops('voucher', 'accept', String(first.id))).code, 1);
  assert.is((await s.ops('voucher', 'reject', String(second.id))).code, 0);
  assert.equal((await messages(b.token)).slice(2), [
    ['voucher', 'Tinanggap ang proof mo', 'Nasuri namin ang proof mo at naitala na ang bayad sa iyong loan.', `/repay/${b.repayId}`],
    [
      'voucher',
      'Hindi tinanggap ang proof mo',
      'Hindi namin makumpirma ang proof mo. Suriin ito at ipadala ulit, o kontakin ang customer service.',
      `/repay/${b.repayId}`,
    ],
  ]);
});

test.run();
