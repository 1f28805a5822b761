// Step four with a number another borrower already uses: the account waits for the operator's check,
// as a change of account does, and the borrower is not certified on it meanwhile. Released, it certifies
// them as saving it would have; refused, they give another account in their name.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ACCOUNT } from '../../support/borrower-fixtures';
import { certifiedBorrower } from '../borrow/borrow-helpers';
import { type Borrower, borrower, NO_LIMIT, walkTo } from '../certification/cert-helpers';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer();
});
test.after.each(() => s.close());

/** A borrower at step four (50) whose account number ACCOUNT's is already another borrower's. */
async function atStepFourOnAnothersNumber(): Promise<Borrower> {
  await certifiedBorrower(s); // on 001234567890, ACCOUNT's number
  const b = await borrower(s, '09179990001');
  await walkTo(s, b, 50);
  return b;
}
/** The same borrower having saved that account at step four: held, with the operator's id for it. */
async function heldAtStepFour(): Promise<{ b: Borrower; id: string }> {
  const b = await atStepFourOnAnothersNumber();
  await b.call('POST', '/account/saveUserAccount', { ...ACCOUNT, certify: true });
  return { b, id: (await s.ops('accounts', 'held')).text.split('\n')[1]!.split('\t')[0]! };
}
const status = async (b: Borrower) => (await b.call('GET', '/user/status')).data.bizStatus;
const limit = async (b: Borrower) => (await b.call('GET', '/credit/creditInfo')).data;
const ownAccount = { ...ACCOUNT, accountNo: '009876543210', certify: true };

test('the account waits for the check: the borrower stays at step four, with no limit and no account on file', async () => {
  const b = await atStepFourOnAnothersNumber();
  const out = await b.call('POST', '/account/saveUserAccount', { ...ACCOUNT, certify: true });
  assert.equal([out.code, out.data], [200, { bizStatus: 50, held: true }]);
  assert.is(await status(b), 50);
  assert.equal(await limit(b), NO_LIMIT);
  assert.equal((await b.call('GET', '/account/userBandingAccount')).data, {
    held: { bankName: 'BDO Unibank', accountNo: '********7890', accountName: ACCOUNT.accountName },
  });
  assert.match((await s.ops('accounts', 'held')).text, '1 change(s) held');
});

test('released, the account certifies the borrower and grants the limit, and they are told', async () => {
  const { b, id } = await heldAtStepFour();
  assert.equal(await s.ops('account', 'release', id), { code: 0, text: `account change ${id}: released` });
  assert.is(await status(b), 60);
  assert.ok((await limit(b)).creditLimit > 0, 'the starting limit is granted');
  assert.is((await b.call('GET', '/account/userBandingAccount')).data.accountNo, '********7890');
  const told = (await b.call('POST', '/user/msg/center')).data.messages.filter((m: { kind: string }) => m.kind === 'accountChanged');
  assert.is(told.length, 1);
});

test('refused, nothing is on file and the borrower certifies with another account in their name', async () => {
  const { b, id } = await heldAtStepFour();
  assert.equal(await s.ops('account', 'refuse', id), { code: 0, text: `account change ${id}: refused` });
  assert.is(await status(b), 50);
  assert.equal((await b.call('GET', '/account/userBandingAccount')).data, {});
  const own = await b.call('POST', '/account/saveUserAccount', ownAccount);
  assert.equal([own.code, own.data], [200, { bizStatus: 60 }]);
});

test('another account given while one waits replaces it: the waiting one is withdrawn, not released later', async () => {
  const { b, id } = await heldAtStepFour();
  const own = await b.call('POST', '/account/saveUserAccount', ownAccount);
  assert.equal(own.data, { bizStatus: 60 });
  assert.equal(await s.ops('account', 'release', id), { code: 1, text: `error: account change ${id} is already withdrawn` });
  assert.is((await b.call('GET', '/account/userBandingAccount')).data.accountNo, '********3210');
});

test.run();
