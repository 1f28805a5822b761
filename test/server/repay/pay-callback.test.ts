import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runOps } from '../../../server/ops/run';
import { DAY_MS } from '../../../server/time';
import { startTestServer, type TestServer } from '../harness';
import { deliver, disbursedLoan, paid } from './repay-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '0' });
});
test.after.each(() => s.close());

async function codeFor(api: Awaited<ReturnType<typeof disbursedLoan>>['api'], repayId: string, amount: number, kind = 'repay', extra = {}) {
  const r = await api.post('/repay/code', { repayId, kind, amount, channel: 'qrph', ...extra }, `k-${Math.random().toString(36).slice(2)}`);
  if (r.code !== 200) throw new Error(r.msg);
  return r.data.reference as string;
}
const ledger = () => s.db.selectFrom('bill_ledger').selectAll().executeTakeFirstOrThrow();
const billRow = () => s.db.selectFrom('bill').selectAll().executeTakeFirstOrThrow();

test('unsigned, mis-signed, wrong-key and stale callbacks get 401 and change nothing', async () => {
  const { api, repayId } = await disbursedLoan(s);
  const ref = await codeFor(api, repayId, 503_500);
  const now = Math.floor(Date.now() / 1000);
  assert.is((await deliver(s, paid(ref, 503_500), { header: null })).status, 401);
  assert.is((await deliver(s, paid(ref, 503_500), { header: `t=${now},v1=${'0'.repeat(64)}` })).status, 401);
  assert.is((await deliver(s, paid(ref, 503_500), { secret: 'not-the-secret' })).status, 401);
  // The exact 5-minute edge is tested on the verifier itself; here a margin keeps a slow run honest.
  assert.is((await deliver(s, paid(ref, 503_500), { t: now - 310 })).status, 401);
  assert.is((await deliver(s, paid(ref, 503_500), { t: now + 310 })).status, 401);
  assert.is((await billRow()).status, 40);
  assert.is((await s.db.selectFrom('pay_event').selectAll().execute()).length, 0);
});

test('a full payment settles the bill (30), unlocks and grows the limit; the same event again is a duplicate', async () => {
  const { api, repayId } = await disbursedLoan(s);
  const limit = (await api.get('/credit/creditInfo')).data.creditLimit;
  const ref = await codeFor(api, repayId, 503_500);
  const event = paid(ref, 503_500);
  assert.equal(await deliver(s, event), { status: 200, body: { ok: true } });
  assert.is((await billRow()).status, 30);
  assert.ok((await api.get('/credit/creditInfo')).data.creditLimit > limit);
  assert.equal(await deliver(s, event), { status: 200, body: { ok: true, duplicate: true } });
  assert.is((await ledger()).principal_paid, 500_000);
  assert.is((await api.get(`/repay/detail/${repayId}`)).data.repayable, 0);
});

test('the same event delivered twice at once applies once', async () => {
  const { api, repayId } = await disbursedLoan(s);
  const ref = await codeFor(api, repayId, 100_000);
  const event = paid(ref, 100_000);
  const answers = await Promise.all([deliver(s, event), deliver(s, event), deliver(s, event)]);
  assert.is(answers.filter((a) => a.body.duplicate).length, 2);
  assert.is(answers.filter((a) => a.status === 200).length, 3);
  const l = await ledger();
  assert.is(l.interest_paid + l.principal_paid, 100_000);
  assert.is((await api.get(`/repay/detail/${repayId}`)).data.repayable, 403_500);
});

test('a mismatched amount and a second payment of a reference are applied up to what is owed, the excess kept and flagged', async () => {
  const { api, repayId } = await disbursedLoan(s);
  const ref = await codeFor(api, repayId, 100_000);
  assert.equal((await deliver(s, paid(ref, 150_000))).body, { ok: true, flagged: true });
  assert.is((await api.get(`/repay/detail/${repayId}`)).data.repayable, 353_500);
  assert.equal((await deliver(s, paid(ref, 400_000))).body, { ok: true, flagged: true });
  const l = await ledger();
  assert.is(l.overpaid, 46_500);
  assert.is(l.flagged, 1);
  assert.is((await billRow()).status, 30);
  const events = await s.db.selectFrom('pay_event').select(['applied', 'overpaid', 'flagged']).orderBy('received_at').execute();
  assert.equal(
    events.map((e) => e.applied + e.overpaid),
    [150_000, 400_000],
    'money received always counts',
  );
  // A payment to a settled bill is all overpayment.
  assert.equal((await deliver(s, paid(ref, 1_000))).body, { ok: true, flagged: true });
  assert.is((await ledger()).overpaid, 47_500);
  const lines: string[] = [];
  await runOps({ config: s.config, db: s.db, clock: s.clock, out: (l) => lines.push(l) }, ['bills']);
  assert.match(lines[1], /FLAGGED overpaid 47500$/);
});

test('an overdue bill extended: the due date moves to today + the term, the bill repays again (40), the overdue fee is paid', async () => {
  const { api, repayId } = await disbursedLoan(s);
  // Only the business clock moves (as `ops clock +10d`): the gateway still signs in real time.
  await s.clock.advanceBusiness(10 * DAY_MS);
  const { sweepBills } = await import('../../../server/borrow/policy');
  await sweepBills(s.db, s.clock.now(), 0);
  const d = (await api.get(`/repay/detail/${repayId}`)).data;
  const ref = await codeFor(api, repayId, d.extensionFee + d.overdueFee, 'extend');
  assert.equal((await deliver(s, paid(ref, d.extensionFee + d.overdueFee))).body, { ok: true });
  const bill = await billRow();
  assert.is(bill.status, 40);
  assert.ok(Math.abs((bill.due_date as number) - (s.clock.now() + 7 * DAY_MS)) < 5_000);
  const after = (await api.get(`/repay/detail/${repayId}`)).data;
  assert.equal([after.overdueDays, after.overdueFee, after.repayable], [0, 0, 503_500]);
  assert.is((await api.get('/credit/creditInfo')).data.locked, false);
});

test('a coupon is taken off once and recorded as waived; ops pay takes the same path', async () => {
  const { api, repayId, userId } = await disbursedLoan(s);
  const now = s.clock.now();
  const c = await s.db
    .insertInto('coupon')
    .values({ user_id: userId, kind: 'certification', amount: 5_000, created_at: now, expire_time: now + DAY_MS, used_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ref = await codeFor(api, repayId, 100_000, 'repay', { couponId: String(c.id) });
  const lines: string[] = [];
  assert.is(await runOps({ config: s.config, db: s.db, clock: s.clock, out: (l) => lines.push(l) }, ['pay', ref, '100000']), 0);
  assert.equal(JSON.parse(lines[0]), { ok: true });
  const d = (await api.get(`/repay/detail/${repayId}`)).data;
  assert.is(d.waived, 5_000);
  assert.is(d.repayable, 503_500 - 5_000 - 100_000);
  assert.is(d.coupon, 0);
  assert.ok((await s.db.selectFrom('coupon').select('used_at').where('id', '=', c.id).executeTakeFirstOrThrow()).used_at);
  assert.equal(await s.db.selectFrom('coupon_waiver').select(['coupon_id', 'amount']).execute(), [{ coupon_id: c.id, amount: 5_000 }]);
  const list = (await api.get('/coupon/couponList')).data.details;
  assert.equal(
    list.map((x: { status: string }) => x.status),
    ['used'],
  );
  assert.is(await runOps({ config: s.config, db: s.db, clock: s.clock, out: (l) => lines.push(l) }, ['pay', 'PCNOSUCHREF', 'x']), 1);
});

test.run();
