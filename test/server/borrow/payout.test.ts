// The payout account on record: a loan is paid to the account fixed when it was approved, the bill
// records it (bank, masked number, holder, when sent) in the transaction that disburses it, and no
// change of account racing the approval or the payout changes what the bill says was paid.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../harness';
import { accountCode, APPLY, as, certifiedBorrower, changeAccount } from './borrow-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '0' });
});
test.after.each(() => s.close());

const WALLET = { bankCode: 'GCASH', accountNo: '09187654321', accountName: 'Test Borrower' };
const BANK_PAYOUT = { bankName: 'BDO Unibank', accountNo: '********7890', accountName: 'Test Borrower' };

async function applied() {
  const b = await certifiedBorrower(s);
  const api = as(s, b.token);
  const { borrowId } = (await api.post('/product/applyLoan', APPLY, `key-${b.userId}-0001`)).data;
  return { ...b, api, borrowId: String(borrowId) };
}

const orderOf = async (api: ReturnType<typeof as>) => (await api.get('/borrow/bill?borrowType=0')).data.details[0];
const paidTo = async (borrowId: string) =>
  (await s.db.selectFrom('bill_payout').select('account_no').where('bill_id', '=', Number(borrowId)).executeTakeFirst())?.account_no;

test('the order shows no payout before disbursement, and the account paid once disbursed', async () => {
  const { api, borrowId } = await applied();
  await s.ops('approve', borrowId);
  assert.is((await orderOf(api)).payout, undefined);
  const sentAt = s.clock.now();
  await s.ops('disburse', borrowId);
  const { payout } = await orderOf(api);
  assert.equal({ ...payout, sentAt: undefined }, { ...BANK_PAYOUT, sentAt: undefined });
  assert.ok(payout.sentAt >= sentAt && payout.sentAt <= s.clock.now());
  assert.is(payout.sentAt, (await s.db.selectFrom('bill').select('disbursed_at').executeTakeFirstOrThrow()).disbursed_at);
});

test('a change made after approval does not reach the approved loan: it is paid to the account fixed at approval', async () => {
  const { api, borrowId, token, phone } = await applied();
  await s.ops('approve', borrowId);
  assert.equal((await changeAccount(s, token, phone, WALLET)).data, { bizStatus: 60, appliesTo: 'nextLoan' });
  await s.ops('disburse', borrowId);
  assert.equal({ ...(await orderOf(api)).payout, sentAt: 0 }, { ...BANK_PAYOUT, sentAt: 0 });
  assert.is(await paidTo(borrowId), '001234567890');
});

test('the disbursed message names the account the money went to, not one changed after approval', async () => {
  const { api, borrowId, token, phone } = await applied();
  await s.ops('approve', borrowId);
  await changeAccount(s, token, phone, WALLET);
  await s.ops('disburse', borrowId);
  const messages = (await api.post('/user/msg/center')).data.messages as { kind: string; body: string }[];
  assert.match(messages.find((m) => m.kind === 'disbursed')!.body, 'BDO Unibank ••••7890');
});

test('a change made while the loan is under review reaches it', async () => {
  const { api, borrowId, token, phone } = await applied();
  assert.equal((await changeAccount(s, token, phone, WALLET)).data, { bizStatus: 60, appliesTo: 'now' });
  await s.ops('approve', borrowId);
  await s.ops('disburse', borrowId);
  assert.equal(
    { ...(await orderOf(api)).payout, sentAt: 0 },
    { bankName: 'GCash', accountNo: '*******4321', accountName: 'Test Borrower', sentAt: 0 },
  );
});

test('a bounced payout is sent again to the account the borrower changed to', async () => {
  const { api, borrowId, token, phone } = await applied();
  await s.ops('approve', borrowId);
  await s.ops('fail', borrowId);
  await s.clock.advance(1000);
  assert.equal((await changeAccount(s, token, phone, WALLET)).data, { bizStatus: 60, appliesTo: 'now' });
  await api.post('/borrow/failBorrowHandler', { borrowId });
  await s.ops('disburse', borrowId);
  assert.is((await orderOf(api)).payout.accountNo, '*******4321');
});

test('the disbursed message reads the payout through payoutOf', async () => {
  const { payoutOf } = await import('../../../server/bank-account/payout');
  const { borrowId } = await applied();
  await s.ops('approve', borrowId);
  assert.is(await payoutOf(s.db, Number(borrowId)), undefined);
  await s.ops('disburse', borrowId);
  assert.equal({ ...(await payoutOf(s.db, Number(borrowId))), sentAt: 0 }, { ...BANK_PAYOUT, sentAt: 0 });
});

test('race: changes racing the payout never change what the bill records as paid (10 of 10 keep the approved account)', async () => {
  for (let round = 0; round < 10; round++) {
    const { borrowId, token, phone } = await applied();
    await s.ops('approve', borrowId);
    await as(s, token).get('/account/changeCode');
    const code = accountCode(s, phone);
    const [change, disburse] = await Promise.all([
      as(s, token).post('/account/saveUserAccount', { ...WALLET, accountNo: `0918765${String(round).padStart(4, '0')}`, code }),
      s.ops('disburse', borrowId),
    ]);
    assert.equal([change.data.appliesTo, disburse.code], ['nextLoan', 0], `round ${round}`);
    assert.is(await paidTo(borrowId), '001234567890', `round ${round}`);
  }
});

test('race: a change racing the approval either is fixed for the loan and says "now", or is not and says "nextLoan"', async () => {
  for (let round = 0; round < 10; round++) {
    const { borrowId, token, phone } = await applied();
    await as(s, token).get('/account/changeCode');
    const code = accountCode(s, phone);
    const accountNo = `0918765${String(round).padStart(4, '0')}`;
    const [change] = await Promise.all([
      as(s, token).post('/account/saveUserAccount', { ...WALLET, accountNo, code }),
      s.ops('approve', borrowId),
    ]);
    await s.ops('disburse', borrowId);
    const expected = change.data.appliesTo === 'now' ? accountNo : '001234567890';
    assert.is(await paidTo(borrowId), expected, `round ${round}: ${change.data.appliesTo}`);
  }
});

test.run();
