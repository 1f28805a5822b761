import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readConfig } from '../../../server/config';
import { paymongoRefund } from '../../../server/pay/paymongo-refund';
import { startPaymongo, type PaymongoStandIn } from '../../support/providers/paymongo-stand-in';
import { startTestServer, type TestServer } from '../harness';
import { PRODUCTION_ENV } from '../production-env';
import { disbursedLoan } from './repay-helpers';

let pm: PaymongoStandIn;
let s: TestServer;
const env = (p: PaymongoStandIn) => ({
  AUTO_DECIDE_MS: '0',
  PAY_PROVIDER: 'paymongo',
  PAYMONGO_SECRET_KEY: p.secretKey,
  PAYMONGO_WEBHOOK_SECRET: p.webhookSecret,
  PAYMONGO_BASE_URL: p.baseUrl,
});
test.before.each(async () => {
  pm = await startPaymongo();
  s = await startTestServer(env(pm));
});
test.after.each(async () => {
  await s.close();
  await pm.close();
});

/** Delivers a stand-in event to the server's route as PayMongo posts it. */
async function post(e: { body: string; header: string }) {
  const res = await s.app.request('/api/pay/paymongo', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Paymongo-Signature': e.header },
    body: e.body,
  });
  return { status: res.status, body: await res.json() };
}
const billRow = () => s.db.selectFrom('bill').selectAll().executeTakeFirstOrThrow();
async function code(channel: string, amount = 503_500) {
  const { api, repayId } = await disbursedLoan(s);
  const r = await api.post('/repay/code', { repayId, kind: 'repay', amount, channel }, `k-${Math.random()}`);
  assert.is(r.code, 200, r.msg);
  const intent = [...pm.intents.values()].at(-1)!;
  return { api, repayId, reference: r.data.reference as string, answer: r.data, intent };
}

test('GCash: the code is a Payment Intent for the amount with the authorisation page; a signed payment.paid settles the bill', async () => {
  const { intent, reference, answer } = await code('gcash');
  assert.equal([intent.amount, intent.allowed, intent.method, intent.metadata.reference], [503_500, ['gcash'], 'gcash', reference]);
  const row = await s.db.selectFrom('paymongo_intent').selectAll().executeTakeFirstOrThrow();
  assert.equal([answer.checkoutUrl, answer.payCode], [`${pm.baseUrl}/authorize/${intent.id}`, reference], 'the page the app opens');
  assert.is(row.reference, answer.reference);
  const e = pm.event(intent.id);
  assert.equal(await post(e), { status: 200, body: { ok: true } });
  assert.is((await billRow()).status, 30);
  const events = await s.db.selectFrom('pay_event').selectAll().execute();
  assert.equal(
    events.map((x) => [x.event_id, x.reference, x.amount, x.source]),
    [[e.paymentId, reference, 503_500, 'paymongo']],
  );
  assert.equal(await post(e), { status: 200, body: { ok: true, duplicate: true } }, 'a replay counts once');
});

test('Maya goes to PayMongo as paymaya, and QR Ph answers the QR image from PayMongo, not one drawn from our reference', async () => {
  const maya = await code('maya');
  assert.equal(maya.intent.allowed, ['paymaya']);
  await s.close();
  s = await startTestServer(env(pm));
  const qr = await code('qrph');
  assert.equal(qr.intent.allowed, ['qrph']);
  const row = await s.db.selectFrom('paymongo_intent').selectAll().where('reference', '=', qr.reference).executeTakeFirstOrThrow();
  assert.equal([row.pay_code, row.checkout_url], [pm.qrImage, null]);
  assert.equal([qr.answer.payCode, qr.answer.checkoutUrl ?? null], [pm.qrImage, null], 'the QR PayMongo drew');
});

test('asking again with the same key answers the same intent; PayMongo is not asked twice', async () => {
  const { api, repayId } = await disbursedLoan(s);
  const body = { repayId, kind: 'repay', amount: 503_500, channel: 'gcash' };
  const a = await api.post('/repay/code', body, 'same-key');
  const b = await api.post('/repay/code', body, 'same-key');
  assert.is(a.data.reference, b.data.reference);
  assert.is(pm.intents.size, 1);
});

