import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { PermissionKind, Said } from '../../../src/platform/dialog-kinds';
import { askAgain, askLocationOnce, askNotificationsOnce, wasAsked } from '../../../src/platform/permissions';

type State = 'granted' | 'denied' | 'prompt';
let browser: { location: State; notification: State };
let browserAsked: PermissionKind[];
/** What the browser's own prompt answers. */
let answer: 'granted' | 'denied';
/** What the app told the borrower afterwards. */
let told: [PermissionKind, Said][] = [];
const tell = async (kind: PermissionKind, outcome: Said) => void told.push([kind, outcome]);

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
      getCurrentPosition: (ok: (p: unknown) => void, fail: (e: unknown) => void) => (
        browserAsked.push('location'), answer === 'granted' ? ok({}) : fail({ code: 1 })
      ),
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
  told = [];
  installBrowser('prompt', 'prompt');
});
test.after.each(cleanup);

test('each is asked on its own moment: the notice explains first, then the browser asks', async () => {
  const shown: PermissionKind[] = [];
  const notice = async (kind: PermissionKind) => (
    shown.push(kind), assert.not.ok(browserAsked.includes(kind), 'the browser has not asked yet'), true
  );
  assert.is(await askLocationOnce(notice, tell), 'granted');
  assert.equal(shown, ['location']);
  assert.equal(browserAsked, ['location']);
  assert.is(await askNotificationsOnce(notice, tell), 'granted');
  assert.equal(browserAsked, ['location', 'notification']);
});

test('asked once per device, whatever the answer ("Not now" included); My profile asks again', async () => {
  assert.is(await askLocationOnce(async () => false, tell), 'notNow');
  assert.equal(browserAsked, []);
  assert.ok(wasAsked('location'));
  let shown = 0;
  assert.is(await askLocationOnce(async () => (shown++, true), tell), 'skipped');
  assert.is(shown, 0);
  assert.is(await askAgain('location', async () => (shown++, true), tell), 'granted');
  assert.is(shown, 1);
});

test('tapping Allow says in words what happened: on, or blocked and where to change it', async () => {
  const asking = askLocationOnce(async () => true);
  const said = await waitFor(() => screen.getByRole('dialog', { name: 'Allow location?' }));
  assert.match(said.textContent!, /Location is on\. Thank you\./);
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  await asking;
  answer = 'denied';
  const blocked = askNotificationsOnce(async () => true);
  const words = await waitFor(() => screen.getByRole('dialog', { name: 'Turn on notifications?' }));
  assert.match(words.textContent!, /Notifications are blocked for this app\. To allow them, open your browser’s site settings\./);
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  assert.is(await blocked, 'blocked');
});

test('a permission the browser already decided gets no notice; asked again from My profile it says where it stands', async () => {
  installBrowser('granted', 'denied');
  let shown = 0;
  assert.is(await askLocationOnce(async () => (shown++, true), tell), 'granted');
  assert.is(await askNotificationsOnce(async () => (shown++, true), tell), 'blocked');
  assert.is(shown, 0);
  assert.equal(told, []);
  await askAgain('notification', async () => (shown++, true), tell);
  assert.is(shown, 0);
  assert.equal(told, [['notification', 'blocked']]);
});

test('the real notice is a dialog with the reason, Allow and Not now', async () => {
  let done = false;
  const asking = askLocationOnce(undefined, tell).then(() => (done = true));
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
