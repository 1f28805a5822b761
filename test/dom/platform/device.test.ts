import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { deviceInfo, osFromUserAgent, sendDeviceReport } from '../../../src/platform/device';
import { deviceId } from '../../../src/session/session';
import { toasts } from '../../../src/ui/toast';
import { fakeServer, requestsTo, restoreFetch } from '../support/fake-server';

test('an Android phone reports android and its version', () => {
  const ua = 'Mozilla/5.0 (Linux; Android 12; SM-A125F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
  assert.equal(osFromUserAgent(ua), { osType: 'android', operatingSystem: 'Android 12' });
});

test('an iPhone reports ios with a dotted version', () => {
  const ua =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
  assert.equal(osFromUserAgent(ua), { osType: 'ios', operatingSystem: 'iOS 17.4.1' });
});

test('desktops and the unknown are named plainly', () => {
  assert.is(osFromUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64)').osType, 'windows');
  assert.is(osFromUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)').osType, 'macos');
  assert.is(osFromUserAgent('Mozilla/5.0 (X11; Linux x86_64)').osType, 'linux');
  assert.is(osFromUserAgent('curl/8').osType, 'other');
});

test('the report carries the device id as uuid, screen sizes, user agent and the standalone flag, and goes to /user/deviceInformation', async () => {
  fakeServer();
  const info = deviceInfo();
  assert.is(info.uuid, deviceId.value);
  assert.is(info.deviceId, deviceId.value);
  assert.match(info.resolution, /^\d+x\d+$/);
  assert.match(info.screenSize, /^\d+x\d+$/);
  assert.is(info.userAgent, navigator.userAgent);
  assert.is(info.launch, 0);
  await sendDeviceReport();
  const [sent] = requestsTo('POST /api/user/user/deviceInformation');
  assert.is(sent.body.uuid, deviceId.value);
  assert.ok(sent.body.operatingSystem);
  assert.not.ok('latitude' in sent.body, 'no location unless already granted');
});

test('a device whose information cannot be read gets an alert, the error is reported, and no report is sent', async () => {
  fakeServer();
  await sendDeviceReport(() => {
    throw new Error('screen is not available');
  });
  assert.ok(toasts.value.some((x) => x.message === 'We couldn’t read your device information. Please reload the page.'));
  assert.is(requestsTo('POST /api/user/user/deviceInformation').length, 0);
  for (let i = 0; i < 40 && !requestsTo('POST /api/metric/event/1/error').length; i++) await new Promise((r) => setTimeout(r, 50));
  assert.match(requestsTo('POST /api/metric/event/1/error')[0].body.message, 'screen is not available');
});

test.after(restoreFetch);

test.run();
