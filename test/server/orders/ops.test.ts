import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../harness';
import { APPLY, as, certifiedBorrower, changeAccount } from '../borrow/borrow-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '0' });
});
test.after.each(() => s.close());

const ops = (...argv: string[]) => s.ops(...argv);

async function applied() {
  const { token, userId, phone } = await certifiedBorrower(s);
  const api = as(s, token);
  const { borrowId } = (await api.post('/product/applyLoan', APPLY, 'key-0000001')).data;
  return { api, userId, phone, token, borrowId: String(borrowId) };
}

const statusIn = async () => (await s.db.selectFrom('bill').select('status').executeTakeFirstOrThrow()).status;

test('the usage names every bill command', async () => {
  const { text } = await ops();
  for (const c of ['bills [userId]', 'approve <borrowId>', 'reject <borrowId>', 'disburse <borrowId>', 'fail <borrowId>'])
    assert.match(text, c);
});

test('approve then disburse: the borrower sees the bill repaying, with its due date', async () => {
  const { api, borrowId } = await applied();
  assert.equal(await ops('approve', borrowId), { code: 0, text: `bill ${borrowId}: now 20 approved` });
  const disbursed = await ops('disburse', borrowId);
  assert.is(disbursed.code, 0);
  assert.match(
    disbursed.text,
    new RegExp(`^bill ${borrowId}: now 40 repaying\nsent to BDO Unibank \\*{8}7890 \\(Test Borrower\\) at 20\\d\\d-`),
  );
  const bill = (await api.get('/borrow/bill?borrowType=0')).data.details[0];
  assert.is(bill.borrowStatus, 40);
  assert.ok(bill.dueDate > Date.now());
});

test('fail, then the borrower retries, then disburse; reject closes a bill into the completed list', async () => {
  const { api, borrowId, token, phone } = await applied();
  await ops('approve', borrowId);
  assert.is((await ops('fail', borrowId)).code, 0);
  assert.equal((await api.get('/borrow/borrowStatus')).data.borrowStatus, 70);
  await s.clock.advance(1000);
  await changeAccount(s, token, phone, { bankCode: 'BDO', accountNo: '009876543210', accountName: 'Test Borrower' });
  assert.equal((await api.post('/borrow/failBorrowHandler', { borrowId })).data, { borrowStatus: 20 });
  assert.is((await ops('disburse', borrowId)).code, 0);
  const other = await applied();
  assert.equal(await ops('reject', other.borrowId), { code: 0, text: `bill ${other.borrowId}: now 60 rejected` });
  assert.equal(
    (await other.api.get('/borrow/bill?borrowType=1')).data.details.map((b: { borrowStatus: number }) => b.borrowStatus),
    [60],
  );
});

test('an impossible move is refused and changes nothing', async () => {
  const { borrowId } = await applied();
  const early = await ops('disburse', borrowId);
  assert.equal(early, { code: 1, text: `error: cannot disburse bill ${borrowId}: it is 10 under review` });
  await ops('reject', borrowId);
  assert.equal(await ops('disburse', borrowId), { code: 1, text: `error: cannot disburse bill ${borrowId}: it is 60 rejected` });
  assert.is((await ops('approve', borrowId)).code, 1);
  assert.is(await statusIn(), 60);
  assert.is((await s.db.selectFrom('bill_event').selectAll().execute()).length, 2);
});

test('bad arguments get a clear message and change nothing', async () => {
  const { borrowId } = await applied();
  assert.equal(await ops('approve'), {
    code: 1,
    text: 'error: approve needs one bill id (a whole number), e.g. `approve 12`; `bills` lists them',
  });
  assert.is((await ops('approve', 'abc')).code, 1);
  assert.is((await ops('approve', '-1')).code, 1);
  assert.is((await ops('approve', borrowId, 'extra')).code, 1);
  assert.equal(await ops('approve', '999'), { code: 1, text: 'error: Order not found' });
  assert.is((await ops('bills', 'abc')).code, 1);
  assert.is(await statusIn(), 10);
});

test("bills lists every bill or one borrower's", async () => {
  const a = await applied();
  const b = await applied();
  const all = await ops('bills');
  assert.is(all.code, 0);
  assert.match(all.text, /^borrowId\tuserId\tstatus\tproduct\tamount\tterm\trepayable/);
  assert.match(all.text, new RegExp(`\\n${b.borrowId}\\t${b.userId}\\t10 under review\\tQUICK\\t500000\\t7\\t503500\\t`));
  assert.match(all.text, '2 bill(s)');
  const one = await ops('bills', String(a.userId));
  assert.match(one.text, '1 bill(s)');
  assert.match(one.text, new RegExp(`\\n${a.borrowId}\\t${a.userId}\\t`));
});

test.run();
