// WebOTP on the sign-in page: asked only once a code was sent, so opening the page keeps it in the
// back/forward cache; the SMS code still fills the field and signs in, and nothing listens afterwards.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import LoginPage from '../../../../src/features/auth/login-page';
import { clearDraft } from '../../../../src/features/auth/login-draft';
import { currentPath, navigate } from '../../../../src/router/navigate';
import { clearSession, token } from '../../../../src/session/session';
import { clearToasts, eventually, fakeServer, requestsTo } from '../../support/fake-server';

// A browser with WebOTP: each request is kept with its signal and a way to deliver the SMS code.
type Ask = { signal: AbortSignal; deliver: (code: string) => void };
const asks: Ask[] = [];
function installWebOtp() {
  asks.length = 0;
  (window as unknown as { OTPCredential: unknown }).OTPCredential = function OTPCredential() {};
  Object.defineProperty(navigator, 'credentials', {
    configurable: true,
    value: {
      get: (o: { signal: AbortSignal }) =>
        new Promise((resolve, reject) => {
          asks.push({ signal: o.signal, deliver: (code) => resolve({ code }) });
          o.signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    },
  });
}
const pending = () => asks.filter((a) => !a.signal.aborted);

test.before.each(() => {
  fakeServer({
    'POST /login/otp': { data: { expiresIn: 300, resendIn: 60 } },
    'POST /login/otpLoginCheck': { data: { token: 'tok-9', userId: 9, phone: '09171234567', bizStatus: 10 } },
  });
  installWebOtp();
  clearDraft();
  clearSession();
  clearToasts();
  navigate('/login');
});
test.after.each(() => {
  cleanup();
  clearToasts();
  delete (window as unknown as { OTPCredential?: unknown }).OTPCredential;
  delete (navigator as unknown as { credentials?: unknown }).credentials;
});

const page = () => render(<LoginPage params={{}} titleKey="route.login" />);
const tap = (name: string | RegExp) => act(() => void fireEvent.click(screen.getByRole('button', { name })));
const fillPhoneAndAgree = () => {
  fireEvent.input(screen.getByLabelText('Mobile number'), { target: { value: '0917 123 4567' } });
  fireEvent.click(screen.getByLabelText('I have read and agree to the Privacy Policy'));
};

test('opening the sign-in page and typing does not ask for WebOTP: no code was sent yet', async () => {
  page();
  fillPhoneAndAgree();
  await tap('Sign in'); // refused: no code typed
  screen.getByText('Verification code cannot be empty');
  assert.is(asks.length, 0);
});

test('a refused send does not ask for WebOTP either', async () => {
  fakeServer({ 'POST /login/otp': { code: 500, msg: 'SMS gateway unreachable' } });
  page();
  fillPhoneAndAgree();
  await tap('Send code');
  await eventually(() => assert.is(requestsTo('POST /api/user/login/otp').length, 1));
  await new Promise((r) => setTimeout(r, 20));
  assert.is(asks.length, 0);
});

test('once the code is sent the SMS fills the code and signs in; then nothing listens', async () => {
  page();
  fillPhoneAndAgree();
  await tap('Send code');
  await eventually(() => assert.is(pending().length, 1));
  await act(() => asks[0]!.deliver('0427'));
  await eventually(() => assert.is(currentPath.value, '/identity-auth'));
  assert.equal(requestsTo('POST /api/user/login/otpLoginCheck')[0]!.body, { phone: '09171234567', code: '0427' });
  assert.is(token.value, 'tok-9');
  assert.is(pending().length, 0);
});

test('a resend replaces the request, and leaving the page stops it', async () => {
  fakeServer({ 'POST /login/otp': { data: { expiresIn: 300, resendIn: 0 } } });
  const view = page();
  fillPhoneAndAgree();
  await tap('Send code');
  await eventually(() => assert.is(asks.length, 1));
  await tap('Resend code');
  await eventually(() => assert.is(asks.length, 2));
  assert.is(pending().length, 1, 'one request at a time');
  act(() => void view.unmount()); // preact runs the cleanups of an unmounted tree after paint; act flushes them
  assert.is(pending().length, 0);
});

test.run();
