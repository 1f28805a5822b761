import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { enableNotifications, keyBytes } from '../../../src/platform/push';
import { fakeServer, requestsTo, restoreFetch, sent } from '../support/fake-server';

const KEY = 'BAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0A';
// The subscription goes form-encoded, not enveloped: the fake server records its fields.
const forms = () => requestsTo('POST /api/user/user/savePushToken');
const subscribed: unknown[] = [];

test.before(() => {
  fakeServer({ 'GET /public/vapidPublicKey': { data: { publicKey: KEY } } });
  const sub = { endpoint: 'https://push.example/abc', keys: { p256dh: 'p', auth: 'a' } };
  const pushManager = {
    getSubscription: async () => null,
    subscribe: async (opts: unknown) => (subscribed.push(opts), { toJSON: () => sub }),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: { ready: Promise.resolve({ pushManager }) }, configurable: true });
  (globalThis as { PushManager?: unknown }).PushManager = class {};
});
test.after(() => {
  restoreFetch();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  delete (globalThis as { PushManager?: unknown }).PushManager;
});

test('the key decodes from base64url to the 65 bytes the push manager takes', () => {
  const bytes = keyBytes(KEY);
  assert.is(bytes.length, 65);
  assert.is(bytes[0], 4);
  assert.is(bytes[62], 62);
});

test('allowed: the device subscribes with the server key and posts the subscription form-encoded', async () => {
  assert.is(await enableNotifications(async () => 'granted'), 'granted');
  assert.is(subscribed.length, 1);
  assert.equal((subscribed[0] as { userVisibleOnly: boolean }).userVisibleOnly, true);
  assert.equal([...(subscribed[0] as { applicationServerKey: Uint8Array }).applicationServerKey], [...keyBytes(KEY)]);
  assert.is(forms().length, 1);
  const token = JSON.parse(forms()[0].body.pushToken);
  assert.is(token.endpoint, 'https://push.example/abc');
});

test('refused or not now: nothing is subscribed and nothing sent', async () => {
  subscribed.length = 0;
  sent.length = 0;
  for (const answer of ['blocked', 'notNow', 'skipped'] as const) assert.is(await enableNotifications(async () => answer), answer);
  assert.is(subscribed.length, 0);
  assert.is(forms().length, 0);
});

test.run();
