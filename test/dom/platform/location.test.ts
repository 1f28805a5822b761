import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { deviceInfo } from '../../../src/platform/device';
import { askLocationWhenApplying } from '../../../src/platform/location';
import { askLocationOnce } from '../../../src/platform/permissions';
import { eventually, fakeServer, requestsTo, restoreFetch } from '../support/fake-server';

let state: PermissionState = 'prompt';
const nav = navigator as unknown as Record<string, unknown>;
test.before(() => {
  Object.defineProperty(navigator, 'permissions', { value: { query: async () => ({ state }) }, configurable: true });
  Object.defineProperty(navigator, 'geolocation', {
    value: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) => {
        if (state === 'denied') return fail({ code: 1 } as GeolocationPositionError);
        state = 'granted';
        ok({ coords: { latitude: 14.5995, longitude: 120.9842 } } as GeolocationPosition);
      },
    },
    configurable: true,
  });
});
test.before.each(() => {
  localStorage.clear();
  fakeServer();
});
test.after(() => {
  restoreFetch();
  delete nav.permissions;
  delete nav.geolocation;
});

const reports = () => requestsTo('POST /api/user/user/deviceInformation');
const allow = async () => true;
const refuse = async () => false;
const quiet = async () => {};

test('allowed when applying: the device report carries latitude and longitude', async () => {
  state = 'prompt';
  assert.is(await askLocationWhenApplying(() => askLocationOnce(allow, quiet)), 'granted');
  await eventually(() => assert.is(reports().length, 1));
  assert.is(reports()[0].body.latitude, 14.5995);
  assert.is(reports()[0].body.longitude, 120.9842);
});

test('refused in the browser: nothing is reported, nothing fails, and it is not asked again', async () => {
  state = 'prompt';
  let notices = 0;
  const notice = async () => (notices++, true);
  const geo = navigator.geolocation as unknown as { getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) => void };
  const real = geo.getCurrentPosition;
  geo.getCurrentPosition = (_ok, fail) => fail({ code: 1 } as GeolocationPositionError);
  try {
    assert.is(await askLocationWhenApplying(() => askLocationOnce(notice, quiet)), 'blocked');
    assert.is(await askLocationWhenApplying(() => askLocationOnce(notice, quiet)), 'skipped');
  } finally {
    geo.getCurrentPosition = real;
  }
  assert.is(notices, 1, 'asked once per device');
  const withPosition = reports().filter((r) => r.body.latitude !== undefined);
  assert.is(withPosition.length, 0);
});

test('the application never waits for the device report (a slow network, a slow position fix)', async () => {
  state = 'granted';
  const outcome = await Promise.race([
    askLocationWhenApplying(
      async () => 'granted',
      () => new Promise(() => {}),
    ),
    new Promise((r) => setTimeout(() => r('waited'), 200)),
  ]);
  assert.is(outcome, 'granted');
});

test('"Not now" sends nothing', async () => {
  state = 'prompt';
  assert.is(await askLocationWhenApplying(() => askLocationOnce(refuse, quiet)), 'notNow');
  await new Promise((r) => setTimeout(r, 30));
  assert.is(reports().length, 0);
});

test('opened from the home screen, the device information says launch 1', () => {
  const real = window.matchMedia;
  window.matchMedia = ((q: string) => ({ matches: q === '(display-mode: standalone)' })) as typeof window.matchMedia;
  try {
    assert.is(deviceInfo().launch, 1);
  } finally {
    window.matchMedia = real;
  }
  assert.is(deviceInfo().launch, 0);
});

test.run();
