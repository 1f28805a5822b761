// The batch a signed-in start sends from index.html: each call answered exactly as it would be alone,
// through the same authorisation and envelope; nothing outside the borrower's own GETs.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clientOpen, startTestServer, type TestServer } from '../harness';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer();
});
test.after.each(() => s.close());

const batchUrl = (...calls: string[]) => `/api/user/batch?${calls.map((c) => `get=${encodeURIComponent(c)}`).join('&')}`;
const headersOf = (token: string) => ({ EFLAG: '1', 'Device-Id': 'test-device', Authentication: token, 'Accept-Language': 'en' });
const keyHex = () => s.config.envelopeKey.toString('hex');

/** The batch's answers as the client reads them: each call's status and its opened envelope. */
async function batch(token: string, ...calls: string[]) {
  const res = await s.app.request(batchUrl(...calls), { headers: headersOf(token) });
  assert.is(res.status, 200);
  const wire = (await res.json()) as { answers?: { status: number; body: { payload: string } }[]; payload?: string };
  return { wire, answers: wire.answers?.map((a) => ({ status: a.status, ...clientOpen(a.body.payload, keyHex()) })) };
}

test('each call is answered as the single call answers it, sealed, in the order asked', async () => {
  const { token } = await s.signIn('09170000001');
  const calls = ['/user/status', '/credit/creditInfo', '/borrow/bill?borrowType=0', '/product/productList/V2/1'];
  const { answers } = await batch(token, ...calls);
  const alone = await Promise.all(calls.map((c) => s.call('GET', '/api/user' + c, undefined, { Authentication: token })));
  assert.equal(
    answers,
    alone.map((a) => ({ status: 200, ...a })),
  );
});

test("the calls are the caller's own: another borrower's token gets that borrower's answers", async () => {
  const a = await s.signIn('09170000001');
  const b = await s.signIn('09170000002');
  await s.db.updateTable('app_user').set({ biz_status: 40 }).where('id', '=', b.userId).execute();
  assert.equal((await batch(a.token, '/user/status')).answers?.[0].data, { bizStatus: 10 });
  assert.equal((await batch(b.token, '/user/status')).answers?.[0].data, { bizStatus: 40 });
});

test('without a valid token the batch itself is refused as any signed-in call is, and carries no answer', async () => {
  for (const token of ['', 'not-a-token']) {
    const { wire } = await batch(token, '/user/status', '/public/appConfig');
    assert.is(wire.answers, undefined);
    assert.is(clientOpen(wire.payload!, keyHex()).code, 401);
  }
});

test('a call that fails alone fails in the batch the same way, beside the others', async () => {
  const { token } = await s.signIn('09170000001');
  const { answers } = await batch(token, '/user/status', '/nowhere/at/all');
  assert.equal(
    answers?.map((a) => [a.status, a.code]),
    [
      [200, 200],
      [200, 404],
    ],
  );
});

test('only GETs under /api/user: no way out by "..", no batch in a batch, no empty or oversized list', async () => {
  const { token } = await s.signIn('09170000001');
  const refused = [
    ['/../../healthz'],
    ['/../pay/callback'],
    ['user/status'],
    ['/batch?get=%2Fuser%2Fstatus'],
    [],
    Array.from({ length: 9 }, () => '/user/status'),
  ];
  for (const calls of refused) {
    const { wire } = await batch(token, ...calls);
    assert.is(wire.answers, undefined, `${calls.join(' ')} refused`);
    const opened = clientOpen(wire.payload!, keyHex());
    assert.equal([opened.code, opened.msg], [400, 'Please check the field "get"'], calls.join(' '));
  }
});

test('the answer is never cached', async () => {
  const { token } = await s.signIn('09170000001');
  const res = await s.app.request(batchUrl('/user/status'), { headers: headersOf(token) });
  assert.is(res.headers.get('Cache-Control'), 'no-store');
});

test.run();
