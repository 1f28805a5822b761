import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import RepayPage from '../../../../src/features/repay/repay-page';
import { setLocale } from '../../../../src/i18n/i18n';
import { currentPath, currentQuery, navigate } from '../../../../src/router/navigate';
import { token, userStatus } from '../../../../src/session/session';
import { toasts } from '../../../../src/ui/toast';
import { clearToasts, fakeServer, requestsTo, restoreFetch } from '../../support/fake-server';
import { choose } from '../../ui/dom-helpers';

const due = Date.parse('2026-11-27T04:00:00Z'); // Friday 27 November, noon in Manila
const detail = {
  loanAmount: 500_000,
  dueDate: due,
  productName: 'Quick Cash',
  overdueDays: 0,
  overdueFee: 0,
  extendedDueDate: due + 7 * 86_400_000,
  waived: 0,
  coupon: 5_000,
  extensionFee: 10_000,
  serviceFee: 10_000,
  repayable: 503_550,
  payEarly: false,
};
const coupons = {
  details: [
    { couponId: '6', name: 'Reserve coupon', amount: 2_000, expireTime: due - 86_400_000, status: 'usable' },
    { couponId: '7', name: 'New borrower coupon', amount: 5_000, expireTime: due, status: 'usable' },
    { couponId: '8', name: 'Old coupon', amount: 9_000, expireTime: 1, status: 'expired' },
  ],
};
const code = (req: { body: { amount: number; channel: string } }) => ({
  data: { reference: 'PCAAAAAAAAAA', amount: req.body.amount, channel: req.body.channel, expiresAt: due },
});

test.before.each(() => {
  token.value = 'tok-repay';
  userStatus.value = 60;
  navigate('/repay/abc');
});
test.after.each(() => {
  cleanup();
  clearToasts();
});
test.after(restoreFetch);

const page = () => render(<RepayPage params={{ repayId: 'abc' }} titleKey="route.repay" />);
const figure = (label: string) => screen.getAllByRole('term').find((dt) => dt.textContent === label)!.nextElementSibling!.textContent;
const pick = (label: string, value: string) => choose(screen.getByLabelText(label), value);
const pay = () => fireEvent.click(screen.getByRole('button', { name: 'Get the payment code' }));

test('the eleven loan-detail figures show under their labels, as the server says them', async () => {
  fakeServer({ 'GET /repay/detail/abc': { data: detail }, 'GET /coupon/couponList': { data: coupons } });
  page();
  await screen.findByText('Repayable amount');
  assert.is(screen.getAllByRole('term').length, 11 + 1, 'eleven figures and the amount to pay');
  assert.is(figure('Loan amount'), '₱5,000');
  assert.is(figure('Due date'), 'Nov\u00a027,\u00a02026');
  assert.is(figure('Product name'), 'Quick Cash');
  assert.is(figure('Overdue days'), '0');
  assert.is(figure('Due date after extension'), 'Dec\u00a04,\u00a02026');
  assert.is(figure('Extension fee'), '₱100');
  assert.is(figure('Repayable amount'), '₱5,035.50');
  assert.is(figure('Service fee (deducted at payout, not owed)'), '₱100', 'the upfront fee is not shown as owed');
  assert.is(screen.queryByRole('alert'), null);
  assert.is(screen.queryByText(/pay a day early/), null);
});

test('the payments received show under the figures with what is still owed; each opens its receipt', async () => {
  const paidAt = Date.parse('2026-11-25T08:15:00+08:00');
  const base = { paymentId: 'evt-9', paidAt, amount: 150_000, channel: 'va', reference: 'PCNOSUCHREF2', kind: 'repay' };
  fakeServer({
    'GET /repay/detail/abc': { data: detail },
    'GET /coupon/couponList': { data: coupons },
    'GET /repay/payments/abc': {
      data: { details: [{ ...base, receipt: { ...base, applied: 150_000, refund: 0, owedAfter: 353_550 } }], paid: 150_000, owed: 353_550 },
    },
  });
  page();
  await screen.findByRole('heading', { name: 'Payments received' });
  screen.getByText(/Bank transfer \(virtual account\) · PCNOSUCHREF2/);
  assert.is(figure('Still owed'), '₱3,535.50');
  fireEvent.click(screen.getByRole('button', { name: 'Receipt of ₱1,500 on Nov\u00a025,\u00a02026 08:15' }));
  screen.getByRole('dialog', { name: 'Payment receipt' });
});

