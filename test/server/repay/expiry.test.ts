import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DAY_MS, HOUR_MS } from '../../../server/time';
import { startTestServer, type TestServer } from '../harness';
import { deliver, disbursedLoan, paid } from './repay-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '0' });
});
test.after.each(() => s.close());

/** Delivers at the server's real time (tests move it). */
const deliverNow = (event: Record<string, unknown>) => deliver(s, event, { t: Math.floor(s.clock.realNow() / 1000) });
const codeFor = async (api: Awaited<ReturnType<typeof disbursedLoan>>['api'], repayId: string, extra = {}) => {
  const r = await api.post('/repay/code', { repayId, kind: 'repay', amount: 100_000, channel: 'otc', ...extra }, `k-${Math.random()}`);
  if (r.code !== 200) throw new Error(r.msg);
  return r.data as { reference: string; expiresAt: number };
};

test('a coupon that expired (business clock) before the payment arrived is not waived; the payment counts whole', async () => {
  const { api, repayId, userId } = await disbursedLoan(s);
  const now = s.clock.now();
  const c = await s.db
    .insertInto('coupon')
    .values({ user_id: userId, kind: 'certification', amount: 5_000, created_at: now, expire_time: now + HOUR_MS, used_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { reference } = await codeFor(api, repayId, { couponId: String(c.id) });
  await s.clock.advanceBusiness(2 * HOUR_MS);
  assert.equal((await deliverNow(paid(reference, 100_000))).body, { ok: true });
  const d = (await api.get(`/repay/detail/${repayId}`)).data;
  assert.equal([d.waived, d.repayable], [0, 503_500 - 100_000]);
  assert.equal(await s.db.selectFrom('coupon_waiver').selectAll().execute(), []);
  const coupon = await s.db.selectFrom('coupon').select('used_at').where('id', '=', c.id).executeTakeFirstOrThrow();
  assert.is(coupon.used_at, null, 'an expired coupon is not spent');
});

test('payment references expire on real time: the business clock neither ages them nor stretches them', async () => {
  const { api, repayId } = await disbursedLoan(s);
  const early = await codeFor(api, repayId);
  await s.clock.advanceBusiness(3 * DAY_MS);
  assert.is((await s.call('GET', `/api/user/repay/code/${early.reference}`)).code, 200, 'still payable after `ops clock +3d`');
  assert.equal((await deliverNow(paid(early.reference, 100_000))).body, { ok: true }, 'paid in time: not flagged');
  const late = await codeFor(api, repayId);
  assert.ok(Math.abs(late.expiresAt - (s.clock.realNow() + DAY_MS)) < 5_000, 'valid a day of real time, wherever the business clock is');
});

test('an expired reference: the public page says it expired; money paid to it still counts and is flagged', async () => {
  const { api, repayId } = await disbursedLoan(s);
  const { reference } = await codeFor(api, repayId);
  await s.clock.advance(DAY_MS + 1000);
  const lookup = await s.call('GET', `/api/user/repay/code/${reference}`);
  assert.is(lookup.code, 200);
  assert.is(lookup.data.state, 'expired');
  assert.equal((await deliverNow(paid(reference, 100_000))).body, { ok: true, flagged: true });
  assert.is((await api.get(`/repay/detail/${repayId}`)).data.repayable, 403_500);
  const e = await s.db.selectFrom('pay_event').select(['applied', 'overpaid', 'flagged']).executeTakeFirstOrThrow();
  assert.equal(e, { applied: 100_000, overpaid: 0, flagged: 1 });
});

test.run();
