// The code pages show where a payment code stands (PRODUCT.md section 9): only an open code invites
// payment (a QR, a pay button, a code to copy); a paid, part-paid, expired, replaced or settled one
// says so, with what is still owed or the way back to a new code. Each page says what the code pays.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import CodePage from '../../../../src/features/repay/code-page';
import { navigate } from '../../../../src/router/navigate';
import { token } from '../../../../src/session/session';
import { clearToasts, fakeServer, requestsTo, restoreFetch } from '../../support/fake-server';

const expiresAt = Date.parse('2026-12-04T04:30:00Z');
const paidAt = Date.parse('2026-12-03T02:00:00Z');
const REF = 'PCAAAAAAAAAA';
const base = {
  reference: REF,
  payCode: REF,
  amount: 498_550,
  kind: 'repay',
  channel: 'seven_eleven',
  expiresAt,
  state: 'open',
  paidAmount: 0,
};
const detail = {
  repayable: 120_000,
  overdueFee: 20_000,
  dueDate: Date.parse('2026-12-10T00:00:00Z'),
  extendedDueDate: Date.parse('2026-12-17T00:00:00Z'),
};
let copied: string[] = [];
let shared: ShareData[] = [];

test.before.each(() => {
  token.value = '';
  copied = [];
  shared = [];
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (s: string) => void copied.push(s) } });
  Object.defineProperty(navigator, 'share', { configurable: true, value: async (d: ShareData) => void shared.push(d) });
});
test.after.each(() => {
  cleanup();
  clearToasts();
});
test.after(restoreFetch);

const open = (path: string, data: Record<string, unknown>) => {
  fakeServer({ [`GET /repay/code/${REF}`]: { data: { ...base, ...data } }, 'GET /repay/detail/R1': { data: detail } });
  navigate(path);
  return render(<CodePage params={{}} titleKey="route.repayCode" />);
};
const figure = (label: string) => screen.getAllByRole('term').find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;
/** Nothing on the page invites payment: no QR, no pay link, no copy, no share, no steps. */
const invitesNothing = () => {
  assert.is(screen.queryByRole('img'), null, 'no QR');
  assert.is(screen.queryByRole('button', { name: /^Copy/ }), null, 'nothing to copy');
  assert.is(screen.queryByRole('button', { name: 'Share this code' }), null, 'nothing to share');
  assert.is(screen.queryByText('How to pay'), null, 'no steps');
  assert.is(screen.queryByRole('link', { name: /^Pay with/ }), null, 'no pay button');
  assert.is(figure('Amount to pay'), undefined);
};

test('paid: "Paid ₱X on <date>, thank you", and for its signed-in borrower what is still owed', async () => {
  token.value = 'tok-code';
  open(`/sky-eleven?reference=${REF}&repayId=R1`, { state: 'paid', paidAmount: 498_550, paidAt });
  await screen.findByText('Paid ₱4,985.50 on Dec 3, 2026, thank you.');
  await waitFor(() => assert.is(figure('Still owed'), '₱1,200'));
  invitesNothing();
  assert.is(figure('Reference'), REF, 'the reference stays for support');
});

test('paid from a public link: the thanks, nothing about the loan', async () => {
  open(`/sky-eleven?reference=${REF}&repayId=R1`, { state: 'paid', paidAmount: 498_550, paidAt });
  await screen.findByText('Paid ₱4,985.50 on Dec 3, 2026, thank you.');
  assert.is(requestsTo('GET /api/user/repay/detail/R1').length, 0, 'no session: the loan is not asked for');
  invitesNothing();
});

test('paid in part: what was received and what of the code is left, with the way to a new code', async () => {
  open(`/sky-eleven?reference=${REF}`, { state: 'part', paidAmount: 100_000, paidAt });
  await screen.findByText('Paid ₱1,000 of ₱4,985.50 on Dec 3, 2026, thank you.');
  screen.getByText('₱3,985.50 of this code is still unpaid: get a new code for it.');
  assert.is(screen.getByRole('link', { name: 'Get a new code' }).getAttribute('href'), '#/order');
  invitesNothing();
});

test('expired: "Expired: get a new code", back to the repay page it came from', async () => {
  token.value = 'tok-code';
  open(`/sky-code?reference=${REF}&repayId=R1`, { state: 'expired', channel: 'gcash' });
  assert.is((await screen.findByRole('alert')).textContent, 'Expired: get a new code.');
  assert.is(screen.getByRole('link', { name: 'Get a new code' }).getAttribute('href'), '#/repay/R1');
  invitesNothing();
});

