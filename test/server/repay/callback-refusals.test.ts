import { createHmac } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../harness';
import { deliver, disbursedLoan, paid } from './repay-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '0' });
});
test.after.each(() => s.close());

/** Posts `body` as it is, signed correctly for it unless `signature` is given (null: no header). */
async function post(body: string, signature?: string | null) {
  const t = Math.floor(s.clock.realNow() / 1000);
  const sig = `t=${t},v1=${createHmac('sha256', s.config.paySecret).update(`${t}.${body}`).digest('hex')}`;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (signature !== null) headers['Pay-Signature'] = signature ?? sig;
  const res = await s.app.request('/api/pay/callback', { method: 'POST', headers, body });
  return { status: res.status, body: await res.json() };
}
const events = () => s.db.selectFrom('pay_event').selectAll().execute();

test('a signed body that is not the event object gets HTTP 400 {"ok": false}, never 200', async () => {
  const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
  const deepInside = JSON.stringify({ ...paid('PCAAAAAAAAAA', 1_000), note: 0 }).replace(
    '0}',
    `${'{"a":'.repeat(100)}1${'}'.repeat(100)}}`,
  );
  for (const body of [
    'not json',
    '[]',
    'null',
    '42',
    '"text"',
    '{}',
    deep,
    deepInside,
    '{"eventId":"e","reference":"R","amount":"0x10","paidAt":1}',
  ])
    assert.equal(await post(body), { status: 400, body: { ok: false } }, body.slice(0, 40));
  assert.is((await events()).length, 0);
});

test('unsigned, mis-signed and stale deliveries get HTTP 401 {"ok": false}, whatever the body', async () => {
  const t = Math.floor(s.clock.realNow() / 1000);
  for (const body of ['not json', '[]', JSON.stringify(paid('PCAAAAAAAAAA', 1_000))]) {
    assert.equal(await post(body, null), { status: 401, body: { ok: false } });
    assert.equal(await post(body, `t=${t},v1=${'0'.repeat(64)}`), { status: 401, body: { ok: false } });
  }
  assert.equal(await deliver(s, paid('PCAAAAAAAAAA', 1_000), { t: t - 301 }), { status: 401, body: { ok: false } });
  assert.is((await events()).length, 0);
});

test('a body over 64 KB gets HTTP 413 {"ok": false}, signed or not', async () => {
  const big = JSON.stringify({ ...paid('PCAAAAAAAAAA', 1_000), pad: 'x'.repeat(70_000) });
  assert.equal(await post(big), { status: 413, body: { ok: false } });
  assert.equal(await post(big, null), { status: 413, body: { ok: false } });
  assert.is((await events()).length, 0);
});

// PRODUCT.md section 8: money is a JSON integer written as digits; JSON.parse reads each of these as 1000.
const NUMBER_FORMS = ['1e3', '1E3', '1.0e3', '1000.0', '1e+3', '10000e-1', '1000.000'];

test('an amount or paidAt written as 1e3 or 1000.0 gets HTTP 400 {"ok": false}, and nothing changes', async () => {
  const { api, repayId } = await disbursedLoan(s);
  const ref = (await api.post('/repay/code', { repayId, kind: 'repay', amount: 1_000, channel: 'va' }, 'forms-key-1')).data.reference;
  const now = s.clock.realNow();
  for (const form of NUMBER_FORMS) {
    assert.equal(
      await post(`{"eventId":"e-${form}","reference":"${ref}","amount":${form},"paidAt":${now}}`),
      { status: 400, body: { ok: false } },
      form,
    );
    const at = `${now / 1000}e3`;
    assert.equal(
      await post(`{"eventId":"t-${form}","reference":"${ref}","amount":1000,"paidAt":${at}}`),
      { status: 400, body: { ok: false } },
      at,
    );
  }
  assert.is((await events()).length, 0);
  assert.equal(await post(`{"eventId":"e-digits","reference":"${ref}","amount":1000,"paidAt":${now}}`), {
    status: 200,
    body: { ok: true },
  });
});

test('a paidAt before the reference was made or more than 5 minutes ahead of real time gets HTTP 400, and nothing changes', async () => {
  const { api, repayId, billId } = await disbursedLoan(s);
  const ref = (await api.post('/repay/code', { repayId, kind: 'repay', amount: 1_000, channel: 'va' }, 'paid-at-key-1')).data.reference;
  const bill = () => s.db.selectFrom('bill').selectAll().where('id', '=', billId).executeTakeFirstOrThrow();
  const before = await bill();
  const made = s.clock.realNow();
  const at = (paidAt: number) => post(JSON.stringify({ ...paid(ref, 1_000), paidAt }));
  for (const paidAt of [-1, 0, 1, made - 60_000, made + 5 * 60_000 + 1_000, made + 86_400_000])
    assert.equal(await at(paidAt), { status: 400, body: { ok: false } }, String(paidAt));
  assert.is((await events()).length, 0);
  assert.equal(await bill(), before);
  // An unknown reference is money to refund, but its time is still read against real time.
  assert.equal(await post(JSON.stringify({ ...paid('PCAAAAAAAAAA', 1_000), paidAt: -1 })), { status: 400, body: { ok: false } });
  assert.equal(await at(made + 4 * 60_000), { status: 200, body: { ok: true } }, 'a gateway clock a little ahead is fine');
});

test('a good event still answers 200 {"ok": true}; its replay 200 {"ok": true, "duplicate": true}', async () => {
  const { api, repayId } = await disbursedLoan(s);
  const ref = (await api.post('/repay/code', { repayId, kind: 'repay', amount: 1_000, channel: 'va' }, 'refusal-key-1')).data.reference;
  const event = JSON.stringify({ ...paid(ref, 1_000), paidAt: s.clock.realNow() });
  assert.equal(await post(event), { status: 200, body: { ok: true } });
  assert.equal(await post(event), { status: 200, body: { ok: true, duplicate: true } });
});

test.run();
