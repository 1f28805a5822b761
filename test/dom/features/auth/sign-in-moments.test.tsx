// The sign-in page as real borrowers meet it: their own number in any form, a countdown
// that belongs to its number, tries left and a lock that stay on the page, the order of the controls.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import LoginPage from '../../../../src/features/auth/login-page';
import { clearDraft } from '../../../../src/features/auth/login-draft';
import { navigate } from '../../../../src/router/navigate';
import { clearSession, sessionNotice } from '../../../../src/session/session';
import { toasts } from '../../../../src/ui/toast';
import { clearToasts, eventually, fakeServer, requestsTo, restoreFetch } from '../../support/fake-server';

test.before.each(() => {
  fakeServer({ 'POST /login/otp': { data: { expiresIn: 300, resendIn: 60 } } });
  clearDraft();
  clearSession();
  clearToasts();
  sessionNotice.value = null;
  navigate('/login');
});
test.after.each(() => {
  cleanup();
  clearToasts();
});

const page = () => render(<LoginPage params={{}} titleKey="route.login" />);
const phoneField = () => screen.getByLabelText('Mobile number') as HTMLInputElement;
const codeField = () => screen.getByLabelText('4-digit code') as HTMLInputElement;
const agreement = () => screen.getByRole('checkbox', { name: 'I have read and agree to the Privacy Policy' }) as HTMLInputElement;
const type = (el: HTMLInputElement, value: string) => fireEvent.input(el, { target: { value } });
const tap = (name: string | RegExp) => act(() => void fireEvent.click(screen.getByRole('button', { name })));
const ready = (phone = '09171234567') => {
  type(phoneField(), phone);
  fireEvent.click(agreement());
};

test('letters cannot be typed into the phone; a whole number typed or pasted shows grouped after +63', () => {
  page();
  type(phoneField(), '0917abc');
  assert.is(phoneField().value, '0917');
  for (const pasted of ['+63 917 123 4567', '63-917-123-4567', '09171234567', '9171234567', '+639171234567']) {
    type(phoneField(), pasted);
    assert.is(phoneField().value, '917 123 4567', pasted);
  }
});

test('Send code asks for the agreement before the number is sent anywhere', async () => {
  page();
  type(phoneField(), '09171234567');
  await tap('Send code');
  screen.getByText('Please agree to the Privacy Policy to continue');
  assert.is(requestsTo('POST /api/user/login/otp').length, 0);
});

test('the countdown belongs to its number: a corrected number may have a code at once', async () => {
  page();
  ready();
  await tap('Send code');
  await eventually(() => assert.ok((screen.getByRole('button', { name: /Resend in \d+ s/ }) as HTMLButtonElement).disabled));
  type(phoneField(), '0918 123 4567');
  const send = screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement;
  assert.not.ok(send.disabled);
  type(phoneField(), '09171234567');
  screen.getByRole('button', { name: /Resend in \d+ s/ });
});

test('after a reload the server’s remaining wait (429 retryAfter) becomes the countdown, not a toast', async () => {
  fakeServer({ 'POST /login/otp': { code: 429, msg: 'Please wait 42 seconds before requesting another code', data: { retryAfter: 42 } } });
  page();
  ready();
  await tap('Send code');
  await eventually(() => screen.getByRole('button', { name: /Resend in (42|41) s/ }));
  assert.equal(toasts.value, []);
});

test('an hourly limit’s long wait counts down in minutes', async () => {
  fakeServer({ 'POST /login/otp': { code: 429, msg: 'Too many codes for this number', data: { retryAfter: 1500 } } });
  page();
  ready();
  await tap('Send code');
  await eventually(() => screen.getByRole('button', { name: 'Resend in 25 min' }));
});

test('after each wrong code the page says how many tries are left; each wrong code is said at the code box, never in stacked toasts', async () => {
  let left = 5;
  fakeServer({
    'POST /login/otpLoginCheck': () => ({
      code: 400,
      msg: 'The verification code is wrong or has expired.',
      data: { attemptsLeft: --left },
    }),
  });
  page();
  ready();
  type(codeField(), '9999');
  const tryOnce = async (n: number) => {
    await tap('Sign in');
    await eventually(() => assert.is(requestsTo('POST /api/user/login/otpLoginCheck').length, n));
    await eventually(() => assert.not.ok(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('aria-busy')));
  };
  await tryOnce(1);
  screen.getByText('4 tries left before this number is locked.');
  await tryOnce(2);
  assert.is(toasts.value.length, 0);
  assert.is(codeField().getAttribute('aria-invalid'), 'true');
  screen.getByText('The verification code is wrong or has expired.');
  screen.getByText('3 tries left before this number is locked.');
  await tryOnce(3);
  screen.getByText('2 tries left before this number is locked.');
  await tryOnce(4);
  screen.getByText('One try left before this number is locked.');
  assert.is(toasts.value.length, 0);
});

test('a lock says until when on the page, disables Sign in and Resend, and shows no toast', async () => {
  fakeServer({ 'POST /login/otpLoginCheck': { code: 423, msg: 'Too many wrong codes', data: { retryAfter: 900 } } });
  page();
  ready();
  type(codeField(), '9999');
  await tap('Sign in');
  const alert = await new Promise<HTMLElement>((done) => eventually(() => done(screen.getByText(/locked until/))));
  const until = new Intl.DateTimeFormat('en-PH', { hour: 'numeric', minute: '2-digit' }).format(Date.now() + 900_000);
  assert.ok(alert.textContent!.includes(until), alert.textContent!);
  assert.is(alert.getAttribute('role'), 'alert');
  assert.ok((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled);
  assert.ok((screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement).disabled);
  assert.equal(toasts.value, []);
  type(phoneField(), '09181234567'); // another number is not locked
  assert.not.ok((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled);
});

test('a lock stops the resend countdown: the button no longer counts, the note says until when', async () => {
  page();
  ready();
  await tap('Send code');
  await eventually(() => screen.getByRole('button', { name: /Resend in \d+ s/ }));
  fakeServer({ 'POST /login/otpLoginCheck': { code: 423, msg: 'Too many wrong codes', data: { retryAfter: 900 } } });
  type(codeField(), '9999');
  await tap('Sign in');
  await eventually(() => screen.getByText(/locked until/));
  assert.is(screen.queryByRole('button', { name: /Resend in/ }), null);
  assert.ok((screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement).disabled);
});

test('tab order: phone, Send code, code box, then the agreement and Sign in', () => {
  page();
  const order = [...document.querySelectorAll<HTMLElement>('form input, form button, form a')].map(
    (el) => el.getAttribute('name') ?? el.textContent?.trim() ?? el.getAttribute('type'),
  );
  assert.equal(
    order.filter((x) => ['phone', 'Send code', 'code', 'Sign in'].includes(x!)),
    ['phone', 'Send code', 'code', 'Sign in'],
  );
});

test('a session that ended elsewhere says so on the sign-in page', () => {
  sessionNotice.value = 'ended';
  page();
  screen.getByText('Your session has ended. Please sign in again.');
});

test('the sign-in page has the language switch', () => {
  page();
  screen.getByRole('combobox', { name: 'Language' });
});

test.after(restoreFetch);

test.run();
