import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ApiError } from '../../../src/api/catalogue';
import { installErrorReporting, reportError } from '../../../src/platform/tracking';
import { fakeServer, restoreFetch, sent } from '../support/fake-server';

// The fake server records each report with its decrypted body.
const reports = sent;
test.before(() => fakeServer());
test.after(restoreFetch);

const settle = () => new Promise((r) => setTimeout(r, 50));
/** Waits until `n` reports arrived (the client chunk loads on first use). */
async function reportsReach(n: number) {
  for (let i = 0; i < 100 && reports.length < n; i++) await settle();
}

test('a script error reaches the tracking API, enveloped, with its message and route', async () => {
  reportError(new Error('boom'), 'test');
  await reportsReach(1);
  assert.is(reports.length, 1);
  assert.match(reports[0].url, /\/api\/metric\/event\/1\/error$/);
  assert.is((reports[0].body as { message: string }).message, 'boom');
});

test('an unhandled rejection is reported, but a rejected API call is not (the catalogue handled it)', async () => {
  reports.length = 0;
  installErrorReporting();
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('lost promise') }));
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new ApiError(500, 'server said no') }));
  await reportsReach(1);
  await settle();
  assert.equal(
    reports.map((r) => (r.body as { message: string }).message),
    ['lost promise'],
  );
});

test('a page that throws in a loop sends at most 10 reports', async () => {
  for (let i = 0; i < 50; i++) reportError(new Error('loop ' + i), 'test');
  await settle();
  assert.ok(reports.length <= 10, `sent ${reports.length}`);
});

test.run();
