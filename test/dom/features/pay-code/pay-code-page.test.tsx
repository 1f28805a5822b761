import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import PayCodePage from '../../../../src/features/pay-code/pay-code-page';
import { navigate } from '../../../../src/router/navigate';
import { clearSession } from '../../../../src/session/session';
import { toasts } from '../../../../src/ui/toast';
import { clearToasts, fakeServer, requestsTo, restoreFetch } from '../../support/fake-server';

const later = Date.now() + 86_400_000;
const code = (channel: string, expiresAt = later) => ({ data: { reference: 'PC7K2M9Q4R', amount: 123_456, channel, expiresAt } });
let copied = '';

test.before.each(() => {
  clearSession();
  copied = '';
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (s: string) => void (copied = s) } });
});
test.after.each(() => {
  cleanup();
  clearToasts();
  restoreFetch();
});

const page = () => render(<PayCodePage params={{}} titleKey="route.skyEleven" />);

test('opened from a link without a session, the page shows the code of the reference in the address', async () => {
  fakeServer({ 'GET /repay/code/PC7K2M9Q4R': code('seven_eleven') });
  navigate('/sky-eleven?reference=PC7K2M9Q4R');
  page();
  await waitFor(() => screen.getByText('PC7K2M9Q4R'));
  screen.getByText('₱1,234.56');
  screen.getByText('7-Eleven (CLiQQ)');
  screen.getByRole('heading', { name: 'How to pay' });
  screen.getByText('Choose PesoCash and give the reference.');
  assert.is(requestsTo('GET /api/user/repay/code/PC7K2M9Q4R')[0].headers.get('Authentication'), null);
});

test('the copy buttons copy the reference and the amount and say "Copy successful"', async () => {
  fakeServer({ 'GET /repay/code/PC7K2M9Q4R': code('va') });
  navigate('/va?reference=PC7K2M9Q4R');
  page();
  fireEvent.click(await waitFor(() => screen.getByRole('button', { name: 'Copy the reference' })));
  await waitFor(() => assert.is(copied, 'PC7K2M9Q4R'));
  assert.ok(toasts.value.some((x) => x.message === 'Copy successful'));
  fireEvent.click(screen.getByRole('button', { name: 'Copy the amount' }));
  await waitFor(() => assert.is(copied, '1234.56'));
});

test('/sky-scan draws the QR Ph code on the device', async () => {
  fakeServer({ 'GET /repay/code/PC7K2M9Q4R': code('qrph') });
  navigate('/sky-scan?reference=PC7K2M9Q4R');
  page();
  await waitFor(() => screen.getByRole('img', { name: 'QR Ph code for reference PC7K2M9Q4R' }));
});

test('an expired code says so instead of the steps; no reference asks for the link', async () => {
  fakeServer({ 'GET /repay/code/PC7K2M9Q4R': code('gcash', Date.now() - 1) });
  navigate('/sky-code?reference=PC7K2M9Q4R');
  page();
  await waitFor(() => screen.getByText('This code has expired. Make a new one from your loan.'));
  assert.is(screen.queryByRole('heading', { name: 'How to pay' }), null);
  cleanup();
  navigate('/repay-code');
  page();
  screen.getByText(/This page needs a payment reference/);
});

test('an unknown reference shows the server message and a retry', async () => {
  fakeServer({ 'GET /repay/code/NOPE12': { code: 404, msg: 'No payment code was found for this reference' } });
  navigate('/pembayaran?reference=NOPE12');
  page();
  await waitFor(() => screen.getByText('No payment code was found for this reference'));
  screen.getByRole('button', { name: 'Try again' });
});

test.run();
