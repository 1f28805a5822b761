// PRODUCT.md "Clocks": moving the development clock (`ops clock +40d`) moves loan dates and
// penalties, never token or code expiry. Each test moves it through the operator command, which
// stores the offset the running app re-reads, as a developer does beside a running server.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sweepBills } from '../../server/borrow/policy';
import { createClock } from '../../server/clock';
import { runOps } from '../../server/ops/run';
import { DAY_MS } from '../../server/time';
import { startTestServer, type TestServer } from './harness';
import { disbursedLoan } from './repay/repay-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '0' });
});
test.after.each(() => s.close());

/** `ops clock +<days>d` from its own process (its own clock on the same database and real time). */
async function opsClockAhead(days: number) {
  const clock = await createClock(s.db, { production: false, realNow: s.clock.realNow });
  const code = await runOps({ config: s.config, db: s.db, clock, out: () => {} }, ['clock', `+${days}d`]);
  assert.is(code, 0);
}

test('a signed-in borrower stays signed in when the development clock moves 40 days', async () => {
  const { token } = await s.signIn('09171234567');
  await opsClockAhead(40);
  const info = await s.call('GET', '/api/user/credit/creditInfo', undefined, { Authentication: token });
  assert.is(info.code, 200, info.msg);
  assert.is(s.clock.offset(), 40 * DAY_MS, 'the app re-read the moved clock');
});

test('a sign-in code sent just before the move is still valid after it', async () => {
  const phone = '09171234568';
  assert.is((await s.call('POST', `/api/user/login/otp?phone=${phone}&type=1`, {})).code, 200);
  await opsClockAhead(40);
  const out = await s.call('POST', '/api/user/login/otpLoginCheck', { phone, code: s.lastCode(phone) });
  assert.is(out.code, 200, out.msg);
  assert.ok(out.data.token, 'a token is issued');
});

test('loan dates and penalties follow the moved clock: the bill goes overdue, the borrower still signed in', async () => {
  const { api, repayId } = await disbursedLoan(s);
  assert.is((await api.get(`/repay/detail/${repayId}`)).data.overdueDays, 0);
  await opsClockAhead(40);
  const d = (await api.get(`/repay/detail/${repayId}`)).data;
  assert.ok(d.overdueDays >= 32, `overdue days ${d.overdueDays}`);
  assert.ok(d.overdueFee > 0, 'the penalty accrues');
  await sweepBills(s.db, s.clock.now(), 0);
  assert.is((await api.get('/borrow/borrowStatus')).data.borrowStatus, 50);
});

test('the test clock: advance moves real time with business time, advanceBusiness only the offset', async () => {
  const real = s.clock.realNow();
  await s.clock.advance(DAY_MS);
  assert.ok(s.clock.realNow() - real >= DAY_MS);
  assert.is(s.clock.offset(), 0);
  await s.clock.advanceBusiness(DAY_MS);
  assert.is(s.clock.offset(), DAY_MS);
  assert.ok(Math.abs(s.clock.now() - s.clock.realNow() - DAY_MS) < 1_000);
});

test.run();
