import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { settleBill } from '../../../server/borrow/settle';
import { grownLimit, nextGrowth } from '../../../server/credit/credit-rule';
import { DAY_MS } from '../../../server/time';
import { startTestServer, type TestServer } from '../harness';
import { APPLY, as, certifiedBorrower } from './borrow-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '0' });
});
test.after.each(() => s.close());

const bills = () => s.db.selectFrom('bill').selectAll().execute();

const growth = () => ({ nextGrowth: 100_000, limitCap: s.config.maxAmount }); // CREDIT_GROWTH's default, MAX_AMOUNT

test('the open bill is drawn from the limit', async () => {
  const api = as(s, (await certifiedBorrower(s)).token);
  assert.equal((await api.get('/credit/creditInfo')).data, { creditLimit: 500_000, availableLimit: 500_000, locked: false, ...growth() });
  await api.post('/product/applyLoan', { ...APPLY, amount: 300_000 }, 'key-0000001');
  assert.equal((await api.get('/credit/creditInfo')).data, { creditLimit: 500_000, availableLimit: 200_000, locked: false, ...growth() });
});

test('an amount above the available limit is refused and nothing is stored', async () => {
  const api = as(s, (await certifiedBorrower(s)).token);
  const r = await api.post('/product/applyLoan', { ...APPLY, amount: 500_100 }, 'key-0000001');
  assert.is(r.code, 409);
  assert.is(r.msg, 'The amount is above your available credit limit of ₱5,000.00');
  assert.is((await bills()).length, 0);
  assert.is((await api.post('/product/applyLoan', { ...APPLY, amount: 500_000 }, 'key-0000002')).code, 200);
});

test("an overdue bill locks the limit: creditInfo says so and applying answers spec section 8's message", async () => {
  const api = as(s, (await certifiedBorrower(s)).token);
  await api.post('/product/applyLoan', APPLY, 'key-0000001');
  await s.db
    .updateTable('bill')
    .set({ status: 40, disbursed_at: s.clock.now(), due_date: s.clock.now() + DAY_MS })
    .execute();
  assert.equal((await api.get('/credit/creditInfo')).data.locked, false);
  await s.clock.advance(2 * DAY_MS);
  assert.equal((await api.get('/credit/creditInfo')).data, { creditLimit: 500_000, availableLimit: 0, locked: true, ...growth() });
  const r = await api.post('/product/applyLoan', APPLY, 'key-0000002');
  assert.is(r.code, 409);
  assert.is(r.msg, 'Your order is overdue and your credit limit has been locked. Please repay in time.');
  assert.equal((await api.get('/product/productList/V2/1')).data, []);
});

test('a settled loan grows the limit by CREDIT_GROWTH, never past MAX_AMOUNT', async () => {
  const { token, userId } = await certifiedBorrower(s);
  const api = as(s, token);
  await api.post('/product/applyLoan', APPLY, 'key-0000001');
  await s.db.updateTable('bill').set({ status: 40 }).execute();
  const [bill] = await bills();
  await s.db.transaction().execute((trx) => settleBill(trx, bill, 'pay', s.clock.now(), s.config));
  assert.equal((await api.get('/credit/creditInfo')).data, { creditLimit: 600_000, availableLimit: 600_000, locked: false, ...growth() });
  const limit = await s.db.selectFrom('credit_limit').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  assert.is(limit.rule, 'settled-growth-v1');
  assert.equal(
    (await api.get('/borrow/bill?borrowType=1')).data.details.map((b: { borrowStatus: number }) => b.borrowStatus),
    [30],
  );
  // A settled bill cannot be settled again.
  const [settled] = await bills();
  try {
    await settleBill(s.db, settled, 'pay', s.clock.now(), s.config);
    assert.unreachable();
  } catch (e) {
    assert.is((e as { key?: string }).key, 'billTransition');
  }
  assert.is(grownLimit(5_950_000, { creditGrowth: 100_000, maxAmount: 6_000_000 }), 6_000_000);
  assert.is(grownLimit(6_000_000, { creditGrowth: 100_000, maxAmount: 6_000_000 }), 6_000_000);
  assert.is(grownLimit(500_000, { creditGrowth: 0, maxAmount: 6_000_000 }), 500_000);
});

test('creditInfo says what the next loan repaid in full adds: the growth, less near the cap, none at it or without a limit', async () => {
  const policy = { creditGrowth: 100_000, maxAmount: 6_000_000 };
  assert.is(nextGrowth(500_000, policy), 100_000);
  assert.is(nextGrowth(5_950_000, policy), 50_000);
  assert.is(nextGrowth(6_000_000, policy), 0);
  assert.is(nextGrowth(0, policy), 0);
  assert.is(nextGrowth(500_000, { ...policy, creditGrowth: 0 }), 0);
  const api = as(s, (await certifiedBorrower(s)).token);
  await s.db.updateTable('credit_limit').set({ credit_limit: s.config.maxAmount }).execute();
  assert.equal((await api.get('/credit/creditInfo')).data, {
    creditLimit: s.config.maxAmount,
    availableLimit: s.config.maxAmount,
    locked: false,
    nextGrowth: 0,
    limitCap: s.config.maxAmount,
  });
});

test('recommendations are capped at what is left of the limit', async () => {
  const api = as(s, (await certifiedBorrower(s)).token);
  const list = (await api.get('/product/productList/V2/1')).data;
  assert.equal(
    list.map((p: { productCode: string; productAmount: number }) => [p.productCode, p.productAmount]),
    [
      ['QUICK', 500_000],
      ['FLEX', 500_000],
    ],
  );
  await api.post('/product/applyLoan', { ...APPLY, amount: 350_000 }, 'key-0000001');
  // ₱1,500 left: Quick Cash (from ₱1,000) still fits, Flex Loan (from ₱2,000) does not.
  assert.equal(
    (await api.get('/product/productList/V2/1')).data.map((p: { productCode: string; productAmount: number }) => [
      p.productCode,
      p.productAmount,
    ]),
    [['QUICK', 150_000]],
  );
});

test.run();
