import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pruneMetricRecords } from '../../../server/housekeeping';
import { METRIC_ROWS_PER_ADDRESS_HOUR, METRIC_ROWS_PER_DEVICE_HOUR } from '../../../server/metric/limits';
import { DAY_MS } from '../../../server/time';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ METRIC_RETENTION_DAYS: '7' }, { clientIp: (c) => c.req.header('X-Test-Ip') ?? '10.0.0.1' });
});
test.after.each(() => s.close());

async function fill(n: number, row: { device_id: string | null; ip: string }, created_at = Date.now() - 60_000) {
  const rows = Array.from({ length: n }, () => ({
    ...row,
    user_id: null,
    app_id: null,
    data_type: 'input',
    upload_type: 50,
    value: 'v',
    created_at,
  }));
  for (let i = 0; i < rows.length; i += 400)
    await s.db
      .insertInto('metric_info')
      .values(rows.slice(i, i + 400))
      .execute();
}
const upload = (device: string, ip = '10.0.0.1') =>
  s.call(
    'POST',
    '/api/metric/info/save',
    { dataType: 'input', appId: 'a', value: 'v', uploadType: 50 },
    { 'Device-Id': device, 'X-Test-Ip': ip },
  );

test('a device past its hourly tracking rows is refused with a wait; another device on the address is not', async () => {
  await fill(METRIC_ROWS_PER_DEVICE_HOUR - 1, { device_id: 'busy', ip: '10.0.0.1' });
  assert.is((await upload('busy')).code, 200);
  const refused = await upload('busy');
  assert.is(refused.code, 429);
  assert.match(refused.msg, /Too many tracking reports/);
  assert.ok(refused.data.retryAfter > 3000 && refused.data.retryAfter <= 3600);
  assert.is(
    (await s.call('POST', '/api/metric/event/1/click', { a: 1 }, { 'Device-Id': 'busy', 'X-Test-Ip': '10.0.0.1' })).code,
    429,
    'events count too',
  );
  assert.is((await upload('quiet')).code, 200);
});

test('moving the development clock 40 days neither lifts the limit nor ages the rows (real time)', async () => {
  await fill(METRIC_ROWS_PER_DEVICE_HOUR, { device_id: 'busy', ip: '10.0.0.1' });
  await s.clock.advanceBusiness(40 * DAY_MS);
  assert.is((await upload('busy')).code, 429);
  assert.is((await upload('quiet')).code, 200);
  const row = await s.db.selectFrom('metric_info').select('created_at').where('device_id', '=', 'quiet').executeTakeFirstOrThrow();
  assert.ok(Math.abs(row.created_at - Date.now()) < 60_000, 'stamped in real time');
});

test('an address past its hourly ceiling is refused whatever the device id; other addresses are not', async () => {
  await fill(METRIC_ROWS_PER_ADDRESS_HOUR, { device_id: null, ip: '10.0.0.9' });
  assert.is((await upload('made-up-1', '10.0.0.9')).code, 429);
  assert.is((await upload('made-up-2', '10.0.0.9')).code, 429);
  assert.is((await upload('made-up-1', '10.0.0.10')).code, 200);
});

test('rows older than an hour do not count', async () => {
  await fill(METRIC_ROWS_PER_DEVICE_HOUR, { device_id: 'yesterday', ip: '10.0.0.1' }, Date.now() - 2 * 3600_000);
  assert.is((await upload('yesterday')).code, 200);
});

test('housekeeping removes tracking rows past the configured days and keeps newer ones', async () => {
  assert.is(s.config.metricRetentionDays, 7);
  const now = Date.now();
  await fill(2, { device_id: 'd', ip: 'i' }, now - 7 * DAY_MS - 1);
  await fill(3, { device_id: 'd', ip: 'i' }, now - 7 * DAY_MS + 60_000);
  await s.db
    .insertInto('metric_event')
    .values([
      { user_id: null, device_id: 'd', event_type: 'x', body: '{}', ip: 'i', created_at: now - 8 * DAY_MS },
      { user_id: null, device_id: 'd', event_type: 'x', body: '{}', ip: 'i', created_at: now },
    ])
    .execute();
  assert.equal(await pruneMetricRecords(s.db, now, s.config.metricRetentionDays), { metric_info: 2, metric_event: 1 });
  assert.is((await s.db.selectFrom('metric_info').select('id').execute()).length, 3);
  assert.is((await s.db.selectFrom('metric_event').select('id').execute()).length, 1);
});

test('the upload keeps the sender address', async () => {
  await upload('d1', '10.1.2.3');
  assert.is((await s.db.selectFrom('metric_info').select('ip').executeTakeFirstOrThrow()).ip, '10.1.2.3');
});

test.run();
