import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import IdentityAuthPage from '../../../../src/features/identity-auth/identity-auth-page';
import { currentPath, navigate } from '../../../../src/router/navigate';
import { userStatus } from '../../../../src/session/session';

test.before.each(() => {
  localStorage.removeItem('consent.certification');
  userStatus.value = 10;
  navigate('/identity-auth');
});
test.after.each(cleanup);

const page = () => render(<IdentityAuthPage params={{}} titleKey="route.identityAuth" />);
const start = () => act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
  });

test('it says what the phone check and the four steps need', () => {
  page();
  for (const s of ['Phone check', '1. Identity', '2. Personal information', '3. Emergency contacts', '4. Bank account']) screen.getByText(s);
  screen.getByText(/One valid government ID/);
});

test('it makes the privacy promises of PRODUCT.md section 7, with the policy one tap away', () => {
  page();
  screen.getByText(/camera only while you take the photos/);
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

test('with the consent a new borrower goes on to the phone check, and the consent is remembered', async () => {
  page();
  await act(() => {
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree that my information/ }));
  });
  await start();
  assert.is(currentPath.value, '/api-phone-check');
  cleanup();
  page();
  assert.ok((screen.getByRole('checkbox') as HTMLInputElement).checked);
});

test('a borrower past the phone check continues at the step of their status', async () => {
  localStorage.setItem('consent.certification', '1');
  userStatus.value = 30;
  page();
  await start();
  assert.is(currentPath.value, '/facial-auth/step-two');
});

test.run();
