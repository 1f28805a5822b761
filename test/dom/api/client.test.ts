import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { api, metric } from '../../../src/api/client';
import { ApiError } from '../../../src/api/catalogue';
import { apiHooks, configureApi } from '../../../src/api/hooks';
import { currentPath, navigate } from '../../../src/router/navigate';
import { settings } from '../../../src/settings';
import { token, userInfo, userStatus } from '../../../src/session/session';
import { showApiError, toasts } from '../../../src/ui/toast';
import { fakeServer, restoreFetch, sent } from '../support/fake-server';

/** Answers every call with the business `code` and `msg`, enveloped as the server would. */
const serverAnswers = (code: number, msg = '', data: unknown = null) => fakeServer({ '*': { code, msg, data } });
/** Every call fails as if offline. */
const offline = () => fakeServer({ '*': 'network' });

async function rejection(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('the call resolved');
}

test.after(restoreFetch);
test.before.each(() => {
  sent.length = 0;
  toasts.value = [];
  token.value = 'tok-1';
  userInfo.value = { userId: 1, phone: '0917123456' };
  userStatus.value = 30;
  navigate('/order');
});

test('200 resolves with data; the body goes out enveloped with the contract headers', async () => {
  serverAnswers(200, '', { ok: true });
  assert.equal(await api.post('/x', { phone: '0917123456' }), { ok: true });
  const req = sent[0];
  assert.is(req.headers.get('EFLAG'), '1');
  assert.is(req.headers.get('Version'), '211');
  assert.is(req.headers.get('Authentication'), 'tok-1');
  assert.ok(req.headers.get('Device-Id'));
  assert.is(req.headers.get('App-Id'), settings.appId);
  assert.equal(req.body, { phone: '0917123456' }, 'the fake server opened the envelope with the shared key');
});

for (const [code, msg] of [
  [401, ''],
  [403, 'token is expired'],
] as const) {
  test(`${code} ${msg}: the session is cleared and the borrower lands on /login`, async () => {
    serverAnswers(code, msg);
    const e = await rejection(api.get('/user/status'));
    assert.is(e.code, code);
    assert.is(token.value, null);
    assert.is(userInfo.value, null);
    assert.is(currentPath.value, '/login');
  });
}

test('420 goes to /noren and keeps the session', async () => {
  serverAnswers(420, 'not allowed');
  await rejection(api.get('/x'));
  assert.is(currentPath.value, '/noren');
  assert.is(token.value, 'tok-1');
});

for (const code of [314, 315, 316, 317, 700]) {
  test(`${code} is silent: no toast, no redirect, the page gets the error`, async () => {
    serverAnswers(code, 'page handles it');
    const e = await rejection(api.get('/x'));
    assert.is(e.code, code);
    assert.is(toasts.value.length, 0);
    assert.is(currentPath.value, '/order');
  });
}

test('any other code shows the server msg as a toast', async () => {
  serverAnswers(429, 'Too many codes requested. Try again in a minute.');
  const e = await rejection(api.get('/x'));
  assert.is(e.code, 429);
  assert.is(toasts.value[0].message, 'Too many codes requested. Try again in a minute.');
  assert.is(token.value, 'tok-1');
});

test("a refusal carries the answer's data (a sign-in says how many tries are left or how long to wait)", async () => {
  serverAnswers(423, 'Locked', { retryAfter: 900 });
  const e = await rejection(api.post('/login/otpLoginCheck', {}));
  assert.is(e.code, 423);
  assert.equal(e.data, { retryAfter: 900 });
});

test('a network failure rejects with a typed network error', async () => {
  offline();
  const e = await rejection(api.get('/x'));
  assert.instance(e, ApiError);
  assert.is(e.kind, 'network');
  assert.is(toasts.value[0]?.message, 'No connection. Check your internet and try again.');
  assert.is(token.value, 'tok-1');
});

test('a busy server (HTTP 503) is told in its own words with retryAfter, not as a lost connection', async () => {
  fakeServer({ '*': { status: 503, code: 503, data: { retryAfter: 2 }, msg: 'The service is busy. Try again' } });
  const e = await rejection(api.post('/product/applyLoan', {}));
  assert.is(e.code, 503);
  assert.is(e.kind, 'business');
  assert.equal(e.data, { retryAfter: 2 });
  assert.is(toasts.value[0]?.message, 'The service is busy. Try again');
  assert.is(token.value, 'tok-1');
});

