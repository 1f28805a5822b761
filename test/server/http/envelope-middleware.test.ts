import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clientOpen, clientSeal, startTestServer, type TestServer } from '../harness';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer();
});
test.after.each(() => s.close());

async function post(body: string, headers: Record<string, string> = { EFLAG: '1' }) {
  const res = await s.app.request('/api/metric/event/1/click', {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
  assert.is(res.status, 200, 'every business outcome is HTTP 200');
  const wire = await res.json();
  assert.type(wire.payload, 'string', 'the answer is enveloped');
  return clientOpen(wire.payload);
}

test('an enveloped body made with node:crypto reaches the handler', async () => {
  const out = await post(JSON.stringify({ payload: clientSeal({ page: 'login' }) }));
  assert.is(out.code, 200);
  const rows = await s.db.selectFrom('metric_event').selectAll().execute();
  assert.equal(JSON.parse(rows[0].body), { page: 'login' });
});

test('a tampered payload gets code 400 with a clear msg, and the next good request still works', async () => {
  const raw = Buffer.from(clientSeal({ page: 'login' }), 'base64');
  raw[15] ^= 0xff;
  const bad = await post(JSON.stringify({ payload: raw.toString('base64') }));
  assert.is(bad.code, 400);
  assert.match(bad.msg, /could not be read/);
  assert.is(bad.data, null);
  assert.is((await s.db.selectFrom('metric_event').selectAll().execute()).length, 0, 'never reached the handler');
  const good = await post(JSON.stringify({ payload: clientSeal({ page: 'home' }) }));
  assert.is(good.code, 200);
});

test('payloads that are not JSON objects, missing or sealed with another key get code 400', async () => {
  for (const body of [
    'not json',
    '{}',
    JSON.stringify({ payload: 12 }),
    JSON.stringify({ payload: clientSeal([1, 2]) }),
    JSON.stringify({ payload: clientSeal({ a: 1 }, 'ff'.repeat(32)) }),
  ]) {
    assert.is((await post(body)).code, 400, body);
  }
});

test('a plain JSON body is refused when plaintext is not allowed', async () => {
  const out = await post(JSON.stringify({ page: 'login' }), {});
  assert.is(out.code, 400);
  assert.match(out.msg, /Encrypted request required/);
});

test('bodies over 64 KB are refused with code 413', async () => {
  const out = await post(JSON.stringify({ payload: clientSeal({ blob: 'x'.repeat(70_000) }) }));
  assert.is(out.code, 413);
  assert.match(out.msg, /too large/);
});

test('GET answers are enveloped too', async () => {
  const res = await s.app.request('/api/metric/config/info', { headers: { EFLAG: '1' } });
  const out = clientOpen((await res.json()).payload);
  assert.equal(out, { code: 200, data: { enabled: true, batchSize: 20 }, msg: 'success' });
});

test('with ALLOW_PLAINTEXT=1 a plain request gets a plain answer', async () => {
  const p = await startTestServer({ ALLOW_PLAINTEXT: '1' });
  try {
    const res = await p.app.request('/api/metric/event/1/click', {
      method: 'POST',
      body: '{"page":"x"}',
      headers: { 'Content-Type': 'application/json' },
    });
    assert.equal(await res.json(), { code: 200, data: null, msg: 'success' });
    const sealed = await p.call('GET', '/api/metric/config/info');
    assert.is(sealed.code, 200, 'a client sending EFLAG: 1 still gets an envelope');
  } finally {
    await p.close();
  }
});

test('an unknown API path answers code 404 in the envelope', async () => {
  assert.is((await s.call('GET', '/api/metric/nothing/here')).code, 404);
  assert.is((await s.call('GET', '/api/user/nothing/here')).code, 401, 'private user paths ask for sign-in first');
});

test.run();
