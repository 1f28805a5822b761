import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../harness';
import { disbursedLoan } from './repay-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '0' });
});
test.after.each(() => s.close());

const ops = (...argv: string[]) => s.ops(...argv);

test('ops pay to an unknown reference exits non-zero, says so, and books nothing', async () => {
  const { api, repayId } = await disbursedLoan(s);
  const before = await s.db.selectFrom('bill_ledger').selectAll().execute();
  const r = await ops('pay', 'PCNOSUCHREF2', '150000');
  assert.is(r.code, 1);
  assert.match(r.text, 'no payment reference PCNOSUCHREF2');
  assert.equal(await s.db.selectFrom('pay_event').selectAll().execute(), [], 'no event recorded');
  assert.equal(await s.db.selectFrom('bill_ledger').selectAll().execute(), before);
  assert.is((await api.get(`/repay/detail/${repayId}`)).data.repayable, 503_500);
});

test('ops pay to a known reference (typed in lower case) books it through the callback path', async () => {
  const { api, repayId } = await disbursedLoan(s);
  const ref = (await api.post('/repay/code', { repayId, kind: 'repay', amount: 100_000, channel: 'otc' }, 'ops-pay-key-1')).data.reference;
  const r = await ops('pay', ref.toLowerCase(), '100000');
  assert.is(r.code, 0, r.text);
  assert.equal(JSON.parse(r.text), { ok: true });
  assert.is((await api.get(`/repay/detail/${repayId}`)).data.repayable, 403_500);
  assert.equal(
    (await s.db.selectFrom('pay_event').select(['source', 'amount']).execute()).map((e) => [e.source, e.amount]),
    [['ops', 100_000]],
  );
});

test('ops pay after the development clock moved ahead stamps the payment in real time, as a gateway does, and books it', async () => {
  const { api, repayId } = await disbursedLoan(s);
  const ref = (await api.post('/repay/code', { repayId, kind: 'repay', amount: 100_000, channel: 'otc' }, 'ops-pay-key-2')).data.reference;
  assert.is((await ops('clock', '+10d')).code, 0);
  const r = await ops('pay', ref, '100000');
  assert.is(r.code, 0, r.text);
  const [event] = await s.db.selectFrom('pay_event').select(['paid_at', 'amount']).execute();
  assert.is(event.amount, 100_000);
  assert.ok(Math.abs(event.paid_at - s.clock.realNow()) < 60_000, 'real time, not the business clock');
});

test.run();
