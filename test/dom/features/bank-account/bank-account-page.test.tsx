import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CreditDialogs } from '../../../../src/features/bank-account/credit-dialogs';
import BankAccountPage from '../../../../src/features/bank-account/bank-account-page';
import { currentPath, navigate } from '../../../../src/router/navigate';
import { clearSession, userInfo, userStatus } from '../../../../src/session/session';
import type { Ticker } from '../../../../src/ui/countdown-dialog';
import { toasts } from '../../../../src/ui/toast';
import { banks } from '../../support/cert-fixtures';
import { clearToasts, eventually, fakeServer, requestsTo, restoreFetch } from '../../support/fake-server';

const routes = {
  'GET /account/bankBranch': { data: { details: banks } },
  'POST /account/saveUserAccount': { data: { bizStatus: 60 } },
  'GET /credit/creditInfo': { data: { creditLimit: 1_250_000, availableLimit: 1_250_000, locked: false } },
  'POST /coupon/receiveCoupon/auth/complete': { data: { couponId: 'c-1' } },
  'GET /account/userBandingAccount': {
    data: {
      bankCode: 'BDO',
      bankName: 'BDO Unibank',
      accountNo: '********5678',
      accountName: 'Juan Dela Cruz',
      changeAppliesTo: 'now',
      verifiedName: 'Juan Santos Dela Cruz',
    },
  },
  'GET /account/changeCode': { data: { resendIn: 60 } },
};
test.before.each(() => {
  localStorage.clear();
  clearSession();
  userInfo.value = { userId: 51, phone: '09171234567' };
  userStatus.value = 50;
  navigate('/facial-auth/step-four');
  fakeServer(routes);
});
test.after.each(() => {
  cleanup();
  clearToasts();
});
test.after(restoreFetch);

const open = async () => {
  render(<BankAccountPage params={{ step: 'step-four' }} titleKey="route.stepFour" />);
  await screen.findByLabelText('Account holder name');
};
const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.input(field(label), { target: { value } });
const errorOf = (label: string | RegExp) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const tap = (name: string | RegExp) => act(() => void fireEvent.click(screen.getByRole('button', { name })));
async function chooseBank(name: string) {
  await tap(/^Bank or e-wallet/);
  await tap(name);
}

test('Submit with nothing typed names each missing field and sends nothing', async () => {
  await open();
  screen.getByText('Step 4 of 4');
  await tap('Submit');
  assert.match(errorOf(/^Bank or e-wallet/), 'Please choose your bank or e-wallet');
  assert.match(errorOf('Account number'), 'Please enter the account number');
  assert.match(errorOf('Account holder name'), 'Please enter the account holder’s name');
  assert.is(requestsTo('POST /api/user/account/saveUserAccount').length, 0);
});

test('a bank’s number must have one of its lengths; an e-wallet’s is the 11-digit mobile', async () => {
  await open();
  await chooseBank('BDO Unibank');
  screen.getByText('10 or 12 digits, numbers only');
  type('Account number', '12345678901');
  type('Account holder name', 'Juan Dela Cruz');
  await tap('Submit');
  assert.match(errorOf('Account number'), 'The account number must have 10 or 12 digits');
  await chooseBank('GCash');
  // The same hint as every phone field of the app, and no 09XXXXXXXXX pattern beside the +63.
  assert.ok(errorOf('E-wallet mobile number').startsWith('+63 Philippine mobile, e.g. 0917 123 4567 '));
  type('E-wallet mobile number', '1234');
  await tap('Submit');
  assert.match(errorOf('E-wallet mobile number'), 'For an e-wallet, enter its mobile number, like 0917 123 4567');
  assert.not.match(document.body.textContent!, '09XXXXXXXXX');
  assert.is(requestsTo('POST /api/user/account/saveUserAccount').length, 0);
});

test('an e-wallet starts with the borrower’s own mobile number, still editable; a bank number is never guessed', async () => {
  await open();
  await chooseBank('BDO Unibank');
  assert.is(field('Account number').value, '');
  await chooseBank('GCash');
  assert.is(field('E-wallet mobile number').value, '917 123 4567');
  type('E-wallet mobile number', '0918 765 4321');
  assert.is(field('E-wallet mobile number').value, '918 765 4321');
});

