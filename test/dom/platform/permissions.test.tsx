import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { askPermissions, hasAgreed, resetPermissionVisit, type PermissionKind } from '../../../src/platform/permissions';

type State = 'granted' | 'denied' | 'prompt';
let browser: { location: State; notification: State };
let browserAsked: PermissionKind[];

/** A browser whose permission states we choose, recording which prompts it would show. */
function installBrowser(location: State, notification: State) {
  browser = { location, notification };
  browserAsked = [];
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: { query: async () => ({ state: browser.location }) },
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: (_ok: unknown, fail: (e: unknown) => void) => (browserAsked.push('location'), fail({ code: 1 })) },
  });
  const N = { requestPermission: async () => (browserAsked.push('notification'), 'denied') };
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
  resetPermissionVisit();
  installBrowser('prompt', 'prompt');
});
test.after.each(cleanup);

test('each notice explains why before the browser asks, location first, then notifications', async () => {
  const shown: PermissionKind[] = [];
  await askPermissions(async (kind) => {
    shown.push(kind);
    assert.equal(browserAsked, shown.slice(0, -1), 'the browser has not asked for this one yet');
    return true;
  });
  assert.equal(shown, ['location', 'notification']);
  assert.equal(browserAsked, ['location', 'notification']);
});

test('once agreed, a notice never shows again, even in a later visit', async () => {
  await askPermissions(async () => true);
  assert.ok(hasAgreed('location') && hasAgreed('notification'));
  resetPermissionVisit();
  let shown = 0;
  await askPermissions(async () => (shown++, true));
  assert.is(shown, 0);
});

test('"Not now" skips the browser prompt and stores nothing; the notice may come back at the next sign-in only', async () => {
  await askPermissions(async () => false);
  assert.equal(browserAsked, []);
  assert.not.ok(hasAgreed('location'));
  let again = 0;
  await askPermissions(async () => (again++, false));
  assert.is(again, 0, 'not twice in one visit');
  resetPermissionVisit();
  await askPermissions(async () => (again++, false));
  assert.is(again, 2);
});

test('a permission the browser already granted or blocked gets no notice', async () => {
  installBrowser('granted', 'denied');
  let shown = 0;
  await askPermissions(async () => (shown++, true));
  assert.is(shown, 0);
  assert.ok(hasAgreed('location'), 'granted counts as agreed');
  assert.not.ok(hasAgreed('notification'));
});

test('the real notice is a dialog with the reason, Allow and Not now', async () => {
  installBrowser('prompt', 'granted');
  let done = false;
  const asking = askPermissions().then(() => (done = true));
  const dialog = await waitFor(() => screen.getByRole('dialog', { name: 'Allow location?' }));
  assert.match(dialog.textContent!, /protect you against fraud/);
  await act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
  });
  await asking;
  assert.ok(done);
  assert.is(screen.queryByRole('dialog'), null);
  assert.ok(hasAgreed('location'));
  assert.equal(browserAsked, ['location']);
});

test.run();
