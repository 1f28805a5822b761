import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../harness';
import { deliver, disbursedLoan, paid } from './repay-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '0' });
});
test.after.each(() => s.close());

/** The totals line of `ops bills`: received = applied + overpaid + unmatched. */
async function totals() {
  const r = await s.ops('bills');
  const m = /money: received (\d+) = applied (\d+) \+ overpaid (\d+) \+ unmatched (\d+)/.exec(r.text);
  assert.ok(m, r.text);
  const [received, applied, overpaid, unmatched] = m.slice(1).map(Number);
  assert.is(applied + overpaid + unmatched, received, 'the four totals agree');
  return { received, applied, overpaid, unmatched };
}

test('a payment to a reference nobody made is kept as unmatched money, listed by ops unmatched and counted in the totals', async () => {
  const { api, repayId } = await disbursedLoan(s);
  const event = paid('PCNOSUCHREF2', 150_000, 'evt-unknown-1');
  assert.equal(await deliver(s, event), { status: 200, body: { ok: true, flagged: true } });
  const r = await s.ops('unmatched');
  assert.is(r.code, 0);
  assert.match(r.text, /evt-unknown-1\tPCNOSUCHREF2\t150000/);
  assert.match(r.text, '1 unmatched: 150000 centavos');
  assert.equal(await totals(), { received: 150_000, applied: 0, overpaid: 0, unmatched: 150_000 });
  assert.is((await api.get(`/repay/detail/${repayId}`)).data.repayable, 503_500, 'nothing applied to any bill');
});

test('ops match applies unmatched money to a bill through the callback path, once: a second match is refused', async () => {
  const { api, repayId, billId } = await disbursedLoan(s);
  await deliver(s, paid('PCNOSUCHREF2', 150_000, 'evt-unknown-2'));
  const m = await s.ops('match', 'evt-unknown-2', String(billId));
  assert.is(m.code, 0, m.text);
  assert.equal(JSON.parse(m.text), { ok: true });
  assert.is((await api.get(`/repay/detail/${repayId}`)).data.repayable, 353_500);
  const again = await s.ops('match', 'evt-unknown-2', String(billId));
  assert.is(again.code, 1);
  assert.match(again.text, 'not unmatched');
  assert.is((await api.get(`/repay/detail/${repayId}`)).data.repayable, 353_500, 'applied once');
  assert.match((await s.ops('unmatched')).text, '0 unmatched: 0 centavos');
  assert.equal(await totals(), { received: 150_000, applied: 150_000, overpaid: 0, unmatched: 0 });
  const payments = (await api.get(`/repay/payments/${repayId}`)).data;
  assert.equal(
    payments.details.map((p: { reference: string; amount: number; kind: string }) => [p.reference, p.amount, p.kind]),
    [['PCNOSUCHREF2', 150_000, 'repay']],
  );
});

test('ops match refuses an unknown event or bill, and a matched payment that overpays a bill becomes a refund', async () => {
  const { api, repayId, billId } = await disbursedLoan(s);
  await deliver(s, paid('PCNOSUCHREF3', 600_000, 'evt-unknown-3'));
  assert.is((await s.ops('match', 'evt-nothing', String(billId))).code, 1);
  assert.is((await s.ops('match', 'evt-unknown-3', '9999')).code, 1);
  assert.is((await s.ops('match', 'evt-unknown-3')).code, 1);
  assert.is((await s.ops('match', 'evt-unknown-3', String(billId))).code, 0);
  assert.is((await api.get(`/repay/detail/${repayId}`)).data.repayable, 0);
  assert.equal(await totals(), { received: 600_000, applied: 503_500, overpaid: 96_500, unmatched: 0 });
  assert.match((await s.ops('refunds')).text, new RegExp(`\\t${billId}\\t\\d+\\t96500\\tpending`));
});

test('concurrent matches of one event apply it once', async () => {
  const { api, repayId, billId } = await disbursedLoan(s);
  await deliver(s, paid('PCNOSUCHREF4', 100_000, 'evt-unknown-4'));
  const runs = await Promise.all([1, 2, 3].map(() => s.ops('match', 'evt-unknown-4', String(billId))));
  assert.is(runs.filter((r) => r.code === 0).length, 1);
  assert.is((await api.get(`/repay/detail/${repayId}`)).data.repayable, 403_500);
});

test('ops pay with an unknown reference still refuses and books nothing', async () => {
  await disbursedLoan(s);
  assert.is((await s.ops('pay', 'PCNOSUCHREF5', '1000')).code, 1);
  assert.equal(await totals(), { received: 0, applied: 0, overpaid: 0, unmatched: 0 });
});

test.run();
