import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import IdentityAuthPage from '../../../../src/features/identity-auth/identity-auth-page';
import { currentPath, navigate } from '../../../../src/router/navigate';
import { userStatus } from '../../../../src/session/session';

test.before.each(() => {
  userStatus.value = 10;
  navigate('/identity-auth');
});
test.after.each(cleanup);

const page = () => render(<IdentityAuthPage params={{}} titleKey="route.identityAuth" />);
const start = () =>
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
  });

test('it says what the phone check and the four steps need', () => {
  page();
  for (const s of ['Phone check', '1. Identity', '2. Personal information', '3. Emergency contacts', '4. Bank account'])
    screen.getByText(s);
  screen.getByText('A valid government ID and a photo of your face.');
});

test('it makes the privacy promises of PRODUCT.md section 7, with the policy one tap away', () => {
  page();
  screen.getByText('The camera is used only while you photograph your ID and face.');
  screen.getByText('You type your contacts in yourself.');
  screen.getByText(/never read your contact list, photo gallery or text messages/);
  assert.is(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href'), '#/privacy-policy');
});

test('without the consent it says so, and stays', async () => {
  page();
  await start();
  assert.is(screen.getByRole('alert').textContent, 'Please agree to continue');
  assert.is(currentPath.value, '/identity-auth');
});

test('with the consent a new borrower goes on to the phone check', async () => {
  page();
  await act(() => {
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree that my information/ }));
  });
  await start();
  assert.is(currentPath.value, '/api-phone-check');
});

test('a borrower past the phone check continues at the step of their status', async () => {
  userStatus.value = 30;
  page();
  await act(() => {
    fireEvent.click(screen.getByRole('checkbox'));
  });
  await start();
  assert.is(currentPath.value, '/facial-auth/step-two');
});

test.run();
