// Changing a certified borrower's payout account: a fresh code sent to their phone, a holder who is
// the verified person, a number another borrower uses held for the operator, and an answer that says
// which loan the change reaches (a loan approved keeps the account fixed at approval).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../harness';
import { accountCode, APPLY, as, certifiedBorrower, changeAccount } from '../borrow/borrow-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '0' });
});
test.after.each(() => s.close());

const WALLET = { bankCode: 'GCASH', accountNo: '09187654321', accountName: 'Test Borrower' };
const accountNo = async (userId: number) =>
  (await s.db.selectFrom('bank_account').select('account_no').where('user_id', '=', userId).executeTakeFirstOrThrow()).account_no;

test("step four's save never replaces a certified borrower's account: refused as a step already done", async () => {
  const { token, userId } = await certifiedBorrower(s);
  const out = await as(s, token).post('/account/saveUserAccount', { ...WALLET, certify: true });
  assert.equal([out.code, out.data], [409, { bizStatus: 60 }]);
  assert.is(await accountNo(userId), '001234567890');
});

test('the session token alone changes nothing: a change needs the code sent to the phone', async () => {
  const { token, userId } = await certifiedBorrower(s);
  const out = await as(s, token).post('/account/saveUserAccount', WALLET);
  assert.equal([out.code, out.data], [400, { field: 'code' }]);
  assert.is(out.msg, 'Please enter the code we sent to your phone to change your account');
  assert.is(await accountNo(userId), '001234567890');
});

test('changeCode sends a code for purpose account to the borrower phone, with the sign-in limits', async () => {
  const { token, phone } = await certifiedBorrower(s);
  const api = as(s, token);
  assert.equal((await api.get('/account/changeCode')).data, { resendIn: 60 });
  assert.match(accountCode(s, phone), /^\d{4}$/);
  const again = await api.get('/account/changeCode');
  assert.is(again.code, 429);
  assert.ok(again.data.retryAfter > 0);
});

test('changeCode is for certified borrowers only', async () => {
  const { token, userId } = await certifiedBorrower(s);
  await s.db.updateTable('app_user').set({ biz_status: 40 }).where('id', '=', userId).execute();
  assert.is((await as(s, token).get('/account/changeCode')).code, 409);
});

test('a wrong code counts; the fifth locks changes, and then even the right code is refused', async () => {
  const { token, userId, phone } = await certifiedBorrower(s);
  const api = as(s, token);
  await api.get('/account/changeCode');
  const right = accountCode(s, phone);
  const wrong = right === '0000' ? '1111' : '0000';
  const first = await api.post('/account/saveUserAccount', { ...WALLET, code: wrong });
  assert.equal([first.code, first.data], [400, { attemptsLeft: 4, field: 'code' }]);
  for (let i = 0; i < 3; i++) await api.post('/account/saveUserAccount', { ...WALLET, code: wrong });
  assert.is((await api.post('/account/saveUserAccount', { ...WALLET, code: wrong })).code, 423);
  assert.is((await api.post('/account/saveUserAccount', { ...WALLET, code: right })).code, 423);
  assert.is(await accountNo(userId), '001234567890');
});

test("a stranger's name is refused at the holder field before the code is used; the borrower's own name then goes through", async () => {
  const { token, userId, phone } = await certifiedBorrower(s);
  const api = as(s, token);
  await api.get('/account/changeCode');
  const code = accountCode(s, phone);
  const stranger = await api.post('/account/saveUserAccount', { ...WALLET, accountName: 'Pedro Reyes', code });
  assert.equal([stranger.code, stranger.data], [400, { field: 'accountName' }]);
  assert.is(stranger.msg, 'The account must be in your own name, as on your verified ID');
  assert.is(await accountNo(userId), '001234567890');
  const own = await api.post('/account/saveUserAccount', { ...WALLET, accountName: 'BORROWER, TEST', code });
  assert.equal(own.data, { bizStatus: 60, appliesTo: 'now' });
  assert.is(await accountNo(userId), '09187654321');
  // A code is used once.
  assert.is((await api.post('/account/saveUserAccount', { ...WALLET, code })).code, 400);
});

test('the account view names the verified holder and what a change reaches', async () => {
  const { token } = await certifiedBorrower(s);
  const view = (await as(s, token).get('/account/userBandingAccount')).data;
  assert.equal([view.verifiedName, view.changeAppliesTo, view.held], ['Test Borrower', 'now', undefined]);
});

test('a loan under review, or whose payout bounced, is paid to the new account: the change applies now', async () => {
  const { token, phone } = await certifiedBorrower(s);
  const api = as(s, token);
  await api.post('/product/applyLoan', APPLY, 'key-0000001');
  for (const status of [10, 70]) {
    await s.db.updateTable('bill').set({ status }).execute();
    assert.is((await api.get('/account/userBandingAccount')).data.changeAppliesTo, 'now', String(status));
  }
  assert.equal((await changeAccount(s, token, phone, WALLET)).data, { bizStatus: 60, appliesTo: 'now' });
});

