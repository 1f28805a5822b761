import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { currentPath, navigate } from '../../../../src/router/navigate';
import LoginPage from '../../../../src/features/auth/login-page';
import { clearDraft } from '../../../../src/features/auth/login-draft';
import { clearSession, token, userInfo, userStatus } from '../../../../src/session/session';
import { toasts } from '../../../../src/ui/toast';
import { clearToasts, eventually, fakeServer, requestsTo, restoreFetch } from '../../support/fake-server';

const SIGNED_IN = { token: 'tok-9', userId: 9, phone: '09171234567', bizStatus: 10 };

test.before.each(() => {
  fakeServer({ 'POST /login/otpLoginCheck': { data: SIGNED_IN } });
  clearDraft();
  clearSession();
  clearToasts();
  navigate('/login');
});
test.after.each(() => {
  cleanup();
  clearToasts();
});

const page = () => render(<LoginPage params={{}} titleKey="route.login" />);
const phoneField = () => screen.getByLabelText('Mobile number') as HTMLInputElement;
const codeField = () => screen.getByLabelText('4-digit code') as HTMLInputElement;
const agreement = () => screen.getByLabelText('I have read and agree to the Privacy Policy') as HTMLInputElement;
const type = (el: HTMLInputElement, value: string) => fireEvent.input(el, { target: { value } });
const tap = (name: string | RegExp) =>
  act(() => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
const signIn = () => tap('Sign in');

test('the phone shows +63, opens the phone keypad and autofills the national number', () => {
  page();
  const phone = phoneField();
  assert.is(phone.getAttribute('inputmode'), 'tel');
  assert.is(phone.getAttribute('autocomplete'), 'tel-national');
  assert.match(screen.getByText('+63').id, /prefix/);
  assert.is(codeField().getAttribute('autocomplete'), 'one-time-code');
  assert.is(codeField().getAttribute('inputmode'), 'numeric');
});

test('the phone field reads as every phone field of the app: +63, then one hint with the example 0917 123 4567, no placeholder', () => {
  page();
  const described = (phoneField().getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)!.textContent);
  assert.is(described.join(' '), '+63 Philippine mobile, e.g. 0917 123 4567');
  assert.is(phoneField().getAttribute('placeholder'), null);
});

test('signing in with nothing typed shows each empty-field message of spec section 5 and sends nothing', async () => {
  page();
  await signIn();
  screen.getByText('Phone number cannot be empty');
  screen.getByText('Verification code cannot be empty');
  screen.getByText('Please agree to the Privacy Policy to continue');
  assert.is(requestsTo('POST /api/user/login/otpLoginCheck').length, 0);
  // the first wrong field takes the focus, so a screen reader reads its message
  await eventually(() => assert.is(document.activeElement, phoneField()));
});

test('a badly formed phone says to check the format and keeps what was typed', async () => {
  page();
  type(phoneField(), '917 12');
  await signIn();
  screen.getByText('Please check the phone number format');
  assert.is(phoneField().value, '917 12');
  assert.is(phoneField().getAttribute('aria-invalid'), 'true');
});

test('a code that is not 4 digits asks for the 4-digit code and keeps what was typed', async () => {
  page();
  type(phoneField(), '09171234567');
  type(codeField(), '12');
  await signIn();
  screen.getByText('Please enter the 4-digit verification code');
  assert.is(codeField().value, '12');
  assert.is(screen.queryByText('Please check the phone number format'), null);
});

test('typing again clears that field’s message', async () => {
  page();
  await signIn();
  type(phoneField(), '0');
  assert.is(screen.queryByText('Phone number cannot be empty'), null);
  screen.getByText('Verification code cannot be empty');
});

test('the privacy agreement is required: valid phone and code alone do not sign in', async () => {
  page();
  type(phoneField(), '09171234567');
  type(codeField(), '0427');
  await signIn();
  screen.getByText('Please agree to the Privacy Policy to continue');
  assert.is(requestsTo('POST /api/user/login/otpLoginCheck').length, 0);
  // the policy is one tap away, right beside the checkbox
  assert.is(within(agreement().closest('div')!).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href'), '#/privacy-policy');
});

test('send code checks the phone first, then asks the server for a type-1 code and counts down as long as the server says', async () => {
  fakeServer({ 'POST /login/otp': { code: 200, data: { expiresIn: 300, resendIn: 45 } } });
  page();
  await tap('Send code');
  screen.getByText('Phone number cannot be empty');
  assert.is(requestsTo('POST /api/user/login/otp').length, 0);

  type(phoneField(), '0917 123 4567');
  fireEvent.click(agreement());
  await tap('Send code');
  await eventually(() => assert.ok(screen.getByRole('button', { name: /Resend in (45|44) s/ })));
  const [req] = requestsTo('POST /api/user/login/otp');
  assert.is(req.url, '/api/user/login/otp?phone=09171234567&type=1');
  assert.ok((screen.getByRole('button', { name: /Resend in/ }) as HTMLButtonElement).disabled);
  assert.is(toasts.value[0].message, 'Code sent to +63 917 123 4567');
});

test('a refused send without a wait (unreachable SMS gateway) shows the server message and no countdown', async () => {
  fakeServer({ 'POST /login/otp': { code: 500, msg: 'Something went wrong, please try again' } });
  page();
  type(phoneField(), '09171234567');
  fireEvent.click(agreement());
  await tap('Send code');
  await eventually(() => assert.is(toasts.value[0]?.message, 'Something went wrong, please try again'));
  assert.ok(screen.getByRole('button', { name: 'Send code' }));
});

test('what was typed survives a visit to the privacy policy and back', () => {
  const first = page();
  type(phoneField(), '0917123456');
  type(codeField(), '04');
  fireEvent.click(agreement());
  first.unmount();
  page();
  assert.is(phoneField().value, '0917123456');
  assert.is(codeField().value, '04');
  assert.ok(agreement().checked);
});

test('a good code signs in: session stored, status 10 lands on identity authentication, device report sent', async () => {
  page();
  type(phoneField(), '09171234567');
  type(codeField(), '0427');
  fireEvent.click(agreement());
  await signIn();
  await eventually(() => assert.is(currentPath.value, '/identity-auth'));
  const [check] = requestsTo('POST /api/user/login/otpLoginCheck');
  assert.equal(check.body, { phone: '09171234567', code: '0427' });
  assert.is(token.value, 'tok-9');
  assert.is(userInfo.value?.userId, 9);
  assert.is(userStatus.value, 10);
  await eventually(() => assert.is(requestsTo('POST /api/user/user/deviceInformation').length, 1));
});

test('a wrong code is said beside the code box (its description, not a passing toast) and keeps the form', async () => {
  fakeServer({ 'POST /login/otpLoginCheck': { code: 400, msg: 'The code is wrong or has expired', data: { attemptsLeft: 4 } } });
  page();
  type(phoneField(), '09171234567');
  type(codeField(), '9999');
  fireEvent.click(agreement());
  await signIn();
  await eventually(() => assert.is(codeField().getAttribute('aria-invalid'), 'true'));
  const described = (codeField().getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
  assert.ok(described.includes('The code is wrong or has expired'), `described by ${JSON.stringify(described)}`);
  assert.is(toasts.value.length, 0);
  assert.is(token.value, null);
  assert.is(currentPath.value, '/login');
  assert.is(codeField().value, '9999');
  type(codeField(), '999');
  assert.is(codeField().getAttribute('aria-invalid'), null, 'a new code clears the refusal');
});

test.after(restoreFetch);

test.run();
