import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../harness';
import { APPLY, as, certifiedBorrower } from '../borrow/borrow-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '0' });
});
test.after.each(() => s.close());

const WALLET = { bankCode: 'GCASH', accountNo: '09187654321', accountName: 'Test Borrower' };
const accountNo = async () => (await s.db.selectFrom('bank_account').select('account_no').executeTakeFirstOrThrow()).account_no;

test("step four's save never replaces a certified borrower's account: refused as a step already done", async () => {
  const api = as(s, (await certifiedBorrower(s)).token);
  const out = await api.post('/account/saveUserAccount', { ...WALLET, certify: true });
  assert.equal([out.code, out.data], [409, { bizStatus: 60 }]);
  assert.is(await accountNo(), '001234567890');
});

test('without an open loan a change applies now, and the account view says so before the change', async () => {
  const api = as(s, (await certifiedBorrower(s)).token);
  assert.is((await api.get('/account/userBandingAccount')).data.changeAppliesTo, 'now');
  assert.equal((await api.post('/account/saveUserAccount', WALLET)).data, { bizStatus: 60, appliesTo: 'now' });
  assert.is(await accountNo(), '09187654321');
});

test('a loan not yet paid out (under review, awaiting payout, bounced) goes to the new account', async () => {
  const api = as(s, (await certifiedBorrower(s)).token);
  await api.post('/product/applyLoan', APPLY, 'key-0000001');
  for (const status of [10, 20, 70]) {
    await s.db.updateTable('bill').set({ status }).execute();
    assert.is((await api.get('/account/userBandingAccount')).data.changeAppliesTo, 'openLoan', String(status));
  }
  assert.equal((await api.post('/account/saveUserAccount', WALLET)).data, { bizStatus: 60, appliesTo: 'openLoan' });
});

test('a loan already paid out keeps its account: the new one serves the next loan', async () => {
  const api = as(s, (await certifiedBorrower(s)).token);
  await api.post('/product/applyLoan', APPLY, 'key-0000001');
  for (const status of [40, 50]) {
    await s.db.updateTable('bill').set({ status, disbursed_at: s.clock.now(), due_date: s.clock.now() }).execute();
    assert.is((await api.get('/account/userBandingAccount')).data.changeAppliesTo, 'nextLoan', String(status));
  }
  assert.equal((await api.post('/account/saveUserAccount', WALLET)).data, { bizStatus: 60, appliesTo: 'nextLoan' });
  await s.db.updateTable('bill').set({ status: 30 }).execute();
  assert.is((await api.get('/account/userBandingAccount')).data.changeAppliesTo, 'now');
});

test.run();
