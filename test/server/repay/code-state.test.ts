// A payment reference has a life (PRODUCT.md section 9): open, paid in full, paid in part, expired,
// replaced by a newer code for the same bill, or settled when the bill needs nothing more. Both
// `POST /repay/code` and the public `GET /repay/code/{reference}` say which, from what was recorded.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CODE_VALID_MS } from '../../../server/repay/code-service';
import { startTestServer, type TestServer } from '../harness';
import { deliver, disbursedLoan, paid } from './repay-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '0' });
});
test.after.each(() => s.close());

let keys = 0;
/** A new code of the loan: its answer. */
const newCode = async (loan: Awaited<ReturnType<typeof disbursedLoan>>, amount: number, channel = 'gcash', kind = 'repay') => {
  const r = await loan.api.post('/repay/code', { repayId: loan.repayId, kind, amount, channel }, `state-key-${++keys}`);
  assert.is(r.code, 200, r.msg);
  return r.data;
};
const look = async (reference: string) => (await s.call('GET', `/api/user/repay/code/${reference}`)).data;

test('a new code is open: the pay code, kind and nothing paid yet, in both answers', async () => {
  const loan = await disbursedLoan(s);
  const made = await newCode(loan, 100_000);
  assert.equal(made, {
    reference: made.reference,
    payCode: made.reference,
    amount: 100_000,
    kind: 'repay',
    channel: 'gcash',
    expiresAt: made.expiresAt,
    state: 'open',
    paidAmount: 0,
  });
  assert.equal(await look(made.reference), made, 'the public answer is the same and adds nothing about the borrower');
});

test('paid in full: the amount and when; paid in part: what was received', async () => {
  const loan = await disbursedLoan(s);
  const full = await newCode(loan, 100_000);
  const event = paid(full.reference, 100_000, undefined, s.clock.realNow());
  await deliver(s, event);
  const after = await look(full.reference);
  assert.is(after.state, 'paid');
  assert.is(after.paidAmount, 100_000);
  assert.is(after.paidAt, event.paidAt);

  const part = await newCode(loan, 200_000);
  await deliver(s, paid(part.reference, 50_000));
  const partly = await look(part.reference);
  assert.is(partly.state, 'part');
  assert.is(partly.paidAmount, 50_000);
  assert.is((await look(full.reference)).state, 'paid', 'a newer code does not undo a paid one');
});

test('an unpaid code is replaced by a newer one for the same bill, and expires on real time', async () => {
  const loan = await disbursedLoan(s);
  const old = await newCode(loan, 100_000, 'seven_eleven');
  const newer = await newCode(loan, 100_000, 'gcash');
  assert.is((await look(old.reference)).state, 'replaced');
  assert.is((await look(newer.reference)).state, 'open');
  await s.clock.advance(CODE_VALID_MS);
  const expired = await s.call('GET', `/api/user/repay/code/${newer.reference}`);
  assert.is(expired.code, 200, 'an expired code still answers, to say so');
  assert.is(expired.data.state, 'expired');
  // Money sent to a replaced code still counts.
  assert.is((await deliver(s, paid(old.reference, 100_000))).status, 200);
  assert.is((await loan.api.get(`/repay/detail/${loan.repayId}`)).data.repayable, 503_500 - 100_000);
});

test('once the bill is settled an unpaid code says so, and the paying one stays paid', async () => {
  const loan = await disbursedLoan(s);
  const unpaid = await newCode(loan, 100_000, 'otc');
  const whole = await newCode(loan, 503_500, 'maya');
  await deliver(s, paid(whole.reference, 503_500));
  assert.is((await look(unpaid.reference)).state, 'settled');
  assert.is((await look(whole.reference)).state, 'paid');
});

test('an extension code says what it pays', async () => {
  const loan = await disbursedLoan(s);
  const ext = await newCode(loan, 10_000, 'gcash', 'extend');
  assert.is(ext.kind, 'extend');
  await deliver(s, paid(ext.reference, 10_000));
  assert.equal([(await look(ext.reference)).state, (await look(ext.reference)).kind], ['paid', 'extend']);
});

test('bank transfer: a receiving bank and a numeric account number that is the pay code; QR Ph: the payload is the pay code', async () => {
  const loan = await disbursedLoan(s);
  const va = await newCode(loan, 100_000, 'va');
  assert.match(va.payCode, /^\d{10,20}$/);
  assert.is(va.bank.accountNo, va.payCode);
  assert.ok(va.bank.bankName && va.bank.accountName);
  assert.equal((await look(va.reference)).bank, va.bank);
  const qr = await newCode(loan, 100_000, 'qrph');
  assert.ok(qr.payCode.startsWith('000201010212'), 'an EMVCo dynamic QR Ph payload');
  assert.ok(qr.payCode.includes(qr.reference), 'carrying our reference');
  assert.is((await look(va.reference)).state, 'replaced');
  assert.is((await look(va.reference)).bank, undefined, 'no bank to pay into once a code no longer takes payment');
});

test.run();
