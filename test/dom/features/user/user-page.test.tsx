import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { currentPath, navigate } from '../../../../src/router/navigate';
import UserPage from '../../../../src/features/user/user-page';
import { token, userInfo } from '../../../../src/session/session';
import { fakePush, PUSH_KEY } from '../../platform/browser-fakes';
import { fakeServer, requestsTo, restoreFetch } from '../../support/fake-server';

test.before.each(() => {
  fakeServer();
  token.value = 'tok-profile';
  userInfo.value = { userId: 7, phone: '09171234567' };
  navigate('/user');
});
test.after.each(cleanup);
test.after(restoreFetch);

test('the phone is shown masked without a 0 after +63: recognisable, not readable over a shoulder', () => {
  render(<UserPage params={{}} titleKey="route.user" />);
  screen.getByText('+63 917•••4567');
  assert.is(screen.queryByText(/1234567|\+63 0/), null);
});

test('My profile asks again for a permission asked once on this device', async () => {
  localStorage.setItem('permission.asked.location', '1');
  const had = { permissions: navigator.permissions, geolocation: navigator.geolocation };
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: { query: async () => ({ state: 'prompt' }) } });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition: () => {} } });
  render(<UserPage params={{}} titleKey="route.user" />);
  fireEvent.click(screen.getByRole('button', { name: 'Ask for location again' }));
  await waitFor(() => screen.getByRole('dialog', { name: 'Allow location?' }));
  fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
  await waitFor(() => assert.is(screen.queryByRole('dialog'), null));
  screen.getByRole('button', { name: 'Ask for notifications again' });
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: had.permissions });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: had.geolocation });
});

test('Add to home screen opens the guide: where the browser made no offer of its own, the steps', async () => {
  render(<UserPage params={{}} titleKey="route.user" />);
  fireEvent.click(screen.getByRole('button', { name: 'Add to home screen' }));
  const guide = await screen.findByRole('dialog', { name: 'Add to home screen' });
  within(guide).getByText('Tap the ⋮ menu at the top right of your browser.');
  fireEvent.click(within(guide).getByRole('button', { name: 'Close' }));
  await waitFor(() => assert.is(screen.queryByRole('dialog'), null));
});

test('opened from the home screen, My profile offers no Add to home screen', () => {
  const real = window.matchMedia;
  window.matchMedia = ((q: string) => ({ matches: q === '(display-mode: standalone)' })) as typeof window.matchMedia;
  try {
    render(<UserPage params={{}} titleKey="route.user" />);
    assert.is(screen.queryByRole('button', { name: 'Add to home screen' }), null);
  } finally {
    window.matchMedia = real;
  }
});

test('notifications allowed from My profile: this device subscribes and the server gets the subscription', async () => {
  localStorage.setItem('permission.asked.notification', '1');
  const undo = fakePush('https://push.example/profile');
  try {
    fakeServer({ 'GET /public/vapidPublicKey': { data: { publicKey: PUSH_KEY } } });
    render(<UserPage params={{}} titleKey="route.user" />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask for notifications again' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Turn on notifications?' })).getByRole('button', { name: 'Allow' }));
    await screen.findByText('Notifications are on.');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => assert.is(requestsTo('POST /api/user/user/savePushToken').length, 1));
    assert.is(JSON.parse(requestsTo('POST /api/user/user/savePushToken')[0].body.pushToken).endpoint, 'https://push.example/profile');
  } finally {
    undo();
    restoreFetch();
  }
});

test('Sign out asks first: Cancel and Escape keep the borrower signed in, focus back on Sign out', async () => {
  render(<UserPage params={{}} titleKey="route.user" />);
  const signOut = screen.getByRole('button', { name: 'Sign out' });
  signOut.focus();
  fireEvent.click(signOut);
  const dialog = screen.getByRole('dialog', { name: 'Sign out?' });
  assert.ok(within(dialog).getByText('You will need a new code by SMS to sign in again.'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => assert.is(screen.queryByRole('dialog'), null));
  assert.is(document.activeElement, signOut);
  fireEvent.click(signOut);
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  await waitFor(() => assert.is(screen.queryByRole('dialog'), null));
  assert.is(requestsTo('GET /api/user/login/loginOut').length, 0);
  assert.ok(token.value);
});

test('Sign out, confirmed, revokes the token on the server, forgets the session and lands on /login', async () => {
  render(<UserPage params={{}} titleKey="route.user" />);
  fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out' }));
  await waitFor(() => assert.is(currentPath.value, '/login'));
  assert.is(requestsTo('GET /api/user/login/loginOut').length, 1);
  assert.is(token.value, null);
  assert.is(userInfo.value, null);
});

test('the page hosts the language switch', () => {
  render(<UserPage params={{}} titleKey="route.user" />);
  assert.ok(screen.getByLabelText('Language'));
});

test.run();