test('once a loan is approved its account is fixed: a change then applies to the next loan', async () => {
  const { token, phone } = await certifiedBorrower(s);
  const api = as(s, token);
  await api.post('/product/applyLoan', APPLY, 'key-0000001');
  for (const status of [20, 40, 50]) {
    await s.db.updateTable('bill').set({ status, disbursed_at: s.clock.now(), due_date: s.clock.now() }).execute();
    assert.is((await api.get('/account/userBandingAccount')).data.changeAppliesTo, 'nextLoan', String(status));
  }
  assert.equal((await changeAccount(s, token, phone, WALLET)).data, { bizStatus: 60, appliesTo: 'nextLoan' });
  await s.db.updateTable('bill').set({ status: 30 }).execute();
  assert.is((await api.get('/account/userBandingAccount')).data.changeAppliesTo, 'now');
});

test('a number another borrower uses is held for the operator, not accepted; released it is saved, refused it is not', async () => {
  const other = await certifiedBorrower(s);
  await s.db
    .updateTable('bank_account')
    .set({ bank_code: 'GCASH', account_no: WALLET.accountNo })
    .where('user_id', '=', other.userId)
    .execute();
  const { token, userId, phone } = await certifiedBorrower(s);
  const held = await changeAccount(s, token, phone, WALLET);
  assert.equal(held.data, { bizStatus: 60, appliesTo: 'now', held: true });
  assert.is(await accountNo(userId), '001234567890');
  assert.equal((await as(s, token).get('/account/userBandingAccount')).data.held, {
    bankName: 'GCash',
    accountNo: '*******4321',
    accountName: 'Test Borrower',
  });

  const listed = await s.ops('accounts', 'held');
  assert.is(listed.code, 0);
  const row = listed.text.split('\n')[1].split('\t');
  assert.equal([row[1], row[2], row[3], row[6]], [String(userId), 'GCASH', '*******4321', String(other.userId)]);
  assert.not.ok(listed.text.includes(WALLET.accountNo), 'the full number is not printed');

  assert.equal(await s.ops('account', 'release', row[0]), { code: 0, text: `account change ${row[0]}: released` });
  assert.is(await accountNo(userId), WALLET.accountNo);
  assert.is((await s.ops('account', 'refuse', row[0])).code, 1, 'decided once');
  assert.is((await s.ops('accounts', 'held')).text, 'no account changes held');

  await s.clock.advance(61_000);
  await certifiedBorrower(s); // another borrower on 001234567890
  const again = await changeAccount(s, token, phone, { bankCode: 'BDO', accountNo: '001234567890', accountName: 'Test Borrower' });
  assert.is(again.data.held, true);
  const id = (await s.ops('accounts', 'held')).text.split('\n')[1].split('\t')[0];
  assert.equal(await s.ops('account', 'refuse', id), { code: 0, text: `account change ${id}: refused` });
  assert.is(await accountNo(userId), WALLET.accountNo);
  assert.is((await s.ops('account', 'release', '999')).code, 1);
});

const notices = async (token: string) =>
  ((await as(s, token).post('/user/msg/center')).data.messages as { kind: string; body: string }[]).filter(
    (m) => m.kind === 'accountChanged',
  );

test('the borrower is told of every change of the account on file in the message center, with the new account masked', async () => {
  const { token, phone } = await certifiedBorrower(s);
  await changeAccount(s, token, phone, WALLET);
  assert.equal(
    (await notices(token)).map((m) => m.body),
    ['Your payout account is now GCash ••••4321. If you did not make this change, contact us at once.'],
  );
  await as(s, token).post('/product/applyLoan', APPLY, 'key-0000001');
  await s.db.updateTable('bill').set({ status: 20 }).execute();
  await s.clock.advance(61_000);
  await changeAccount(s, token, phone, { bankCode: 'BDO', accountNo: '009876543210', accountName: 'Test Borrower' });
  assert.match((await notices(token))[0].body, 'From your next loan, your payout account is BDO Unibank ••••3210');
  assert.is((await notices(token)).length, 2);
});

test('a held change is told once the operator releases it, not while it waits or when refused', async () => {
  const other = await certifiedBorrower(s);
  await s.db.updateTable('bank_account').set({ account_no: WALLET.accountNo }).where('user_id', '=', other.userId).execute();
  const { token, phone } = await certifiedBorrower(s);
  await changeAccount(s, token, phone, WALLET);
  assert.is((await notices(token)).length, 0);
  const id = (await s.ops('accounts', 'held')).text.split('\n')[1].split('\t')[0];
  await s.ops('account', 'release', id);
  assert.equal(
    (await notices(token)).map((m) => m.body),
    ['Your payout account is now GCash ••••4321. If you did not make this change, contact us at once.'],
  );
});

test.run();
