import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../harness';
import { as, certifiedBorrower } from '../borrow/borrow-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '0' });
});
test.after.each(() => s.close());

const guide = {
  applyTotalAmount: 600_000,
  products: [
    { productCode: 'QUICK', productName: 'Quick Cash', productIcon: 'quick', productAmount: 600_000 },
    { productCode: 'FLEX', productName: 'Flex Loan', productIcon: 'flex', productAmount: 600_000 },
  ],
  couponAmount: 2_000,
  sumAmount: 1_200_000,
};

test('the guide offers the limit one settled loan would bring, the products that fit it and the coupon', async () => {
  const api = as(s, (await certifiedBorrower(s)).token);
  assert.equal((await api.get('/preorder/guidanceMsg')).data, guide);
});

test('Apply & Get Coupon gives one coupon, once; a second call answers the same coupon, marked as reserved before', async () => {
  const { token, userId } = await certifiedBorrower(s);
  const api = as(s, token);
  const first = await api.post('/preorder/guidance/apply', { applyTotalAmount: 600_000, products: ['QUICK', 'FLEX'] });
  assert.is(first.code, 200, first.msg);
  assert.type(first.data.couponId, 'string');
  assert.is(first.data.alreadyReserved, undefined);
  const again = await api.post('/preorder/guidance/apply', { applyTotalAmount: 300_000, products: ['QUICK'] });
  // Said as it is: the coupon was given at the first reservation, not now.
  assert.equal(again.data, { couponId: first.data.couponId, alreadyReserved: true });
  const coupons = await s.db.selectFrom('coupon').selectAll().where('kind', '=', 'preorder').execute();
  assert.equal(
    coupons.map((c) => [String(c.id), c.user_id, c.amount, c.expire_time - c.created_at]),
    [[first.data.couponId, userId, 2_000, 30 * 86_400_000]],
  );
});

test('parallel taps still give one coupon', async () => {
  const api = as(s, (await certifiedBorrower(s)).token);
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => api.post('/preorder/guidance/apply', { applyTotalAmount: 600_000, products: ['QUICK'] })),
  );
  assert.is(new Set(answers.map((a) => `${a.code} ${a.data?.couponId}`)).size, 1);
  assert.is((await s.db.selectFrom('coupon').selectAll().where('kind', '=', 'preorder').execute()).length, 1);
});

test('products not in the guide, an amount above it, or an uncertified borrower are refused; nothing is given', async () => {
  const { token, userId } = await certifiedBorrower(s);
  const api = as(s, token);
  assert.match(
    (await api.post('/preorder/guidance/apply', { applyTotalAmount: 600_000, products: ['NOPE'] })).msg,
    'choose products from the loan guide',
  );
  assert.is((await api.post('/preorder/guidance/apply', { applyTotalAmount: 600_000, products: [] })).code, 400);
  assert.is(
    (await api.post('/preorder/guidance/apply', { applyTotalAmount: 600_100, products: ['QUICK'] })).msg,
    'The amount must be from ₱1,000.00 to ₱6,000.00',
  );
  assert.is((await api.post('/preorder/guidance/apply', { applyTotalAmount: 150_000, products: ['FLEX'] })).code, 400);
  await s.db.updateTable('app_user').set({ biz_status: 50 }).where('id', '=', userId).execute();
  assert.is((await api.post('/preorder/guidance/apply', { applyTotalAmount: 600_000, products: ['QUICK'] })).code, 409);
  assert.is((await s.db.selectFrom('coupon').selectAll().execute()).length, 0);
});

test.run();