test('channels PayMongo does not take are refused before anything is made', async () => {
  const { api, repayId } = await disbursedLoan(s);
  const r = await api.post('/repay/code', { repayId, kind: 'repay', amount: 503_500, channel: 'seven_eleven' }, 'key-for-seven-eleven');
  assert.equal([r.code, r.msg], [400, 'You cannot pay this way at the moment. Please choose another way to pay']);
  assert.is(pm.intents.size, 0);
  assert.is((await s.db.selectFrom('repay_code').selectAll().execute()).length, 0);
  assert.equal(
    (await s.call('GET', '/api/user/public/appConfig')).data.payChannels,
    ['gcash', 'maya', 'qrph'],
    'the app is told which to offer',
  );
});

test('a stale, tampered, unsigned or test-mode-in-live event is refused with 401 and books nothing', async () => {
  const { intent } = await code('gcash');
  assert.is((await post(pm.event(intent.id, { skewSeconds: -400 }))).status, 401, 'stale');
  assert.is((await post(pm.event(intent.id, { skewSeconds: 400 }))).status, 401, 'from the future');
  assert.is((await post(pm.event(intent.id, { tamper: (b) => b.replace('503500', '903500') }))).status, 401, 'tampered');
  assert.is((await post({ ...pm.event(intent.id), header: '' })).status, 401, 'unsigned');
  // The same server in live mode: a test event carries only `te`, which live never reads.
  await s.close();
  const live = await startPaymongo({ mode: 'live' });
  s = await startTestServer({ ...env(live), PAYMONGO_WEBHOOK_SECRET: pm.webhookSecret });
  assert.is(s.config.paymongo?.mode, 'live');
  assert.is((await post(pm.event(intent.id, { mode: 'test' }))).status, 401, 'test mode in live');
  assert.is((await s.db.selectFrom('pay_event').selectAll().execute()).length, 0);
  await live.close();
});

test('payment.failed moves no money and the borrower may pay again', async () => {
  const { intent } = await code('gcash');
  assert.equal(await post(pm.event(intent.id, { type: 'payment.failed' })), { status: 200, body: { ok: true } });
  assert.is((await s.db.selectFrom('pay_event').selectAll().execute()).length, 0);
  assert.is((await s.db.selectFrom('paymongo_intent').select('status').executeTakeFirstOrThrow()).status, 'failed');
  assert.equal(await post(pm.event(intent.id)), { status: 200, body: { ok: true } });
  assert.is((await billRow()).status, 30);
});

test('money beyond the bill is counted and flagged; money for an intent we never made is kept as unmatched money', async () => {
  const { intent } = await code('gcash', 100_000);
  assert.equal(await post(pm.event(intent.id, { amount: 600_000 })), { status: 200, body: { ok: true, flagged: true } });
  const ev = (await s.db.selectFrom('pay_event').selectAll().execute())[0];
  assert.is(ev.applied + ev.overpaid, 600_000);
  pm.intents.set('pi_stranger', { ...intent, id: 'pi_stranger' });
  assert.equal(await post(pm.event('pi_stranger')), { status: 200, body: { ok: true, flagged: true } });
  const kept = await s.db.selectFrom('pay_event').selectAll().where('reference', '=', 'PAYMONGO-pi_stranger').executeTakeFirstOrThrow();
  assert.equal([kept.applied, kept.amount], [0, 100_000]);
  assert.match((await s.ops('unmatched')).text, 'PAYMONGO-pi_stranger', 'listed as unmatched money for the operator');
});

test('an intent unpaid past its reference expiry is cancelled at PayMongo when the next code is asked for', async () => {
  const first = await code('gcash', 100_000);
  // Its reference's expiry passes (real time): written directly, as the client's envelope follows the machine's clock.
  await s.db
    .updateTable('paymongo_intent')
    .set({ expires_at: s.clock.realNow() - 1 })
    .execute();
  const r = await first.api.post(
    '/repay/code',
    { repayId: first.repayId, kind: 'repay', amount: 100_000, channel: 'qrph' },
    'key-for-the-next-code',
  );
  assert.is(r.code, 200, r.msg);
  assert.is(pm.intents.get(first.intent.id)?.status, 'cancelled');
  const rows = await s.db.selectFrom('paymongo_intent').select(['intent_id', 'status']).execute();
  assert.equal(rows.find((x) => x.intent_id === first.intent.id)?.status, 'cancelled');
});

