import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { seal } from '../../../../src/api/envelope';
import { currentPath, navigate } from '../../../../src/router/navigate';
import { settings } from '../../../../src/settings';
import UserPage, { maskPhone } from '../../../../src/features/user/user-page';
import { token, userInfo } from '../../../../src/session/session';

const calls: string[] = [];
test.before.each(() => {
  calls.length = 0;
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return new Response(JSON.stringify({ payload: await seal({ code: 200, data: null, msg: '' }, settings.envelopeKey) }));
  }) as typeof fetch;
  token.value = 'tok-profile';
  userInfo.value = { userId: 7, phone: '0917123456' };
  navigate('/user');
});
test.after.each(cleanup);

test('the phone is shown masked: recognisable, not readable over a shoulder', () => {
  assert.is(maskPhone('0917123456'), '0917•••456');
  render(<UserPage params={{}} titleKey="route.user" />);
  screen.getByText('+63 0917•••456');
  assert.is(screen.queryByText(/0917123456/), null);
});

test('Sign out revokes the token on the server, forgets the session and lands on /login', async () => {
  render(<UserPage params={{}} titleKey="route.user" />);
  fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  await waitFor(() => assert.is(currentPath.value, '/login'));
  assert.ok(calls.some((u) => u.endsWith('/api/user/login/loginOut')));
  assert.is(token.value, null);
  assert.is(userInfo.value, null);
});

test('the page hosts the language switch', () => {
  render(<UserPage params={{}} titleKey="route.user" />);
  assert.ok(screen.getByLabelText('Language'));
});

test.run();
