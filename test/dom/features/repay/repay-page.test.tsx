import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import RepayPage from '../../../../src/features/repay/repay-page';
import { currentPath, currentQuery, navigate } from '../../../../src/router/navigate';
import { token } from '../../../../src/session/session';
import { clearToasts, fakeServer, requestsTo, restoreFetch } from '../../support/fake-server';

const due = Date.parse('2026-11-26T15:00:00Z'); // a Thursday in Manila
const detail = {
  loanAmount: 500_000, dueDate: due, productName: 'Quick Cash', overdueDays: 0, overdueFee: 0, extendedDueDate: due + 7 * 86_400_000,
  waived: 0, coupon: 5_000, extensionFee: 10_000, serviceFee: 10_000, repayable: 503_500,
};
const coupons = { details: [{ couponId: '7', name: 'New borrower coupon', amount: 5_000, expireTime: due, status: 'usable' }, { couponId: '8', name: 'Old', amount: 9_000, expireTime: 1, status: 'expired' }] };

test.before.each(() => {
  token.value = 'tok';
  navigate('/repay/abc');
});
test.after.each(() => {
  cleanup();
  clearToasts();
  restoreFetch();
});

const page = () => render(<RepayPage params={{ repayId: 'abc' }} titleKey="route.repay" />);

test('the eleven figures show under their labels, as the server says them', async () => {
  fakeServer({ 'GET /repay/detail/abc': { data: detail }, 'GET /coupon/couponList': { data: coupons } });
  page();
  await waitFor(() => screen.getByText('Repayable amount'));
  for (const [label, value] of [['Loan amount', '₱5,000'], ['Product name', 'Quick Cash'], ['Overdue days', '0'], ['Extension fee', '₱100'], ['Repayable amount', '₱5,035']]) {
    const row = screen.getByText(label).parentElement!;
    assert.ok(row.textContent!.includes(value), `${label}: ${row.textContent}`);
  }
  assert.is(screen.getAllByRole('term').length, 11);
  assert.is(screen.queryByRole('alert'), null);
  assert.is(screen.queryByText(/pay a day early/), null);
});

test('full repayment with a coupon asks the repayable less the coupon, then opens the channel\'s code page', async () => {
  fakeServer({
    'GET /repay/detail/abc': { data: detail }, 'GET /coupon/couponList': { data: coupons },
    'POST /repay/code': (req) => ({ data: { reference: 'PCAAAAAAAAAA', amount: req.body.amount, channel: req.body.channel, expiresAt: due } }),
  });
  page();
  fireEvent.click(await waitFor(() => screen.getByRole('radio', { name: /New borrower coupon/ })));
  assert.is(screen.queryByRole('radio', { name: /Old/ }), null, 'expired coupons are not offered');
  fireEvent.click(screen.getByRole('radio', { name: '7-Eleven (CLiQQ)' }));
  screen.getByText('₱4,985');
  fireEvent.click(screen.getByRole('button', { name: 'Get the payment code' }));
  await waitFor(() => assert.is(currentPath.value, '/sky-eleven'));
  assert.is(currentQuery.value.get('reference'), 'PCAAAAAAAAAA');
  const sent = requestsTo('POST /api/user/repay/code')[0];
  assert.equal(sent.body, { repayId: 'abc', kind: 'repay', amount: 498_500, channel: 'seven_eleven', couponId: '7' });
  assert.ok(sent.headers.get('Idempotency-Key'));
});

test('overdue: the spec\'s message; extending asks the fee plus the overdue fee; a weekend due date gets the note', async () => {
  const sat = Date.parse('2026-11-28T03:00:00Z');
  fakeServer({
    'GET /repay/detail/abc': { data: { ...detail, dueDate: sat, overdueDays: 3, overdueFee: 2_250, repayable: 505_750 } },
    'POST /repay/code': (req) => ({ data: { reference: 'PCBBBBBBBBBB', amount: req.body.amount, channel: req.body.channel, expiresAt: due } }),
  });
  page();
  await waitFor(() => screen.getByRole('alert'));
  screen.getByText('Your order is overdue and your credit limit has been locked. Please repay in time.');
  screen.getByText(/weekend or a public holiday/);
  fireEvent.click(screen.getByRole('radio', { name: /Extend the loan/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Get the payment code' }));
  await waitFor(() => assert.is(currentPath.value, '/sky-code'));
  assert.equal(requestsTo('POST /api/user/repay/code')[0].body, { repayId: 'abc', kind: 'extend', amount: 12_250, channel: 'gcash' });
});

test('a partial amount above the repayable is refused on the page', async () => {
  fakeServer({ 'GET /repay/detail/abc': { data: detail } });
  page();
  fireEvent.click(await waitFor(() => screen.getByRole('radio', { name: 'Repay part' })));
  fireEvent.input(screen.getByLabelText('Amount (₱)'), { target: { value: '6000' } });
  await waitFor(() => screen.getByText('Enter an amount from ₱0.01 to ₱5,035'));
  fireEvent.input(screen.getByLabelText('Amount (₱)'), { target: { value: '1,000.5' } });
  await waitFor(() => screen.getByText('₱1,000.50'));
});

test.run();
