import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import PhoneCheckPage from '../../../../src/features/phone-check/phone-check-page';
import { currentPath, navigate } from '../../../../src/router/navigate';
import { token, userInfo, userStatus } from '../../../../src/session/session';
import { toasts } from '../../../../src/ui/toast';
import { clearToasts, eventually, fakeServer, requestsTo, restoreFetch, type Reply } from '../../support/fake-server';

function server(mode: 'l' | 'f', check: Reply | (() => Reply) = { data: { bizStatus: 20 } }) {
  fakeServer({
    'GET /public/appConfig': { data: { staffService: {}, phoneCheckMode: mode } },
    'GET /telecom/lotp': { data: { resendIn: 45 } }, // not the sign-in page's 60: the page must follow the server
    'GET /telecom/fotp': { data: { resendIn: 60 } },
    'POST /telecom/lv': check,
    'POST /telecom/fv': check,
  });
}

test.before.each(() => {
  sessionStorage.clear();
  clearToasts();
  token.value = 'tok-pc';
  userInfo.value = { userId: 3, phone: '09171234567' };
  userStatus.value = 10;
  navigate('/api-phone-check');
});
test.after.each(() => (cleanup(), clearToasts()));
test.after(restoreFetch);

const page = () => render(<PhoneCheckPage params={{}} titleKey="route.apiPhoneCheck" />);
const code = () => screen.getByLabelText('4-digit code') as HTMLInputElement;
const tap = (name: string | RegExp) =>
  act(() => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
const ready = () => eventually(() => assert.not.ok((screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement).disabled));

test('in SMS mode the code is asked by /telecom/lotp and the resend waits the server’s seconds', async () => {
  server('l');
  page();
  screen.getByText(/text a 4-digit code to \+63 917 123 4567/);
  await ready();
  await tap('Send code');
  await eventually(() => screen.getByText('Code sent by SMS to +63 917 123 4567'));
  assert.is(requestsTo('GET /api/user/telecom/lotp').length, 1);
  const resend = screen.getByRole('button', { name: /Resend in \d+ s/ }) as HTMLButtonElement;
  assert.ok(resend.disabled);
  // A slow machine may have ticked a few seconds already; the count still starts from the server's 45.
  const left = Number(/(\d+) s/.exec(resend.textContent ?? '')?.[1]);
  assert.ok(left <= 45 && left >= 35, `counts down from 45, shows ${left}`);
});

test('in call mode it uses /telecom/fotp and /telecom/fv, then moves to status 20 and step one', async () => {
  server('f');
  page();
  await ready();
  screen.getByText(/We will call \+63 917 123 4567 with a 4-digit code/);
  await tap('Send code');
  await eventually(() => screen.getByText('We are calling +63 917 123 4567 now'));
  fireEvent.input(code(), { target: { value: '4321' } });
  await tap('Confirm');
  await eventually(() => assert.is(currentPath.value, '/facial-auth/step-one'));
  assert.equal(requestsTo('POST /api/user/telecom/fv')[0].body, { otpCode: '4321' });
  assert.is(userStatus.value, 20);
});

test('an empty or short code is refused on the page and nothing is sent', async () => {
  server('l');
  page();
  await tap('Confirm');
  screen.getByText('Verification code cannot be empty');
  fireEvent.input(code(), { target: { value: '12' } });
  await tap('Confirm');
  screen.getByText('Please enter the 4-digit verification code');
  assert.is(requestsTo('POST /api/user/telecom/lv').length, 0);
});

test('a wrong code and a lock show the server’s words beside the code, not in a toast', async () => {
  let n = 0;
  server('l', () =>
    ++n < 2 ? { code: 500, msg: 'Wrong code. 4 tries left.' } : { code: 500, msg: 'Too many wrong codes. Try again in 15 minutes.' },
  );
  page();
  fireEvent.input(code(), { target: { value: '1111' } });
  await tap('Confirm');
  await eventually(() => assert.is(screen.getByRole('alert').textContent, 'Wrong code. 4 tries left.'));
  assert.is(code().getAttribute('aria-invalid'), 'true');
  await tap('Confirm');
  await eventually(() => assert.is(screen.getByRole('alert').textContent, 'Too many wrong codes. Try again in 15 minutes.'));
  assert.is(toasts.value.length, 0);
  assert.is(currentPath.value, '/api-phone-check');
});

test('a borrower whose phone is already checked goes on to the step of their status', async () => {
  server('l');
  userStatus.value = 20;
  page();
  await eventually(() => assert.is(currentPath.value, '/facial-auth/step-one'));
});

test('in SMS mode WebOTP is asked only once the code was sent (the back/forward cache), and the SMS code checks itself', async () => {
  const asks: { deliver: (code: string) => void }[] = [];
  (window as unknown as { OTPCredential: unknown }).OTPCredential = function OTPCredential() {};
  Object.defineProperty(navigator, 'credentials', {
    configurable: true,
    value: { get: () => new Promise((resolve) => asks.push({ deliver: (c) => resolve({ code: c }) })) },
  });
  try {
    server('l');
    page();
    await ready();
    assert.is(asks.length, 0, 'nothing asked before a code is on its way');
    await tap('Send code');
    await eventually(() => assert.is(asks.length, 1));
    await act(async () => asks[0].deliver('4321'));
    await eventually(() => assert.is(requestsTo('POST /api/user/telecom/lv').length, 1));
  } finally {
    delete (window as unknown as { OTPCredential?: unknown }).OTPCredential;
    Reflect.deleteProperty(navigator, 'credentials');
  }
});

test('a settings load that fails (offline) says so, keeps Send code off, and Try again loads them', async () => {
  let calls = 0;
  fakeServer({
    'GET /public/appConfig': () => (++calls === 1 ? 'network' : { data: { staffService: {}, phoneCheckMode: 'l' } }),
    'GET /telecom/lotp': { data: { resendIn: 45 } },
  });
  page();
  assert.match((await screen.findByRole('alert')).textContent ?? '', 'Check your connection and try again.');
  assert.ok((screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement).disabled);
  await tap('Try again');
  await ready();
  assert.is(calls, 2);
});

test.run();
