// Push from the operator's CLI to the page's service worker. The borrower allows notifications in
// My profile and the app subscribes through the worker's push manager; Debian's Chromium has no push
// service of its own, so the subscription it hands out names a stand-in push service on 127.0.0.1
// (the subscription's keys are this test's). `ops push` signs and encrypts the message for it; the
// stand-in decrypts it and hands it to the page's worker as a push service would (DevTools'
// ServiceWorker.deliverPushMessage), and the worker shows the notification.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { decryptPush, pushSubscriber } from '../support/web-push';
import { baseUrl, callApi, ops, otpFor, phone, signInCookies } from './harness';

test('a push sent with `ops push` is received by the page’s service worker and shown as a notification', async () => {
  const messages: Buffer[] = [];
  const service = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => (messages.push(Buffer.concat(chunks)), res.writeHead(201).end()));
  });
  await new Promise<void>((r) => service.listen(0, '127.0.0.1', r));
  const subscriber = pushSubscriber();
  const subscription = subscriber.json(`http://127.0.0.1:${(service.address() as AddressInfo).port}/push/e2e`);

  const phoneNo = '09178110042';
  await callApi('POST', `/login/otp?phone=${phoneNo}&type=1`, { deviceId: 'e2e-push' });
  const signedIn = await callApi<{ token: string; userId: number }>('POST', '/login/otpLoginCheck', {
    body: { phone: phoneNo, code: await otpFor(phoneNo) },
    deviceId: 'e2e-push',
  });
  const { token, userId } = signedIn.data;

  const { context, page, errors } = await phone({ serviceWorkers: 'allow' });
  try {
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    await signInCookies(context, token, phoneNo, userId);
    // The browser's push manager hands out the stand-in's subscription.
    // (A string: the test runner's transform would add helpers a function here could not find in the page.)
    await page.addInitScript(`{
      const sub = { toJSON: () => (${subscription}) };
      PushManager.prototype.getSubscription = async () => null;
      PushManager.prototype.subscribe = async () => sub;
    }`);
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
    await cdp.send('ServiceWorker.enable');

    await page.goto(baseUrl + '/#/user');
    await page.waitForSelector('html[data-app=ready]');
    await page.getByRole('button', { name: 'Ask for notifications again' }).click();
    await page.getByText('Notifications are on.').waitFor();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/user/savePushToken'), { timeout: 20_000 });
    await page.getByRole('button', { name: 'OK' }).click();
    await saved;

    await ops('push', String(userId), 'Your loan was approved');
    assert.is(messages.length, 1);
    const data = decryptPush(messages[0], subscriber.ua, subscriber.auth);
    assert.equal(JSON.parse(data), { title: 'PesoCash', text: 'Your loan was approved' });

    const registration = registrations.find((r) => r.scopeURL === baseUrl + '/');
    assert.ok(registration, `the page's worker: ${JSON.stringify(registrations)}`);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseUrl, registrationId: registration!.registrationId, data });
    const notifications = () =>
      page.evaluate(() =>
        navigator.serviceWorker.ready.then((r) => r.getNotifications()).then((list) => list.map((n) => ({ title: n.title, body: n.body }))),
      );
    let shown = await notifications();
    for (let i = 0; i < 50 && !shown.length; i++) shown = (await page.waitForTimeout(200), await notifications());
    assert.equal(shown, [{ title: 'PesoCash', body: 'Your loan was approved' }]);
    assert.equal(errors, []);
  } finally {
    await context.close();
    await new Promise((r) => service.close(r));
  }
});

test.run();