test('full repayment takes off the best usable coupon (the Coupon figure’s), then opens the channel’s code page with the reference', async () => {
  fakeServer({ 'GET /repay/detail/abc': { data: detail }, 'GET /coupon/couponList': { data: coupons }, 'POST /repay/code': code });
  page();
  await screen.findByText('Repayable amount');
  assert.is(screen.queryByRole('option', { name: /Old coupon/ }), null, 'an expired coupon is not offered');
  assert.is(figure('Amount to pay'), '₱4,985.50');
  pick('Coupon', '-');
  assert.is(figure('Amount to pay'), '₱5,035.50');
  pick('Coupon', '7');
  pick('Pay with', 'seven_eleven');
  pay();
  await waitFor(() => assert.is(currentPath.value, '/sky-eleven'));
  assert.is(currentQuery.value.get('reference'), 'PCAAAAAAAAAA');
  // The code page learns which loan and what kind of payment, to say what the code pays.
  assert.is(currentQuery.value.get('repayId'), 'abc');
  assert.is(currentQuery.value.get('pays'), 'full');
  const sent = requestsTo('POST /api/user/repay/code')[0];
  assert.equal(sent.body, { repayId: 'abc', kind: 'repay', amount: 498_550, channel: 'seven_eleven', couponId: '7' });
  assert.ok(sent.headers.get('Idempotency-Key'));
});

test('only the channels the server names are offered (a gateway such as PayMongo takes GCash, Maya and QR Ph)', async () => {
  fakeServer({
    'GET /repay/detail/abc': { data: detail },
    'GET /coupon/couponList': { data: coupons },
    'GET /public/appConfig': { data: { staffService: {}, payChannels: ['qrph', 'gcash', 'maya'] } },
  });
  page();
  await screen.findByText('Repayable amount');
  await waitFor(() => assert.is(screen.queryByRole('option', { name: /7-Eleven/ }), null));
  const offered = [...(screen.getByLabelText('Pay with') as HTMLSelectElement).options].map((o) => o.value).filter(Boolean);
  assert.equal(offered, ['gcash', 'maya', 'qrph'], "in the app's order");
});

test('a due date the server marks payEarly (a weekend or a public holiday) gets the note to pay a day early', async () => {
  fakeServer({ 'GET /repay/detail/abc': { data: { ...detail, payEarly: true } }, 'GET /coupon/couponList': { data: coupons } });
  page();
  await screen.findByText('Your due date is on a weekend or a public holiday: please pay a day early.');
});

test('overdue: the spec’s message; an extension asks the fee plus the overdue fee, without a coupon', async () => {
  fakeServer({
    'GET /repay/detail/abc': { data: { ...detail, overdueDays: 3, overdueFee: 2_250, repayable: 505_800 } },
    'GET /coupon/couponList': { data: coupons },
    'POST /repay/code': code,
  });
  page();
  await screen.findByText('Your order is overdue and your credit limit has been locked. Please repay in time.');
  assert.is(figure('Overdue days'), '3');
  assert.is(figure('Overdue fee'), '₱22.50');
  pick('What do you want to pay?', 'extend');
  assert.is(screen.queryByLabelText('Coupon'), null);
  pay();
  await waitFor(() => assert.is(currentPath.value, '/sky-code'));
  assert.equal(requestsTo('POST /api/user/repay/code')[0].body, { repayId: 'abc', kind: 'extend', amount: 12_250, channel: 'gcash' });
});

test('a partial amount outside one centavo to the repayable is refused on the page; centavos are kept exactly', async () => {
  fakeServer({ 'GET /repay/detail/abc': { data: detail }, 'GET /coupon/couponList': { data: { details: [] } }, 'POST /repay/code': code });
  page();
  await screen.findByText('Repayable amount');
  assert.is(screen.queryByLabelText('Coupon'), null, 'no coupons, no choice');
  pick('What do you want to pay?', 'partial');
  const amount = screen.getByLabelText('Amount to pay');
  fireEvent.input(amount, { target: { value: '6000' } });
  await screen.findByText('From ₱0.01 to ₱5,035.50');
  assert.ok((screen.getByRole('button', { name: 'Get the payment code' }) as HTMLButtonElement).disabled);
  fireEvent.input(amount, { target: { value: '1,000.5' } });
  await waitFor(() => assert.is(figure('Amount to pay'), '₱1,000.50'));
  pay();
  await waitFor(() => assert.is(requestsTo('POST /api/user/repay/code')[0]?.body.amount, 100_050));
});

test('a typed 2500.50 is ₱2,500.50 and 250,050 centavos; what is no amount is refused in plain words and kept', async () => {
  fakeServer({ 'GET /repay/detail/abc': { data: detail }, 'GET /coupon/couponList': { data: { details: [] } }, 'POST /repay/code': code });
  page();
  await screen.findByText('Repayable amount');
  pick('What do you want to pay?', 'partial');
  const amount = screen.getByLabelText('Amount to pay') as HTMLInputElement;
  fireEvent.input(amount, { target: { value: '2.500' } });
  await screen.findByText('Type the amount in pesos, like ₱2,500.50');
  assert.is(amount.value, '2.500', 'what was typed stays');
  fireEvent.input(amount, { target: { value: '2500.50' } });
  await waitFor(() => assert.is(figure('Amount to pay'), '₱2,500.50'));
  pay();
  await waitFor(() => assert.is(requestsTo('POST /api/user/repay/code')[0]?.body.amount, 250_050));
});

