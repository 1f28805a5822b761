import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { askAgain, askLocationOnce, askNotificationsOnce, wasAsked, type PermissionKind } from '../../../src/platform/permissions';
import { toasts } from '../../../src/ui/toast';
import { clearToasts } from '../support/fake-server';

type State = 'granted' | 'denied' | 'prompt';
let browser: { location: State; notification: State };
let browserAsked: PermissionKind[];
/** What the browser's own prompt answers. */
let answer: 'granted' | 'denied';

/** A browser whose permission states we choose, recording which prompts it would show. */
function installBrowser(location: State, notification: State) {
  browser = { location, notification };
  browserAsked = [];
  answer = 'granted';
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: { query: async () => ({ state: browser.location }) },
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: (p: unknown) => void, fail: (e: unknown) => void) => (browserAsked.push('location'), answer === 'granted' ? ok({}) : fail({ code: 1 })),
    },
  });
  const N = { requestPermission: async () => (browserAsked.push('notification'), answer) };
  Object.defineProperty(N, 'permission', { get: () => (browser.notification === 'prompt' ? 'default' : browser.notification) });
  (globalThis as any).Notification = N;
}

// Other suites share this process: the real (happy-dom) objects come back at the end.
const original = { permissions: navigator.permissions, geolocation: navigator.geolocation, Notification: (globalThis as any).Notification };
test.after(() => {
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: original.permissions });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: original.geolocation });
  (globalThis as any).Notification = original.Notification;
});

test.before.each(() => {
  localStorage.clear();
  clearToasts();
  installBrowser('prompt', 'prompt');
});
test.after.each(() => {
  cleanup();
  clearToasts();
});

test('each is asked on its own moment: the notice explains first, then the browser asks', async () => {
  const shown: PermissionKind[] = [];
  const notice = async (kind: PermissionKind) => (shown.push(kind), assert.not.ok(browserAsked.includes(kind), 'the browser has not asked yet'), true);
  assert.is(await askLocationOnce(notice), 'granted');
  assert.equal(shown, ['location']);
  assert.equal(browserAsked, ['location']);
  assert.is(await askNotificationsOnce(notice), 'granted');
  assert.equal(browserAsked, ['location', 'notification']);
});

test('asked once per device, whatever the answer ("Not now" included); My profile asks again', async () => {
  assert.is(await askLocationOnce(async () => false), 'notNow');
  assert.equal(browserAsked, []);
  assert.ok(wasAsked('location'));
  let shown = 0;
  assert.is(await askLocationOnce(async () => (shown++, true)), 'skipped');
  assert.is(shown, 0);
  assert.is(await askAgain('location', async () => (shown++, true)), 'granted');
  assert.is(shown, 1);
});

test('tapping Allow says in words what happened: on, or blocked and where to change it', async () => {
  await askLocationOnce(async () => true);
  assert.is(toasts.value.at(-1)?.message, 'Location is on. Thank you.');
  answer = 'denied';
  await askNotificationsOnce(async () => true);
  assert.is(toasts.value.at(-1)?.message, 'Notifications are blocked for this app. To allow them, open your browser’s site settings.');
});

test('a permission the browser already decided gets no notice; asked again from My profile it says where it stands', async () => {
  installBrowser('granted', 'denied');
  let shown = 0;
  assert.is(await askLocationOnce(async () => (shown++, true)), 'granted');
  assert.is(await askNotificationsOnce(async () => (shown++, true)), 'blocked');
  assert.is(shown, 0);
  assert.equal(toasts.value, []);
  await askAgain('notification', async () => (shown++, true));
  assert.is(shown, 0);
  assert.match(toasts.value.at(-1)!.message, /Notifications are blocked/);
});

test('the real notice is a dialog with the reason, Allow and Not now', async () => {
  let done = false;
  const asking = askLocationOnce().then(() => (done = true));
  const dialog = await waitFor(() => screen.getByRole('dialog', { name: 'Allow location?' }));
  assert.match(dialog.textContent!, /protect you against fraud/);
  await act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
  });
  await asking;
  assert.ok(done);
  assert.is(screen.queryByRole('dialog'), null);
  assert.equal(browserAsked, ['location']);
});

test.run();
