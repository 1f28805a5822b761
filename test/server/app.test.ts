import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clientOpen, startTestServer } from './harness';

test('an unexpected failure answers code 500 with a plain msg, logs it, and leaks no stack', async () => {
  const s = await startTestServer();
  await s.db.destroy(); // every query now throws inside the handler
  const res = await s.app.request('/api/user/public/appConfig', { headers: { EFLAG: '1', 'Accept-Language': 'en' } });
  assert.is(res.status, 200);
  const raw = await res.text();
  assert.not.match(raw, /destroyed|at \w+ \(/);
  assert.equal(clientOpen(JSON.parse(raw).payload), { code: 500, data: null, msg: 'Something went wrong, please try again' });
  const logged = s.lines.map((l) => JSON.parse(l)).find((l) => l.level === 'error');
  assert.is(logged?.msg, 'unhandled error');
  assert.is(logged?.path, '/api/user/public/appConfig');
  await s.close().catch(() => {});
});

test('the 500 msg follows the caller language', async () => {
  const s = await startTestServer();
  await s.db.destroy();
  const out = await s.call('GET', '/api/user/public/appConfig', undefined, { 'Accept-Language': 'vi' });
  assert.is(out.msg, 'Đã xảy ra lỗi, vui lòng thử lại');
  await s.close().catch(() => {});
});

test('an unknown /api path answers code 404 inside the envelope', async () => {
  const s = await startTestServer();
  const res = await s.app.request('/api/nothing/here', { headers: { EFLAG: '1' } });
  assert.is(res.status, 200);
  const wire = await res.json();
  assert.type(wire.payload, 'string', 'the answer is enveloped');
  assert.equal(clientOpen(wire.payload), { code: 404, data: null, msg: 'Not found' });
  await s.close();
});

test('an anonymous call to a private route gets 401 before its body is read', async () => {
  const s = await startTestServer();
  const out = await s.app.request('/api/user/user/deviceInformation', {
    method: 'POST',
    headers: { EFLAG: '1', 'Content-Type': 'application/json' },
    body: '{"payload":"not a real envelope"}',
  });
  assert.is(clientOpen((await out.json()).payload).code, 401);
  await s.close();
});

test.run();