test('saving certifies: the countdown dialog, then the limit in pesos, the coupon claimed once, then Home', async () => {
  await open();
  await chooseBank('GCash');
  type('E-wallet mobile number', '+63 917 765 4321');
  type('Account holder name', 'Juan Dela Cruz');
  await tap('Submit');
  await screen.findByRole('dialog', { name: 'Evaluating your credit' });
  assert.equal(requestsTo('POST /api/user/account/saveUserAccount')[0].body, {
    bankCode: 'GCASH',
    accountNo: '09177654321',
    accountName: 'Juan Dela Cruz',
    certify: true,
  });
  assert.is(userStatus.value, 60);
  assert.is(localStorage.getItem('draft:51:step-four'), null);
  screen.getByRole('timer');
});

test('an account number another borrower uses waits for a check: the page says so and stays at step four, then and when opened again', async () => {
  const held = { bankName: 'GCash', accountNo: '*******4321', accountName: 'Juan Dela Cruz' };
  let onFile: object = {};
  fakeServer({
    ...routes,
    'GET /account/userBandingAccount': () => ({ data: onFile }),
    'POST /account/saveUserAccount': () => {
      onFile = { held };
      return { data: { bizStatus: 50, held: true } };
    },
  });
  await open();
  assert.is(screen.queryByRole('region', { name: 'Waiting for a check' }), null);
  await chooseBank('GCash');
  type('E-wallet mobile number', '09177654321');
  type('Account holder name', 'Juan Dela Cruz');
  await tap('Submit');
  const card = await screen.findByRole('region', { name: 'Waiting for a check' });
  assert.match(card.textContent ?? '', '*******4321');
  assert.match(card.textContent ?? '', 'Once it is approved, your account verification is complete');
  assert.ok(toasts.value.some((m) => m.message.includes('waiting for a check')));
  assert.equal([userStatus.value, currentPath.value], [50, '/facial-auth/step-four']);
  assert.is(screen.queryByRole('dialog'), null, 'no credit dialogs: not certified');
  cleanup();
  await open();
  await screen.findByRole('region', { name: 'Waiting for a check' });
});

test('the credit dialogs: 10 ticks, then the granted limit with the locale grouping; OK claims the coupon once and opens Home', async () => {
  let tick = () => {};
  const ticker: Ticker = (t) => ((tick = t), () => (tick = () => {}));
  render(<CreditDialogs ticker={ticker} />);
  screen.getByRole('dialog', { name: 'Evaluating your credit' });
  assert.match(screen.getByRole('timer').textContent!, '10');
  for (let i = 0; i < 9; i++) act(() => tick());
  assert.match(screen.getByRole('timer').textContent!, '1');
  act(() => tick());
  await screen.findByRole('dialog', { name: 'Congratulations!' });
  await screen.findByText('₱12,500');
  const ok = screen.getByRole('button', { name: 'Go to Home' });
  await act(() => {
    fireEvent.click(ok);
    fireEvent.click(ok);
  });
  await eventually(() => assert.is(currentPath.value, '/home'));
  assert.is(requestsTo('POST /api/user/coupon/receiveCoupon/auth/complete').length, 1);
});

test('the account holder is the borrower: the name confirmed from the ID is filled in, and can be edited', async () => {
  fakeServer({ ...routes, 'GET /userBaseInfo/infoView': { data: { fullName: 'Juan Dela Cruz', birthday: '14/02/1990' } } });
  await open();
  assert.is(field('Account holder name').value, 'Juan Dela Cruz');
  await chooseBank('GCash');
  type('E-wallet mobile number', '0917 765 4321');
  type('Account holder name', 'Juan D. Cruz');
  await tap('Submit');
  await eventually(() => assert.is(requestsTo('POST /api/user/account/saveUserAccount').length, 1));
  assert.is((requestsTo('POST /api/user/account/saveUserAccount')[0].body as { accountName: string }).accountName, 'Juan D. Cruz');
  // The save's answer certifies: waited for here, so it cannot land in the next test's fresh session.
  await eventually(() => assert.is(userStatus.value, 60));
});

