import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer();
});
test.after.each(() => s.close());

test("status answers the caller's own bizStatus", async () => {
  const a = await s.signIn('09170000001');
  const b = await s.signIn('09170000002');
  await s.db.updateTable('app_user').set({ biz_status: 40 }).where('id', '=', b.userId).execute();
  assert.equal((await s.call('GET', '/api/user/user/status', undefined, { Authentication: a.token })).data, { bizStatus: 10 });
  assert.equal((await s.call('GET', '/api/user/user/status', undefined, { Authentication: b.token })).data, { bizStatus: 40 });
});

const report = {
  deviceId: 'dev-1',
  uuid: 'dev-1',
  osType: 'android',
  operatingSystem: 'Android 12',
  resolution: '1080x2400',
  screenSize: '360x800',
  userAgent: 'Mozilla/5.0 (Linux; Android 12)',
  latitude: 14.5995,
  longitude: 120.9842,
  launch: 1,
};

test('the device report is stored for the caller, one row per device', async () => {
  const { token, userId } = await s.signIn('09170000001');
  assert.is((await s.call('POST', '/api/user/user/deviceInformation', report, { Authentication: token })).code, 200);
  assert.is(
    (
      await s.call(
        'POST',
        '/api/user/user/deviceInformation',
        { ...report, launch: 0, latitude: undefined, longitude: undefined },
        { Authentication: token },
      )
    ).code,
    200,
  );
  const rows = await s.db.selectFrom('device_info').selectAll().execute();
  assert.is(rows.length, 1);
  const { id: _id, updated_at: _t, ...row } = rows[0];
  assert.equal(row, {
    user_id: userId,
    device_id: 'dev-1',
    operating_system: 'Android 12',
    uuid: 'dev-1',
    os_type: 'android',
    resolution: '1080x2400',
    screen_size: '360x800',
    user_agent: 'Mozilla/5.0 (Linux; Android 12)',
    screen_width: 360,
    screen_height: 800,
    latitude: null,
    longitude: null,
    launch: 0,
  });
});

test('explicit screen width and height are accepted too', async () => {
  const { token } = await s.signIn('09170000001');
  await s.call(
    'POST',
    '/api/user/user/deviceInformation',
    { deviceId: 'd', screenWidth: 412, screenHeight: 915 },
    { Authentication: token },
  );
  const row = await s.db.selectFrom('device_info').selectAll().executeTakeFirstOrThrow();
  assert.equal([row.screen_width, row.screen_height], [412, 915]);
});

test('a latitude out of range is refused', async () => {
  const { token } = await s.signIn('09170000001');
  const out = await s.call('POST', '/api/user/user/deviceInformation', { ...report, latitude: 123 }, { Authentication: token });
  assert.is(out.code, 400);
  assert.match(out.msg, 'latitude');
});

test('without a token the device report is refused', async () => {
  assert.is((await s.call('POST', '/api/user/user/deviceInformation', report)).code, 401);
  assert.is((await s.db.selectFrom('device_info').selectAll().execute()).length, 0);
});

test('tracking uploads name the signed-in user when a token comes along', async () => {
  const { token, userId } = await s.signIn('09170000001');
  await s.call('POST', '/api/metric/info/save', { dataType: 'auth', value: 'v', uploadType: 80 }, { Authentication: token });
  await s.call('POST', '/api/metric/info/save', { dataType: 'auth', value: 'v', uploadType: 80 }, { Authentication: 'stale' });
  const rows = await s.db.selectFrom('metric_info').select('user_id').orderBy('id').execute();
  assert.equal(
    rows.map((r) => r.user_id),
    [userId, null],
  );
});

test('screen sizes must be whole numbers: a fraction is refused naming the field', async () => {
  const { token } = await s.signIn('09171234567');
  const out = await s.call(
    'POST',
    '/api/user/user/deviceInformation',
    { deviceId: 'd', screenWidth: 412.5, screenHeight: 915 },
    { Authentication: token },
  );
  assert.is(out.code, 400);
  assert.match(out.msg, 'screenWidth');
});

test.run();
