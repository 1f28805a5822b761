import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clientOpen, clientSealText, startTestServer, type TestServer } from '../harness';
import { MOUNTS } from '../../../server/mounts';

// A 5,000-deep body answered code 500 (the metric routes' JSON.stringify
// overflowed the stack). Any body, on any route, must get a clear 400.
let s: TestServer;
test.before.each(async () => {
  s = await startTestServer();
});
test.after.each(() => s.close());

// Written as text: JSON.stringify itself overflows on such values.
const deepArray = (n: number) => '['.repeat(n) + ']'.repeat(n);
const deepObject = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);

async function post(path: string, json: string, server = s) {
  const res = await server.app.request(path, {
    method: 'POST',
    headers: { EFLAG: '1', 'Device-Id': 'test-device', 'Content-Type': 'application/json' },
    body: JSON.stringify({ payload: clientSealText(json) }),
  });
  // A plain row (the payment callback) answers plain JSON, with its own HTTP status.
  const answer = await res.json();
  if (answer.payload === undefined) return { code: res.status, msg: JSON.stringify(answer) };
  assert.is(res.status, 200);
  return clientOpen(answer.payload) as { code: number; msg: string };
}

test('a 5,000-deep value is refused with code 400 on the metric routes, and nothing is stored', async () => {
  for (const path of ['/api/metric/info/save', '/api/metric/event/1/x']) {
    for (const value of [deepArray(5000), deepObject(5000)]) {
      const out = await post(path, `{"value":${value}}`);
      assert.is(out.code, 400, path);
      assert.match(out.msg, 'too deeply nested');
    }
  }
  assert.is((await s.db.selectFrom('metric_event').selectAll().execute()).length, 0);
  assert.is((await s.db.selectFrom('metric_info').selectAll().execute()).length, 0);
  assert.not.ok(s.lines.some((l) => l.includes('unhandled error')));
});

test('every mounted path answers a deep body with 400, never 500', async () => {
  const paths = [...MOUNTS.map((m) => `${m.path}/x`), '/api/user/login/otpLoginCheck', '/api/user/login/otp', '/api/partner/task'];
  for (const path of paths) {
    const out = await post(path, `{"phone":${deepArray(20_000)}}`);
    assert.ok(out.code !== 500, `${path} answered 500`);
  }
  assert.not.ok(s.lines.some((l) => l.includes('unhandled error')));
});

test('plain JSON bodies (ALLOW_PLAINTEXT) get the same 400', async () => {
  const p = await startTestServer({ ALLOW_PLAINTEXT: '1' });
  try {
    const res = await p.app.request('/api/metric/event/1/x', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Device-Id': 'd' },
      body: `{"v":${deepObject(5000)}}`,
    });
    assert.is((await res.json()).code, 400);
  } finally {
    await p.close();
  }
});

test('a modest nesting (20 levels) is still accepted', async () => {
  assert.is((await post('/api/metric/event/1/x', `{"value":${deepObject(20)}}`)).code, 200);
});

test('a stored event body is capped in size', async () => {
  const out = await s.call('POST', '/api/metric/event/1/x', { content: 'x'.repeat(40_000) });
  assert.is(out.code, 400);
  assert.is((await s.db.selectFrom('metric_event').selectAll().execute()).length, 0);
});

test.run();