test("step four refuses a stranger's name at the holder field, before anything is sent: a loan is paid out only to the borrower", async () => {
  fakeServer({ ...routes, 'GET /userBaseInfo/infoView': { data: { fullName: 'Juan Dela Cruz', birthday: '14/02/1990' } } });
  await open();
  await chooseBank('GCash');
  type('E-wallet mobile number', '0917 765 4321');
  type('Account holder name', 'Pedro Reyes');
  await tap('Submit');
  assert.match(errorOf('Account holder name'), 'The account must be in your own name, as on your ID: Juan Dela Cruz');
  assert.is(requestsTo('POST /api/user/account/saveUserAccount').length, 0);
  type('Account holder name', 'JUAN DELA CRUZ');
  await tap('Submit');
  await eventually(() => assert.is(requestsTo('POST /api/user/account/saveUserAccount').length, 1));
  await eventually(() => assert.is(userStatus.value, 60));
});

test('what was typed survives a remount (a reload)', async () => {
  await open();
  await chooseBank('Metrobank');
  type('Account number', '1234');
  cleanup();
  await open();
  screen.getByRole('button', { name: 'Bank or e-wallet: Metrobank' });
  assert.is(field('Account number').value, '1234');
});

const openModify = async () => {
  userStatus.value = 60;
  navigate('/user');
  navigate('/modify-bank-info');
  render(<BankAccountPage params={{}} titleKey="route.modifyBankInfo" />);
  await screen.findByText('********5678');
};
const fillLandbank = async () => {
  await chooseBank('Landbank of the Philippines');
  type('Account number', '1234 567 890');
  type('Account holder name', 'Juan Dela Cruz');
};

test('step four for a certified borrower is the change of account: it opens /modify-bank-info, no empty form', async () => {
  userStatus.value = 60;
  render(<BankAccountPage params={{ step: 'step-four' }} titleKey="route.stepFour" />);
  await eventually(() => assert.is(currentPath.value, '/modify-bank-info'));
  assert.is(location.hash, '#/modify-bank-info');
  assert.is(screen.queryByLabelText('Account holder name'), null);
  assert.is(requestsTo('POST /api/user/account/saveUserAccount').length, 0);
});

test('/modify-bank-info shows the current account masked, asks before it replaces it, and asks for the code sent to the phone', async () => {
  await openModify();
  screen.getByText('BDO Unibank');
  assert.is(screen.queryByText(/of 4$/), null, 'a change of account is no certification step');
  assert.is(((await screen.findByLabelText('Account holder name')) as HTMLInputElement).value, 'Juan Dela Cruz', 'the holder on file');
  await fillLandbank();
  await tap('Save changes');
  const ask = await screen.findByRole('dialog', { name: 'Change the account for your loans?' });
  assert.match(ask.textContent!, 'Landbank of the Philippines');
  assert.match(ask.textContent!, '1234567890');
  assert.match(ask.textContent!, 'From now on, your loans are sent to the new account.');
  assert.match(ask.textContent!, 'we send a code to your phone before the account changes');
  assert.is(requestsTo('POST /api/user/account/saveUserAccount').length, 0, 'nothing is sent before the borrower confirms');
  await tap('Cancel');
  assert.is(screen.queryByRole('dialog'), null);
  await tap('Save changes');
  await tap('Yes, change it');
  assert.match(errorOf('Code sent to your phone'), 'Please enter the 4-digit code we sent to your phone');
  assert.is(requestsTo('POST /api/user/account/saveUserAccount').length, 0, 'no code, no change');
  await tap('Send code');
  await eventually(() => assert.is(requestsTo('GET /api/user/account/changeCode').length, 1));
  await screen.findByText('We sent a code to +63 917•••4567.');
  const resend = screen.getByRole('button', { name: /^Send again in \d+ s$/ }) as HTMLButtonElement;
  assert.ok(resend.disabled, 'the resend waits for its countdown');
  type('Code sent to your phone', '4321');
  await tap('Yes, change it');
  await eventually(() => assert.is(requestsTo('POST /api/user/account/saveUserAccount').length, 1));
  assert.equal(requestsTo('POST /api/user/account/saveUserAccount')[0].body, {
    bankCode: 'LBP',
    accountNo: '1234567890',
    accountName: 'Juan Dela Cruz',
    code: '4321',
  });
  await eventually(() => assert.ok(toasts.value.some((x) => x.message === 'Your bank account is updated')));
  await eventually(() => assert.is(currentPath.value, '/user'), 1000);
  assert.is(screen.queryByRole('dialog'), null, 'no credit dialogs when only changing the account');
});

