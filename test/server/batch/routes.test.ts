// The batch a signed-in start sends from index.html: each call answered exactly as it would be alone,
// through the same authorisation and envelope; nothing outside the borrower's own GETs.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BATCHES_PER_HOUR, INSIDE_BATCH } from '../../../server/batch/routes';
import { HOUR_MS } from '../../../server/time';
import { borrower } from '../certification/cert-helpers';
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

// Every spelling an outside probe tried: the router decodes `%62` to `b`, so `/%62atch` was the batch
// again, and three levels of eight made 512 calls from one request.
const BATCH_SPELLINGS = [
  '/batch',
  '/%62atch',
  '/batc%68',
  '/%62%61%74%63%68',
  '/%2562atch',
  '/%252562atch',
  '/%62ATCH',
  '/BATCH',
  '/b%41tch',
  '//batch',
  '///batch',
  '/./batch',
  '/%2e/batch',
  '/x/../batch',
  '/x/%2E%2E/batch',
  '/x/%2e%2e/batch',
  '/batch/',
  '/batch/x',
  '/%62atch/',
];

test('a call that is the batch in any spelling is refused with 400: one level only', async () => {
  const { token } = await s.signIn('09170000001');
  for (const spelling of BATCH_SPELLINGS) {
    const { wire } = await batch(token, '/user/status', `${spelling}?get=%2Fuser%2Fstatus`);
    assert.is(wire.answers, undefined, `${spelling} refused`);
    assert.is(clientOpen(wire.payload!, keyHex()).code, 400, spelling);
  }
});

test('a batch dispatched from inside a batch is refused whatever its spelling', async () => {
  const { token } = await s.signIn('09170000001');
  const res = await s.app.request(batchUrl('/user/status'), { headers: headersOf(token) }, { [INSIDE_BATCH]: true });
  const wire = (await res.json()) as { answers?: unknown; payload: string };
  assert.is(wire.answers, undefined);
  assert.is(clientOpen(wire.payload, keyHex()).code, 400);
});

test("the batch's calls count against the borrower's limits as if each came alone", async () => {
  const b = await borrower(s);
  const lotp = async () => (await batch(b.token, '/telecom/lotp')).answers?.[0].code;
  assert.is(await lotp(), 200);
  // Codes are one a minute: the batch's send counted, so the single call waits, and the other way round.
  assert.is((await b.call('GET', '/telecom/lotp')).code, 429);
  await s.clock.advance(61_000);
  assert.is((await b.call('GET', '/telecom/lotp')).code, 200);
  assert.is(await lotp(), 429);
});

test('a borrower may send a limited number of batches an hour; the next is answered 429, others are not held back', async () => {
  const a = await borrower(s);
  assert.ok((await batch(a.token, '/user/status')).answers, 'the first batch');
  // The rest of the hour's batches, as the route counts them.
  const rest = Array.from({ length: BATCHES_PER_HOUR - 2 }, () => ({ user_id: a.userId, created_at: s.clock.realNow() }));
  await s.db.insertInto('batch_attempt').values(rest).execute();
  assert.ok((await batch(a.token, '/user/status')).answers, 'the last batch of the hour');
  const { wire } = await batch(a.token, '/user/status');
  assert.is(wire.answers, undefined);
  const refused = clientOpen(wire.payload!, keyHex());
  assert.is(refused.code, 429);
  assert.ok(refused.data.retryAfter > 3500 && refused.data.retryAfter <= 3600, `retryAfter ${refused.data.retryAfter}`);
  assert.is((await a.call('GET', '/user/status')).code, 200, 'single calls are not batches');
  const b = await borrower(s, '09170000002');
  assert.ok((await batch(b.token, '/user/status')).answers, 'another borrower is not held back');
  await s.clock.advance(HOUR_MS);
  assert.ok((await batch(a.token, '/user/status')).answers, 'an hour later the borrower may send batches again');
});

test('the answer is never cached', async () => {
  const { token } = await s.signIn('09170000001');
  const res = await s.app.request(batchUrl('/user/status'), { headers: headersOf(token) });
  assert.is(res.headers.get('Cache-Control'), 'no-store');
});

test.run();
