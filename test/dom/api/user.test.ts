import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fetchStatus, sendDeviceInformation } from '../../../src/api/user';
import { toasts } from '../../../src/ui/toast';
import { clearToasts, fakeServer, restoreFetch, sent } from '../support/fake-server';

test.before.each(() => clearToasts());
test.after(restoreFetch);

test('the status, and a device report whose failure shows no toast', async () => {
  fakeServer({ 'GET /user/status': { data: { bizStatus: 30 } }, 'POST /user/deviceInformation': { code: 500, msg: 'down' } });
  assert.equal(await fetchStatus(), { bizStatus: 30 });
  const info = {
    deviceId: 'd',
    uuid: 'd',
    osType: 'android',
    operatingSystem: 'Android 12',
    resolution: '720x1480',
    screenSize: '360x740',
    userAgent: 'x',
    launch: 0 as const,
  };
  await sendDeviceInformation(info).catch(() => {});
  assert.equal(
    sent.map((r) => `${r.method} ${r.url}`),
    ['GET /api/user/user/status', 'POST /api/user/user/deviceInformation'],
  );
  assert.is(toasts.value.length, 0);
});

test.run();
