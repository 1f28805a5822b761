import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { currentPath, navigate } from '../../../src/router/navigate';
import { TabBar, tabTarget } from '../../../src/app/tab-bar';
import { statusLoading, token, unreadMessages, userStatus } from '../../../src/session/session';

test.after.each(() => {
  cleanup();
  token.value = null;
  userStatus.value = null;
  statusLoading.value = false;
  unreadMessages.value = 0;
});

test('signed out, every tab leads to /login', () => {
  for (const tab of ['home', 'order', 'user'] as const) assert.is(tabTarget(tab, false, null), '/login');
});

test('signed in, Home leads to /noren below status 60 and to /home from 60', () => {
  assert.is(tabTarget('home', true, 50), '/noren');
  assert.is(tabTarget('home', true, 60), '/home');
  assert.is(tabTarget('order', true, 10), '/order');
  assert.is(tabTarget('user', true, 10), '/user');
});

test('tapping Order as a signed-in borrower opens the orders page', () => {
  navigate('/home');
  token.value = 'tok';
  userStatus.value = 60;
  render(<TabBar />);
  fireEvent.click(screen.getByRole('button', { name: 'Order' }));
  assert.is(currentPath.value, '/order');
  assert.is(screen.getByRole('button', { name: 'Order' }).getAttribute('aria-current'), 'page');
});

test('the bar is hidden while the status loads', () => {
  navigate('/home');
  statusLoading.value = true;
  render(<TabBar />);
  assert.is(screen.queryByRole('navigation'), null);
});

test('the profile tab carries the unread message count, read in its name as shown', async () => {
  navigate('/home');
  token.value = 'tok';
  userStatus.value = 60;
  unreadMessages.value = 3;
  render(<TabBar />);
  const tab = screen.getByRole('button', { name: 'My profile 3' });
  assert.ok(tab.textContent?.includes('3'));
  unreadMessages.value = 0;
  await waitFor(() => screen.getByRole('button', { name: 'My profile' }));
  assert.is(screen.queryByText('3'), null);
});

test.run();