test('in Spanish, where the decimal mark is a comma, 2500,50 is ₱2.500,50 and 250,050 centavos', async () => {
  await setLocale('es');
  try {
    fakeServer({
      'GET /repay/detail/abc': { data: detail },
      'GET /coupon/couponList': { data: { details: [] } },
      'POST /repay/code': code,
    });
    page();
    await screen.findByText('Total a devolver');
    pick('¿Qué quieres pagar?', 'partial');
    fireEvent.input(screen.getByLabelText('Importe a pagar'), { target: { value: '2500,50' } });
    await waitFor(() => assert.is(figure('Importe a pagar'), '₱2.500,50'));
    fireEvent.input(screen.getByLabelText('Importe a pagar'), { target: { value: '2,500' } });
    await screen.findByText('Escribe el importe en pesos, por ejemplo ₱2.500,50');
  } finally {
    await setLocale('en');
  }
});

test('each tap sends its own Idempotency-Key; a refusal shows the server’s words and keeps every choice', async () => {
  let replies = 0;
  fakeServer({
    'GET /repay/detail/abc': { data: detail },
    'GET /coupon/couponList': { data: { details: [] } },
    'POST /repay/code': (req) =>
      ++replies === 1 ? { code: 503, msg: 'The payment service is not answering. Please try again in a minute.' } : code(req),
  });
  page();
  await screen.findByText('Repayable amount');
  pick('What do you want to pay?', 'partial');
  fireEvent.input(screen.getByLabelText('Amount to pay'), { target: { value: '1000' } });
  pick('Pay with', 'maya');
  pay();
  await waitFor(() => assert.is(toasts.value.at(-1)?.message, 'The payment service is not answering. Please try again in a minute.'));
  assert.is((screen.getByLabelText('Amount to pay') as HTMLInputElement).value, '1000');
  assert.is((screen.getByLabelText('Pay with') as HTMLSelectElement).value, 'maya');
  await waitFor(() => assert.not.ok((screen.getByRole('button', { name: 'Get the payment code' }) as HTMLButtonElement).disabled));
  pay();
  await waitFor(() => assert.is(currentPath.value, '/sky-code'));
  const [first, second] = requestsTo('POST /api/user/repay/code').map((r) => r.headers.get('Idempotency-Key'));
  assert.ok(first && second && first !== second, `${first} then ${second}`);
});

test('a repaid loan shows its figures and says so, with nothing to pay', async () => {
  fakeServer({ 'GET /repay/detail/abc': { data: { ...detail, repayable: 0, coupon: 0 } }, 'GET /coupon/couponList': { data: coupons } });
  page();
  await screen.findByText('This loan is repaid. Thank you!');
  assert.is(screen.queryByRole('button', { name: 'Get the payment code' }), null);
  assert.is(screen.queryByText('Due date after extension'), null, 'a settled loan has no extension to preview');
});

test('a proof under review shows on the page, and a link leads to sending one for this bill', async () => {
  fakeServer({
    'GET /repay/detail/abc': { data: detail },
    'GET /coupon/couponList': { data: coupons },
    'GET /borrow/bill': { data: { details: [{ repayId: 'other' }, { repayId: 'abc', voucher: { status: 'review' } }] } },
  });
  page();
  await screen.findByText('Repayable amount');
  assert.is(screen.getByRole('status').textContent, 'Proof under review');
  const link = screen.getByRole('link', { name: 'Paid but not showing? Upload proof' });
  assert.is(link.getAttribute('href'), '#/upload-voucher?repayId=abc');
});

test('an accepted proof shows on the page while the loan still owes', async () => {
  fakeServer({
    'GET /repay/detail/abc': { data: detail },
    'GET /coupon/couponList': { data: coupons },
    'GET /borrow/bill': { data: { details: [{ repayId: 'abc', voucher: { status: 'accepted' } }] } },
  });
  page();
  await screen.findByText('Repayable amount');
  assert.is(screen.getByRole('status').textContent, 'Your proof was accepted. The payment will show on your loan soon.');
});

test('without a proof waiting, or when the bill list fails, nothing is said of proofs but the link', async () => {
  for (const bills of [{ data: { details: [{ repayId: 'abc', voucher: { status: 'rejected' } }] } }, 'network'] as const) {
    fakeServer({ 'GET /repay/detail/abc': { data: detail }, 'GET /coupon/couponList': { data: coupons }, 'GET /borrow/bill': bills });
    page();
    await screen.findByText('Repayable amount');
    assert.is(screen.queryByText('Proof under review'), null);
    screen.getByRole('link', { name: 'Paid but not showing? Upload proof' });
    cleanup();
  }
});

test.run();
