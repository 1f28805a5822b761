import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DAY_MS } from '../../../server/time';
import { as, certifiedBorrower } from '../borrow/borrow-helpers';
import { startTestServer, type TestServer } from '../harness';
import { disbursedLoan } from './repay-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '0' });
});
test.after.each(() => s.close());

const body = (repayId: string, extra: Record<string, unknown> = {}) => ({
  repayId,
  kind: 'repay',
  amount: 100_000,
  channel: 'gcash',
  ...extra,
});

test('the same Idempotency-Key answers the same reference; another body with it is refused; no key is refused', async () => {
  const { api, repayId } = await disbursedLoan(s);
  const first = await api.post('/repay/code', body(repayId), 'pay-key-0001');
  assert.is(first.code, 200);
  assert.match(first.data.reference, /^PC[A-Z2-9]{10}$/);
  assert.is(first.data.amount, 100_000);
  assert.is(first.data.channel, 'gcash');
  assert.ok(first.data.expiresAt > s.clock.now());
  const again = await Promise.all([1, 2, 3].map(() => api.post('/repay/code', body(repayId), 'pay-key-0001')));
  for (const a of again) assert.equal(a.data, first.data);
  assert.is((await api.post('/repay/code', body(repayId, { amount: 100_001 }), 'pay-key-0001')).code, 409);
  assert.is((await api.post('/repay/code', body(repayId))).code, 400);
  const second = await api.post('/repay/code', body(repayId), 'pay-key-0002');
  assert.is.not(second.data.reference, first.data.reference, 'one reference per payment');
});

test('repay: 1 centavo up to the repayable; extend: exactly the fee plus the overdue fee', async () => {
  const { api, repayId } = await disbursedLoan(s);
  assert.is((await api.post('/repay/code', body(repayId, { amount: 503_500 }), 'k-full-0001')).code, 200);
  assert.is((await api.post('/repay/code', body(repayId, { amount: 503_501 }), 'k-over-0001')).code, 400);
  assert.is((await api.post('/repay/code', body(repayId, { amount: 0 }), 'k-zero-0001')).code, 400);
  assert.is((await api.post('/repay/code', body(repayId, { kind: 'extend', amount: 9_999 }), 'k-ext-00001')).code, 400);
  assert.is((await api.post('/repay/code', body(repayId, { kind: 'extend', amount: 10_000 }), 'k-ext-00002')).code, 200);
  await s.clock.advance(10 * DAY_MS);
  const d = (await api.get(`/repay/detail/${repayId}`)).data;
  assert.is((await api.post('/repay/code', body(repayId, { kind: 'extend', amount: 10_000 }), 'k-ext-00003')).code, 400);
  assert.is((await api.post('/repay/code', body(repayId, { kind: 'extend', amount: 10_000 + d.overdueFee }), 'k-ext-00004')).code, 200);
});

test('coupons: own, unused and unexpired only; the code then asks at most the repayable less the coupon', async () => {
  const { api, repayId, userId } = await disbursedLoan(s);
  const stranger = await certifiedBorrower(s);
  const now = s.clock.now();
  const add = async (user: number, expire: number, used: number | null = null) =>
    String(
      (
        await s.db
          .insertInto('coupon')
          .values({ user_id: user, kind: `k${Math.random()}`, amount: 5_000, created_at: now, expire_time: expire, used_at: used })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const mine = await add(userId, now + DAY_MS);
  assert.is((await api.post('/repay/code', body(repayId, { couponId: await add(stranger.userId, now + DAY_MS) }), 'k-c-000001')).code, 409);
  assert.is((await api.post('/repay/code', body(repayId, { couponId: await add(userId, now - 1) }), 'k-c-000002')).code, 409);
  assert.is((await api.post('/repay/code', body(repayId, { couponId: await add(userId, now + DAY_MS, now) }), 'k-c-000003')).code, 409);
  assert.is((await api.post('/repay/code', body(repayId, { couponId: mine, amount: 498_501 }), 'k-c-000004')).code, 400);
  assert.is((await api.post('/repay/code', body(repayId, { couponId: mine, amount: 498_500 }), 'k-c-000005')).code, 200);
  assert.is((await api.post('/repay/code', body(repayId, { couponId: mine, kind: 'extend', amount: 10_000 }), 'k-c-000006')).code, 409);
});

test("a reference for someone else's bill is refused, and nothing about it leaks", async () => {
  const { repayId } = await disbursedLoan(s);
  const other = as(s, (await certifiedBorrower(s)).token);
  const r = await other.post('/repay/code', body(repayId), 'k-other-001');
  assert.is(r.code, 404);
  assert.is(r.data, null);
  assert.is((await s.call('POST', '/api/user/repay/code', body(repayId), { 'Idempotency-Key': 'k-anon-0001' })).code, 401);
});

test.run();