test("a stranger's name is refused at the holder field, in plain words, before anything is sent", async () => {
  await openModify();
  await fillLandbank();
  type('Account holder name', 'Pedro Reyes');
  await tap('Save changes');
  assert.match(errorOf('Account holder name'), 'The account must be in your own name, as on your ID: Juan Santos Dela Cruz');
  assert.is(screen.queryByRole('dialog'), null);
  type('Account holder name', 'JUAN S. DELA CRUZ');
  await tap('Save changes');
  await screen.findByRole('dialog', { name: 'Change the account for your loans?' });
});

test('a wrong code is said in the dialog; the server refusing the holder closes it and says so at the field', async () => {
  let answer = { code: 400, msg: 'The verification code is wrong or has expired.', data: { field: 'code', attemptsLeft: 4 } };
  fakeServer({ ...routes, 'POST /account/saveUserAccount': () => answer });
  await openModify();
  await fillLandbank();
  await tap('Save changes');
  type('Code sent to your phone', '0000');
  await tap('Yes, change it');
  await eventually(() => assert.match(errorOf('Code sent to your phone'), 'The verification code is wrong or has expired.'));
  answer = { code: 400, msg: 'The account must be in your own name, as on your verified ID', data: { field: 'accountName' } as never };
  await tap('Yes, change it');
  await eventually(() => assert.is(screen.queryByRole('dialog'), null));
  assert.match(errorOf('Account holder name'), 'The account must be in your own name, as on your verified ID');
});

test('with a loan approved or paid out, the page says the loan keeps its account and the change applies to the next loan', async () => {
  const nextLoan = 'Your current loan was approved with this account and keeps it. The change applies to your next loan.';
  fakeServer({
    ...routes,
    'GET /account/userBandingAccount': { data: { ...routes['GET /account/userBandingAccount'].data, changeAppliesTo: 'nextLoan' } },
    'POST /account/saveUserAccount': { data: { bizStatus: 60, appliesTo: 'nextLoan' } },
  });
  await openModify();
  screen.getByText(nextLoan);
  await fillLandbank();
  await tap('Save changes');
  const ask = await screen.findByRole('dialog', { name: 'Change the account for your loans?' });
  assert.match(ask.textContent!, nextLoan);
  type('Code sent to your phone', '4321');
  await tap('Yes, change it');
  await eventually(() => assert.ok(toasts.value.some((x) => x.message === 'Your bank account is updated. It applies to your next loan.')));
});

test('a change held for a check: the page says what held means, and the answer says it is waiting', async () => {
  fakeServer({
    ...routes,
    'GET /account/userBandingAccount': {
      data: {
        ...routes['GET /account/userBandingAccount'].data,
        held: { bankName: 'GCash', accountNo: '*******4321', accountName: 'Juan Dela Cruz' },
      },
    },
    'POST /account/saveUserAccount': { data: { bizStatus: 60, appliesTo: 'now', held: true } },
  });
  await openModify();
  const held = screen.getByRole('region', { name: 'Waiting for a check' });
  assert.match(held.textContent!, '*******4321');
  assert.match(held.textContent!, 'Another borrower already uses this number');
  await fillLandbank();
  await tap('Save changes');
  type('Code sent to your phone', '4321');
  await tap('Yes, change it');
  await eventually(() =>
    assert.ok(toasts.value.some((x) => x.message === 'Your change is waiting for a check. We will tell you the result.')),
  );
});

test('without the current account (offline) the page offers a retry, not a form that cannot say when a change applies', async () => {
  fakeServer({ ...routes, 'GET /account/userBandingAccount': 'network' });
  userStatus.value = 60;
  render(<BankAccountPage params={{}} titleKey="route.modifyBankInfo" />);
  await screen.findByRole('button', { name: 'Try again' });
  assert.is(screen.queryByLabelText('Account holder name'), null);
});

test.run();
