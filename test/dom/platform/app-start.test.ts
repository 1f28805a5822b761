import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { installSessionReports } from '../../../src/platform/session-reports';
import { sessionHooks } from '../../../src/session/hooks';
import { clearSession, token } from '../../../src/session/session';
import { fakeServer, requestsTo, restoreFetch } from '../support/fake-server';

// The app start report (20) needs the API client, which a visitor's landing never loads otherwise: it
// waits for the visitor's first touch or key, or for the page to be hidden; a borrower's goes at once
// after load. The service worker is registered at the same moment (platform/app-start.ts), so a visitor
// who only reads the landing downloads nothing after it.
const appStarts = () => requestsTo('POST /api/metric/info/save').filter((r) => r.body.uploadType === 20);
const settle = () => new Promise((r) => setTimeout(r, 300));

let registered: string[] = [];
test.before.each(() => {
  localStorage.clear(); // no tracking entries of other suites for the report's first upload to send
  fakeServer();
  installSessionReports();
  registered = [];
  const register = async (url: string) => void registered.push(url);
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
});
test.after.each(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});
test.after(() => {
  clearSession();
  restoreFetch();
});

test("a visitor's app start report waits for their first touch, and goes once", async () => {
  clearSession();
  sessionHooks().appStarted();
  await settle();
  assert.is(appStarts().length, 0, 'nothing is loaded or sent while the visitor only reads');
  assert.equal(registered, [], 'no service worker while the visitor only reads');
  document.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  document.dispatchEvent(new Event('keydown', { bubbles: true }));
  await settle();
  assert.is(appStarts().length, 1);
  assert.equal(registered, ['/sw.js'], 'registered once, at the first touch');
  assert.is(JSON.parse(appStarts()[0].body.value).time, Math.round(performance.timeOrigin), 'timed from the start, not the touch');
});

test('a visitor who leaves without touching still sends it as the page is hidden', async () => {
  clearSession();
  sessionHooks().appStarted();
  await settle();
  assert.is(appStarts().length, 0);
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  await settle();
  assert.is(appStarts().length, 1);
});

test("a signed-in borrower's app start report and service worker go once the page has loaded and shown (its next idle moment)", async () => {
  token.value = 'tok';
  sessionHooks().appStarted();
  await settle();
  assert.is(appStarts().length, 1);
  assert.equal(registered, ['/sw.js']);
});

test.run();
