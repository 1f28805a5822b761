import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer();
});
test.after.each(() => s.close());

test('config/info tells the client when to upload', async () => {
  assert.equal((await s.call('GET', '/api/metric/config/info')).data, { enabled: true, batchSize: 20 });
});

test('info/save stores the upload with its device and time', async () => {
  const out = await s.call('POST', '/api/metric/info/save', {
    dataType: 'input',
    appId: 'ph-cash-loan',
    value: 'c2VhbGVk',
    uploadType: 50,
  });
  assert.is(out.code, 200);
  const row = await s.db.selectFrom('metric_info').selectAll().executeTakeFirstOrThrow();
  assert.equal(
    { ...row, id: 0 },
    {
      id: 0,
      user_id: null,
      device_id: 'test-device',
      app_id: 'ph-cash-loan',
      data_type: 'input',
      upload_type: 50,
      value: 'c2VhbGVk',
      ip: 'unknown',
      created_at: row.created_at,
    },
  );
  assert.ok(Math.abs(row.created_at - Date.now()) < 5000);
});

test('info/save refuses a bad upload type', async () => {
  const out = await s.call('POST', '/api/metric/info/save', { dataType: 'x', value: 'v', uploadType: 'many' });
  assert.is(out.code, 400);
  assert.match(out.msg, 'uploadType');
});

test('event/1/:type stores the event body', async () => {
  await s.call('POST', '/api/metric/event/1/pageView', { idName: 'login', beginTime: 1, duration: 20, content: 'x' });
  const row = await s.db.selectFrom('metric_event').selectAll().executeTakeFirstOrThrow();
  assert.is(row.event_type, 'pageView');
  assert.equal(JSON.parse(row.body), { idName: 'login', beginTime: 1, duration: 20, content: 'x' });
});

test('an event type with odd characters is refused', async () => {
  assert.is((await s.call('POST', '/api/metric/event/1/a%20b%3Cscript', {})).code, 400);
});

test('a fractional uploadType is refused naming the field', async () => {
  const out = await s.call('POST', '/api/metric/info/save', { dataType: 'x', value: 'v', uploadType: 1.5 });
  assert.is(out.code, 400);
  assert.match(out.msg, 'uploadType');
});

test.run();
