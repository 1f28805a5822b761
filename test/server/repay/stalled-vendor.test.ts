import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { PaymentOrder, PayProvider } from '../../../server/pay/pay-provider';
import { createRepayCode, expireAbandonedReferences } from '../../../server/repay/code-service';
import { MINUTE_MS } from '../../../server/time';
import { startTestServer, type TestServer } from '../harness';
import { deliver, disbursedLoan, paid } from './repay-helpers';

/** A gateway that answers at once until `stall()`, then holds every call until `release()` (or throws once when told to). */
function gatewayOnALeash() {
  const orders: PaymentOrder[] = [];
  let gate: Promise<void> | null = null;
  let open = () => {};
  let failNext = false;
  const pay: PayProvider = {
    async createPayment(o) {
      orders.push(o);
      if (failNext) {
        failNext = false;
        throw new Error('gateway down');
      }
      if (gate) await gate;
      return { payCode: `PAY-${o.reference}`, checkoutUrl: null, bank: null };
    },
  };
  return {
    pay,
    orders,
    stall: () => {
      gate = new Promise((r) => (open = r));
    },
    release: () => {
      gate = null;
      open();
    },
    failOnce: () => {
      failNext = true;
    },
  };
}

let s: TestServer;
let gw: ReturnType<typeof gatewayOnALeash>;
test.before.each(async () => {
  gw = gatewayOnALeash();
  s = await startTestServer({ AUTO_DECIDE_MS: '0' }, { pay: gw.pay });
});
test.after.each(() => s.close());

const codeBody = (repayId: string, amount = 100_000) => ({ repayId, kind: 'repay', amount, channel: 'gcash' });
const rows = () => s.db.selectFrom('repay_code').selectAll().execute();
/** Milliseconds `fn` takes. */
async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const r = await fn();
  return [performance.now() - t0, r];
}
/** Resolves once the gateway has been asked `n` times. */
async function gatewayAsked(n: number) {
  while (gw.orders.length < n) await new Promise((r) => setTimeout(r, 5));
}

test('a stalled gateway does not stall the API: sign-in codes, creditInfo and callbacks answer in normal time', async () => {
  const other = await disbursedLoan(s);
  const otherRef = (await other.api.post('/repay/code', codeBody(other.repayId), 'other-key-01')).data.reference;
  const { api, repayId } = await disbursedLoan(s);
  gw.stall();
  // Whatever happens below, the gateway answers after 3 s: a frozen API then shows as slow, not as a hang.
  const unstick = setTimeout(gw.release, 3000);
  try {
    const pending = api.post('/repay/code', codeBody(repayId), 'slow-key-0001');
    await gatewayAsked(2);
    const [sendMs, sent] = await timed(() => s.call('POST', '/api/user/login/otp?phone=09179990001&type=1', {}, { 'Device-Id': 'd-9' }));
    assert.is(sent.code, 200, sent.msg);
    const [creditMs, credit] = await timed(() => other.api.get('/credit/creditInfo'));
    assert.is(credit.code, 200);
    const [callbackMs, cb] = await timed(() => deliver(s, paid(otherRef, 100_000)));
    assert.equal(cb, { status: 200, body: { ok: true } });
    for (const [what, ms] of [
      ['sign-in code', sendMs],
      ['creditInfo', creditMs],
      ['callback', callbackMs],
    ] as const)
      assert.ok(ms < 1000, `${what} took ${Math.round(ms)} ms while the gateway was stalled`);
    gw.release();
    const answer = await pending;
    assert.is(answer.code, 200, answer.msg);
    assert.is(answer.data.reference, gw.orders[1].reference);
  } finally {
    clearTimeout(unstick);
    gw.release();
  }
});

test('the same key while the gateway is stalled waits for the first request: one reference, one gateway call', async () => {
  const { api, repayId } = await disbursedLoan(s);
  gw.stall();
  const answers = Promise.all([1, 2, 3].map(() => api.post('/repay/code', codeBody(repayId), 'same-key-0001')));
  await gatewayAsked(1);
  await new Promise((r) => setTimeout(r, 50));
  gw.release();
  const [a, b, c] = await answers;
  assert.is(a.code, 200, a.msg);
  assert.equal(b.data, a.data);
  assert.equal(c.data, a.data);
  assert.is(gw.orders.length, 1);
  assert.is((await rows()).length, 1);
  assert.is((await rows())[0].pay_code, `PAY-${a.data.reference}`);
});

test('a gateway failure leaves the reservation: the same key again completes that one reference', async () => {
  const { api, repayId } = await disbursedLoan(s);
  gw.failOnce();
  const first = await api.post('/repay/code', codeBody(repayId), 'retry-key-001');
  assert.is(first.code, 503);
  const [reserved] = await rows();
  assert.is(reserved.pay_code, '', 'reserved, not yet registered');
  // The public page knows nothing of a reference the borrower was never given.
  assert.is((await s.call('GET', `/api/user/repay/code/${reserved.reference}`)).code, 404);
  const again = await api.post('/repay/code', codeBody(repayId), 'retry-key-001');
  assert.is(again.code, 200, again.msg);
  assert.is(again.data.reference, reserved.reference);
  assert.equal(
    gw.orders.map((o) => o.reference),
    [reserved.reference, reserved.reference],
    'the gateway is asked again for the same reference',
  );
  assert.is((await rows()).length, 1);
  assert.is((await rows())[0].pay_code, `PAY-${reserved.reference}`);
});

test('a reservation nobody completed is expired by the sweep; the same key then asks for a new tap', async () => {
  const { api, repayId } = await disbursedLoan(s);
  gw.failOnce();
  assert.is((await api.post('/repay/code', codeBody(repayId), 'crash-key-001')).code, 503);
  assert.is(await expireAbandonedReferences(s.db, s.clock.realNow()), 0, 'a fresh reservation is left to its request');
  await s.clock.advance(15 * MINUTE_MS);
  assert.is(await expireAbandonedReferences(s.db, s.clock.realNow()), 1);
  const [row] = await rows();
  assert.ok(row.expires_at <= s.clock.realNow());
  const again = await api.post('/repay/code', codeBody(repayId), 'crash-key-001');
  assert.is(again.code, 410);
  assert.is(gw.orders.length, 1, 'an expired reference is not registered');
  // Money paid to it anyway still counts, flagged.
  assert.equal((await deliver(s, paid(row.reference, 100_000), { t: Math.floor(s.clock.realNow() / 1000) })).body, {
    ok: true,
    flagged: true,
  });
  assert.is((await api.get(`/repay/detail/${repayId}`)).data.repayable, 403_500);
});

test('a gateway that never answers: the borrower hears 503 after the time-out; its late answer is still recorded', async () => {
  const { repayId, userId } = await disbursedLoan(s);
  gw.stall();
  const clocks = { now: s.clock.now(), realNow: s.clock.realNow() };
  const make = () =>
    createRepayCode(
      s.db,
      { config: s.config, pay: gw.pay, gatewayTimeoutMs: 100 },
      userId,
      'mute-key-0001',
      codeBody(repayId) as never,
      clocks,
    );
  const [ms, refused] = await timed(() => make().catch((e) => e));
  assert.is(refused.code, 503);
  assert.ok(ms < 1000, `answered after ${Math.round(ms)} ms`);
  gw.release();
  await new Promise((r) => setTimeout(r, 50));
  const [row] = await rows();
  assert.is(row.pay_code, `PAY-${row.reference}`);
  assert.is((await make()).reference, row.reference);
  assert.is(gw.orders.length, 1);
});

test.run();
