// The code step of a partner's sign-in (PRODUCT.md section 6), inside the partner's frame: the phone
// already has an account, so the sign-in page asks for the code sent to it, with its own widgets.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import LoginPage from '../../../../src/features/auth/login-page';
import { clearDraft } from '../../../../src/features/auth/login-draft';
import { currentPath, navigate } from '../../../../src/router/navigate';
import { partnerCode } from '../../../../src/session/partner-code';
import { clearSession, token } from '../../../../src/session/session';
import { settings } from '../../../../src/settings';
import { clearToasts, eventually, fakeServer, requestsTo, restoreFetch } from '../../support/fake-server';

const SIGNED_IN = { token: 'tok-existing', userId: 5, phone: '09171234567', bizStatus: 10 };
const ASKED = { needCode: true, maskedPhone: '0917****67', expiresIn: 300, resendIn: 60 };

test.before.each(() => {
  settings.embedded = true;
  clearDraft();
  clearSession();
  clearToasts();
  fakeServer({ 'POST /login/uniqueLogin': (req) => ({ data: req.body.code ? SIGNED_IN : ASKED }) });
  partnerCode.value = { taskId: 'task-9', maskedPhone: '0917****67', resendAt: Date.now() + 60_000 };
  navigate('/login');
});
test.after.each(() => {
  cleanup();
  clearToasts();
  partnerCode.value = null;
  settings.embedded = false;
});

const page = () => render(<LoginPage params={{}} titleKey="route.login" />);
const codeField = () => screen.getByLabelText('4-digit code') as HTMLInputElement;
const type = (el: HTMLInputElement, value: string) => fireEvent.input(el, { target: { value } });
const tap = (name: string | RegExp) =>
  act(() => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

test('the sign-in page asks for the code sent to the masked phone, with no phone field and the resend countdown', () => {
  page();
  screen.getByText('You already have an account with us. Enter the code we sent to 0917****67 to sign in.');
  assert.is(screen.queryByLabelText('Mobile number'), null);
  assert.is(codeField().getAttribute('autocomplete'), 'one-time-code');
  const resend = screen.getByRole('button', { name: /Resend in (60|59) s/ }) as HTMLButtonElement;
  assert.ok(resend.disabled);
});

test('the code signs in to the existing account through the same task, and the borrower goes on by status', async () => {
  page();
  type(codeField(), '4821');
  await tap('Sign in');
  await eventually(() => assert.is(token.value, 'tok-existing'));
  const [call] = requestsTo('POST /api/user/login/uniqueLogin');
  assert.equal(call.body, { taskId: 'task-9', uniqueChannel: settings.partnerChannel, registerClientType: 1, code: '4821' });
  assert.is(partnerCode.value, null);
  await eventually(() => assert.is(currentPath.value, '/identity-auth'));
});

test('a wrong code says so, keeps what was typed and counts the tries left; a lock stays on the page', async () => {
  fakeServer({ 'POST /login/uniqueLogin': { code: 400, msg: 'Wrong code', data: { attemptsLeft: 2 } } });
  page();
  type(codeField(), '1111');
  await tap('Sign in');
  await eventually(() => screen.getByText('2 tries left before this number is locked.'));
  assert.is(codeField().getAttribute('aria-invalid'), 'true');
  screen.getByText('Wrong code'); // beside the code box
  assert.is(codeField().value, '1111');
  assert.is(token.value, null);
  fakeServer({ 'POST /login/uniqueLogin': { code: 423, msg: 'Locked', data: { retryAfter: 900 } } });
  await tap('Sign in');
  await eventually(() => screen.getByText(/this number is locked until/));
});

test('once the countdown is over, resend asks the same task for a new code', async () => {
  partnerCode.value = { taskId: 'task-9', maskedPhone: '0917****67', resendAt: 0 };
  page();
  await tap('Resend code');
  await eventually(() => assert.is(requestsTo('POST /api/user/login/uniqueLogin').length, 1));
  assert.equal(requestsTo('POST /api/user/login/uniqueLogin')[0].body, {
    taskId: 'task-9',
    uniqueChannel: settings.partnerChannel,
    registerClientType: 1,
  });
  await eventually(() => screen.getByRole('button', { name: /Resend in (60|59) s/ }));
});

test('an empty code is refused on the page and sends nothing', async () => {
  page();
  await tap('Sign in');
  screen.getByText('Verification code cannot be empty');
  assert.is(requestsTo('POST /api/user/login/uniqueLogin').length, 0);
});

test.after(restoreFetch);

test.run();
