import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import UserPage from '../../../../src/features/user/user-page';
import { currentPath, navigate } from '../../../../src/router/navigate';
import { token, userInfo, userStatus } from '../../../../src/session/session';
import { clearToasts, fakeServer, restoreFetch } from '../../support/fake-server';

test.before.each(() => {
  token.value = 'tok-profile-cards';
  userInfo.value = { userId: 9, phone: '09171234567' };
  navigate('/user');
  fakeServer({
    'GET /credit/creditInfo': { data: { creditLimit: 500000, availableLimit: 350000, locked: false } },
    'GET /account/userBandingAccount': {
      data: { bankCode: 'GCASH', bankName: 'GCash', accountNo: '*******4567', accountName: 'Maria Santos' },
    },
  });
});
test.after.each(() => {
  cleanup();
  clearToasts();
  restoreFetch();
  userStatus.value = null;
});

test('a borrower halfway through certification sees the step and continues at it', async () => {
  userStatus.value = 30;
  render(<UserPage params={{}} titleKey="route.user" />);
  screen.getByText('Step 2 of 4 to finish.');
  assert.is(screen.queryByText('Credit limit'), null, 'no limit before certification');
  fireEvent.click(screen.getByRole('button', { name: 'Continue certification' }));
  await waitFor(() => assert.is(currentPath.value, '/facial-auth/step-two'));
});

test('a certified borrower sees the limit, the bank account with a way to change it, and the links', async () => {
  userStatus.value = 60;
  render(<UserPage params={{}} titleKey="route.user" />);
  screen.getByText('Complete: you can borrow.');
  assert.is(screen.queryByRole('button', { name: 'Continue certification' }), null);
  await screen.findByText('₱5,000');
  screen.getByText('Available: ₱3,500');
  await screen.findByText(/GCash · \*+4567/);
  assert.is(screen.getByRole('link', { name: 'Change bank account' }).getAttribute('href'), '#/modify-bank-info');
  for (const [name, href] of [
    ['Coupons', '#/coupon'],
    ['Orders', '#/order'],
    ['Feedback', '#/feedback'],
    ['Customer service', '#/customer-service'],
  ])
    assert.is(screen.getByRole('link', { name }).getAttribute('href'), href);
  screen.getByRole('button', { name: 'Customer service' });
});

test("the limit card says how to raise the limit in the lender's figures, and at the cap that it is the most there is", async () => {
  userStatus.value = 60;
  fakeServer({
    'GET /credit/creditInfo': {
      data: { creditLimit: 500000, availableLimit: 500000, locked: false, nextGrowth: 100000, limitCap: 2000000 },
    },
  });
  render(<UserPage params={{}} titleKey="route.user" />);
  await screen.findByText('Repay each loan in full and your limit grows by ₱1,000, up to ₱20,000.');
  cleanup();
  fakeServer({
    'GET /credit/creditInfo': { data: { creditLimit: 2000000, availableLimit: 2000000, locked: false, nextGrowth: 0, limitCap: 2000000 } },
  });
  render(<UserPage params={{}} titleKey="route.user" />);
  await screen.findByText('Your limit is the most we lend.');
});

test.run();