test("a proxy's error page (HTTP 502, or a 503 without an envelope) is a lost connection, not a business refusal", async () => {
  for (const [status, body] of [
    [502, '<html>Bad gateway</html>'],
    [503, '{"error":"down"}'],
  ] as const) {
    toasts.value = [];
    globalThis.fetch = (async () => new Response(body, { status })) as typeof fetch;
    const e = await rejection(api.get('/x'));
    assert.is(e.kind, 'network', String(status));
    assert.is(toasts.value[0]?.message, 'No connection. Check your internet and try again.');
  }
});

test('an enveloped JSON body goes out as JSON', async () => {
  serverAnswers(200);
  await api.post('/x', { a: 1 });
  assert.is(sent[0]!.headers.get('Content-Type'), 'application/json');
  assert.equal(sent[0]!.body, { a: 1 }, 'the fake server opened the envelope as JSON');
});

test('a background report that fails (tracking) never shows the borrower a toast', async () => {
  offline();
  await rejection(metric.post('/event/1/error', {}));
  serverAnswers(500, 'tracking is down');
  await rejection(metric.post('/event/1/error', {}));
  assert.is(toasts.value.length, 0);
});

test('a query goes on the address, undefined values left out', async () => {
  serverAnswers(200);
  await api.post('/login/otp', undefined, { query: { phone: '0917123456', type: 1, skip: undefined } });
  assert.is(sent[0].url, '/api/user/login/otp?phone=0917123456&type=1');
});

test('extra headers go with the call beside the contract headers (the loan sends Idempotency-Key)', async () => {
  serverAnswers(200);
  await api.post('/product/applyLoan', {}, { headers: { 'Idempotency-Key': 'k-1' } });
  assert.is(sent[0].headers.get('Idempotency-Key'), 'k-1');
  assert.is(sent[0].headers.get('Authentication'), 'tok-1');
});

test('quiet: a refused call shows no toast but still rejects with the code, and 401 still signs out', async () => {
  serverAnswers(500, 'server trouble');
  const e = await rejection(api.get('/x', { quiet: true }));
  assert.is(e.code, 500);
  assert.is(toasts.value.length, 0);
  offline();
  await rejection(api.get('/x', { quiet: true }));
  assert.is(toasts.value.length, 0);
  serverAnswers(401);
  await rejection(api.get('/x', { quiet: true }));
  assert.is(token.value, null);
});

test('an aborted call rejects with kind aborted and never shows a toast', async () => {
  const ctrl = new AbortController();
  fakeServer({ '*': () => new Promise(() => {}) }); // a server that never answers
  const p = rejection(api.get('/x', { signal: ctrl.signal }));
  ctrl.abort();
  const e = await p;
  assert.is(e.kind, 'aborted');
  assert.is(toasts.value.length, 0);
  assert.is(currentPath.value, '/order');
});

test('a signal aborted before the call starts rejects at once without a request reaching the server', async () => {
  fakeServer({ '*': () => new Promise(() => {}) });
  const e = await rejection(api.get('/x', { signal: AbortSignal.abort() }));
  assert.is(e.kind, 'aborted');
  assert.is(sent.length, 0);
  assert.is(toasts.value.length, 0);
});

test('errors go to the handler given at boot, which decides how the borrower hears of them', async () => {
  const heard: string[] = [];
  configureApi({ ...apiHooks(), onError: (message, cause) => heard.push(`${cause}: ${message}`) });
  try {
    serverAnswers(429, 'Slow down');
    await rejection(api.get('/x'));
    offline();
    await rejection(api.get('/x'));
    await rejection(api.get('/x', { quiet: true }));
    assert.equal(heard, ['business: Slow down', 'network: No connection. Check your internet and try again.']);
    assert.is(toasts.value.length, 0, 'the client shows nothing itself');
  } finally {
    configureApi({ ...apiHooks(), onError: showApiError });
  }
});

test.run();
