import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import DiagnosticsPage from '../../../../src/features/diagnostics/diagnostics-page';
import { deviceId, token } from '../../../../src/session/session';
import { settings } from '../../../../src/settings';
import { toasts } from '../../../../src/ui/toast';
import { clearToasts, fakeServer, requestsTo, restoreFetch } from '../../support/fake-server';

const had = { serviceWorker: Object.getOwnPropertyDescriptor(navigator, 'serviceWorker'), storage: navigator.storage };
const withServiceWorker = (value: unknown) => Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value });

test.before.each(() => {
  token.value = null;
  fakeServer({ 'GET /public/appConfig': { data: { staffService: {} } } });
  withServiceWorker(undefined);
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { estimate: async () => ({ quota: 300 * 1024 * 1024, usage: 44 * 1024 * 1024 }) },
  });
});
test.after.each(() => {
  cleanup();
  clearToasts();
  if (had.serviceWorker) Object.defineProperty(navigator, 'serviceWorker', had.serviceWorker);
  Object.defineProperty(navigator, 'storage', { configurable: true, value: had.storage });
});
test.after(restoreFetch);

/** The value shown beside a label of the report. */
const row = (label: string) => screen.getByText(label).closest('div')!;

test('a visitor without a session sees the version, the device id, the API reached with its round trip, the crypto mode, the service worker and storage', async () => {
  render(<DiagnosticsPage params={{}} titleKey="route.test" />);
  screen.getByRole('heading', { level: 1, name: 'App check' });
  within(row('App version')).getByText(`${settings.appVersion} (${settings.versionCode})`);
  within(row('Device ID')).getByText(deviceId.value);
  await waitFor(() => within(row('Connection to our service')).getByText(/^Reachable, \d+ ms round trip$/));
  assert.is(requestsTo('GET /api/user/public/appConfig').length, 1);
  within(row('Encryption')).getByText('Web Crypto (built into the browser)');
  within(row('Offline support (service worker)')).getByText('Not supported by this browser');
  await waitFor(() => within(row('Storage')).getByText('Available, about 256 MB free'));
});

test('an unreachable API says so plainly, and Check again asks again', async () => {
  fakeServer({ 'GET /public/appConfig': 'network' });
  render(<DiagnosticsPage params={{}} titleKey="route.test" />);
  await waitFor(() => within(row('Connection to our service')).getByText('Not reachable'));
  assert.is(toasts.value.length, 0, 'no error toast: the page is the report');
  fakeServer({ 'GET /public/appConfig': { data: { staffService: {} } } });
  fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
  await waitFor(() => within(row('Connection to our service')).getByText(/^Reachable/));
});

test('the service worker row tells whether one serves this page, is waiting, or is missing', async () => {
  withServiceWorker({ controller: {}, getRegistration: async () => ({ active: {}, waiting: null, installing: null }) });
  render(<DiagnosticsPage params={{}} titleKey="route.test" />);
  await waitFor(() => within(row('Offline support (service worker)')).getByText('Active and serving this page'));
  cleanup();
  withServiceWorker({ controller: null, getRegistration: async () => ({ active: {}, waiting: {}, installing: null }) });
  render(<DiagnosticsPage params={{}} titleKey="route.test" />);
  await waitFor(() => within(row('Offline support (service worker)')).getByText('A new version is waiting for the next visit'));
  cleanup();
  withServiceWorker({ controller: null, getRegistration: async () => undefined });
  render(<DiagnosticsPage params={{}} titleKey="route.test" />);
  await waitFor(() => within(row('Offline support (service worker)')).getByText('Not installed'));
});

test('Copy for support copies one plain line of the findings', async () => {
  let copied = '';
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (s: string) => void (copied = s) } });
  render(<DiagnosticsPage params={{}} titleKey="route.test" />);
  await waitFor(() => within(row('Connection to our service')).getByText(/^Reachable/));
  fireEvent.click(screen.getByRole('button', { name: 'Copy for support' }));
  await waitFor(() => assert.ok(toasts.value.some((x) => x.message === 'Copy successful')));
  assert.match(copied, `version=${settings.appVersion} device=${deviceId.value} api=ok`);
  assert.match(copied, / crypto=web sw=unsupported storage=/);
});

test.run();