test('replaced and settled: do not pay this code', async () => {
  open(`/sky-code?reference=${REF}`, { state: 'replaced', channel: 'gcash' });
  assert.is((await screen.findByRole('alert')).textContent, 'A newer code replaced this one: do not pay this code.');
  invitesNothing();
  cleanup();
  open(`/sky-code?reference=${REF}`, { state: 'settled', channel: 'gcash' });
  assert.is((await screen.findByRole('alert')).textContent, 'This loan is settled: do not pay this code.');
  invitesNothing();
});

test('every page says what the code pays; an extension adds the new due date and what is still owed after it', async () => {
  open(`/sky-eleven?reference=${REF}`, {});
  await screen.findByText('This code pays toward your loan.');
  cleanup();
  token.value = 'tok-code';
  open(`/sky-eleven?reference=${REF}&repayId=R1&pays=full`, {});
  await screen.findByText('This code repays your loan in full.');
  cleanup();
  open(`/sky-eleven?reference=${REF}&repayId=R1&pays=partial`, {});
  await screen.findByText('This code repays part of your loan.');
  cleanup();
  open(`/sky-eleven?reference=${REF}&repayId=R1`, { kind: 'extend', amount: 30_000 });
  await screen.findByText('This code pays the extension of your loan.');
  await waitFor(() => assert.is(figure('New due date'), 'Dec\u00a017,\u00a02026'));
  assert.is(figure('Still owed after extending'), '₱1,000');
});

test('a QR Ph reference opened on /repay-code shows the QR drawn from the gateway payload, and no typed code', async () => {
  const payload = '00020101021228470012com.p2pqrpay0111DEMOPHM1XXX0312PESOCASH000152046012530360854074985.505802PH';
  open(`/repay-code?reference=${REF}`, { channel: 'qrph', payCode: payload });
  const qr = await screen.findByRole('img', { name: `QR Ph code for reference ${REF}` });
  assert.ok(qr.querySelector('path')!.getAttribute('d')!.length > 1000);
  assert.is(figure('Pay code'), undefined, 'the payload is for scanning, not reading');
  assert.is(figure('Reference'), REF);
});

test('a bank transfer shows the bank, account name and the numeric account number, which is what gets copied', async () => {
  const bank = { bankName: 'Sample Bank (development)', accountName: 'PesoCash Lending (sample)', accountNo: '77880000123456789012' };
  open(`/va?reference=${REF}`, { channel: 'va', payCode: bank.accountNo, bank });
  await screen.findByRole('heading', { name: 'Bank transfer (virtual account)' });
  assert.is(figure('Bank'), bank.bankName);
  assert.is(figure('Account holder name'), bank.accountName);
  assert.is(figure('Account number'), bank.accountNo);
  assert.is(figure('Amount to pay'), '₱4,985.50');
  assert.is(figure('Reference'), REF);
  fireEvent.click(screen.getByRole('button', { name: 'Copy account number' }));
  await waitFor(() => assert.equal(copied, [bank.accountNo]));
});

test("GCash and Maya open the gateway's checkout page; a gateway's own pay code is shown beside our reference", async () => {
  open(`/sky-code?reference=${REF}`, { channel: 'maya', payCode: 'MAYA-778899', checkoutUrl: 'https://pay.example/c/1' });
  const pay = await screen.findByRole('link', { name: 'Pay with Maya' });
  assert.is(pay.getAttribute('href'), 'https://pay.example/c/1');
  assert.is(figure('Pay code'), 'MAYA-778899');
  assert.is(figure('Reference'), REF);
  fireEvent.click(screen.getByRole('button', { name: 'Copy pay code' }));
  await waitFor(() => assert.equal(copied, ['MAYA-778899']));
});

test("Share this code links to the channel's public page, even from the private /va", async () => {
  open(`/va?reference=${REF}&repayId=R1&pays=full`, { channel: 'va', payCode: '77880000123456789012' });
  fireEvent.click(await screen.findByRole('button', { name: 'Share this code' }));
  await waitFor(() => assert.is(shared.length, 1));
  assert.match(shared[0].url!, new RegExp(`#/pembayaran\\?reference=${REF}$`));
  cleanup();
  open(`/store?reference=${REF}`, { channel: 'otc' });
  fireEvent.click(await screen.findByRole('button', { name: 'Share this code' }));
  await waitFor(() => assert.match(shared[1]?.url ?? '', new RegExp(`#/sky-offline\\?reference=${REF}$`)));
});

test.run();