test('an overpayment goes back through the PayMongo refund API, by the payment it came with', async () => {
  const { intent } = await code('gcash', 100_000);
  const e = pm.event(intent.id, { amount: 600_000 });
  await post(e);
  const ev = await s.db.selectFrom('pay_event').selectAll().executeTakeFirstOrThrow();
  const refund = await paymongoRefund(s.config.paymongo!, ev.event_id, ev.overpaid, 'Overpayment', '7');
  assert.equal(pm.refunds, [
    {
      id: refund.id,
      amount: ev.overpaid,
      payment_id: e.paymentId,
      reason: 'others',
      notes: 'Refund 7: Overpayment',
      metadata: { refund_id: '7' },
    },
  ]);
  assert.is(refund.status, 'pending');
  assert.ok(ev.overpaid > 0);
});

test('money PayMongo took goes back the way it came: the order line and the message say the account it was paid from', async () => {
  const { api, intent } = await code('gcash', 100_000);
  await post(pm.event(intent.id, { amount: 600_000 }));
  const line = (await api.get('/borrow/bill?borrowType=1')).data.details[0];
  assert.equal([line.refund.amount, line.refund.toPayer, line.refund.to], [96_500, true, undefined]);
  const told = await s.db.selectFrom('user_message').select('body').where('kind', '=', 'refund').execute();
  assert.match(told[0].body ?? '', /back to the account you paid from/);
  assert.not.match(told[0].body ?? '', /BDO/);
});

test('`ops refund` sends an overpayment back through PayMongo once: a second run and a retry after a lost answer send nothing more', async () => {
  const { intent } = await code('gcash', 100_000);
  const e = pm.event(intent.id, { amount: 600_000 });
  await post(e);
  const pending = await s.db.selectFrom('refund').selectAll().executeTakeFirstOrThrow();
  // PayMongo made the refund but its answer never arrived: the operator runs the command again.
  pm.loseNextAnswer = true;
  assert.is((await s.ops('refund', String(pending.id))).code, 1, 'the lost answer is reported as a failure');
  assert.is(pm.refunds.length, 1, 'PayMongo made one refund');
  const sent = await s.ops('refund', String(pending.id));
  assert.is(sent.code, 0, sent.text);
  assert.is(pm.refunds.length, 1, 'the retry found the refund PayMongo made, and made none');
  assert.equal([pm.refunds[0].amount, pm.refunds[0].payment_id], [pending.amount, e.paymentId]);
  const row = await s.db.selectFrom('refund').selectAll().where('id', '=', pending.id).executeTakeFirstOrThrow();
  assert.equal([row.status, row.provider_ref], ['sent', pm.refunds[0].id]);
  assert.is((await s.ops('refund', String(pending.id))).code, 1, 'a sent refund is not sent again');
  assert.is(pm.refunds.length, 1);
});

test('two operators sending the same refund at once make one PayMongo refund', async () => {
  const { intent } = await code('gcash', 100_000);
  await post(pm.event(intent.id, { amount: 600_000 }));
  const pending = await s.db.selectFrom('refund').selectAll().executeTakeFirstOrThrow();
  pm.delayMs = 200;
  const runs = await Promise.all([s.ops('refund', String(pending.id)), s.ops('refund', String(pending.id))]);
  assert.equal(runs.map((r) => r.code).sort(), [0, 1], runs.map((r) => r.text).join(' | '));
  assert.is(pm.refunds.length, 1);
});

test('production refuses PayMongo without its keys, or with a test key', () => {
  const refusal = (extra: Record<string, string>) => {
    try {
      readConfig({ ...PRODUCTION_ENV, PUBLIC_HOST: 'app.lender.ph', PAY_PROVIDER: 'paymongo', ...extra }, { staticDir: '/' });
      return '';
    } catch (e) {
      return (e as Error).message;
    }
  };
  assert.match(refusal({}), /PAYMONGO_SECRET_KEY is required/);
  assert.match(refusal({}), /PAYMONGO_WEBHOOK_SECRET is required/);
  assert.match(refusal({ PAYMONGO_SECRET_KEY: 'sk_test_abc', PAYMONGO_WEBHOOK_SECRET: 'whsk_x' }), /test key \(sk_test_\)/);
  assert.is(refusal({ PAYMONGO_SECRET_KEY: 'sk_live_abc', PAYMONGO_WEBHOOK_SECRET: 'whsk_x' }), '');
});

test.run();
