import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import type { Bill } from '../../../../contract/borrow';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import OrderPage from '../../../../src/features/borrow/order-page';
import { fakeServer, requestsTo } from '../../support/fake-server';
import { signedInPageSuite } from '../../support/page-suite';
import { bill } from './borrow-fixtures';

const due = Date.parse('2026-12-03T10:00:00+08:00');
let retried = false;
/** Bill 4, three days overdue with its fee; bill 5, paid in full on 1 Dec 2026 (Manila). */
const overdue: Bill = { ...bill('4', 50, due), overdueDays: 3, overdueFee: 2_250, repayable: 532_250 };
const settled: Bill = { ...bill('5', 30, due), paid: 530_000, settledAt: Date.parse('2026-12-01T18:00:00+08:00'), repayable: 0 };

signedInPageSuite(test, { token: 'tok-order', status: 60, path: '/order' });
test.before.each(() => {
  retried = false;
  fakeServer({
    'GET /borrow/bill': (req) => ({
      data: {
        details: req.url.includes('borrowType=0')
          ? [bill('1', 10), bill('2', retried ? 20 : 70), bill('3', 40, due), overdue]
          : [settled, bill('6', 60)],
      },
    }),
    'POST /borrow/failBorrowHandler': () => ((retried = true), { data: { borrowStatus: 20 } }),
  });
});

const page = () => render(<OrderPage params={{}} titleKey="route.order" />);
/** The card of the n-th bill in the list (0-based). */
const card = (n: number) => screen.getAllByRole('listitem')[n];
const figure = (n: number, label: string) => within(card(n)).getAllByText(label)[0].nextElementSibling!.textContent;

test('the processing tab lists each bill with amount, dates, what to repay and its status in plain words', async () => {
  page();
  await screen.findByText('Under review');
  assert.is(screen.getByRole('tab', { name: 'Processing' }).getAttribute('aria-selected'), 'true');
  within(card(0)).getByText('Quick Cash · ₱5,000');
  assert.is(figure(0, 'Applied'), 'Nov\u00a020,\u00a02026');
  assert.is(figure(0, 'Due date'), 'Set when the money is sent');
  assert.is(figure(0, 'Total to repay'), '₱5,300');
  within(card(2)).getByText('Repaying');
  assert.is(figure(2, 'Due date'), 'Dec\u00a03,\u00a02026');
  within(card(3)).getByText('Overdue');
  within(card(1)).getByText('Money not sent: check your bank account');
  assert.ok(requestsTo('GET /api/user/borrow/bill')[0].url.endsWith('borrowType=0'));
});

test('an overdue bill says so in words, with its days overdue and its fee, beside the overdue colour', async () => {
  page();
  await screen.findByText('Under review');
  within(card(3)).getByText('Overdue');
  within(card(3)).getByText('3 days overdue');
  assert.is(figure(3, 'Overdue fee'), '₱22.50');
  assert.is(figure(3, 'Total to repay'), '₱5,322.50');
  // A bill not yet due shows neither.
  assert.is(within(card(2)).queryByText(/overdue/i), null);
});

test('a paid bill shows what was paid and when, not a total to repay', async () => {
  page();
  await screen.findByText('Under review');
  fireEvent.click(screen.getByRole('tab', { name: 'Completed' }));
  await screen.findByText('Paid');
  assert.is(figure(0, 'You paid'), '₱5,300');
  assert.is(figure(0, 'Paid in full on'), 'Dec\u00a01,\u00a02026');
  // The one "Total to repay" left is the accepted disclosure statement's, kept under its summary.
  const totals = (n: number) => within(card(n)).getAllByText('Total to repay');
  assert.ok(totals(0).length === 1 && totals(0)[0].closest('details'));
  // A rejected application owes nothing and was paid nothing.
  assert.ok(totals(1).length === 1 && totals(1)[0].closest('details'));
  assert.is(within(card(1)).queryByText('You paid'), null);
});

test('the list asks again when the page returns to view or comes back from the back-forward cache, and shows what changed', async () => {
  let disbursed = false;
  fakeServer({ 'GET /borrow/bill': () => ({ data: { details: [bill('1', disbursed ? 40 : 10, disbursed ? due : null)] } }) });
  page();
  await screen.findByText('Under review');
  disbursed = true;
  document.dispatchEvent(new Event('visibilitychange'));
  await screen.findByText('Repaying');
  assert.is(requestsTo('GET /api/user/borrow/bill').length, 2);
  disbursed = false;
  window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
  await screen.findByText('Under review');
  assert.is(requestsTo('GET /api/user/borrow/bill').length, 3);
});

test('a repaying or overdue bill links to its repay page; one under review does not', async () => {
  page();
  await screen.findByText('Under review');
  assert.is(within(card(2)).getByRole('link', { name: 'Repay' }).getAttribute('href'), '#/repay/R3');
  assert.is(within(card(3)).getByRole('link', { name: 'Repay' }).getAttribute('href'), '#/repay/R4');
  assert.is(within(card(0)).queryByRole('link', { name: 'Repay' }), null);
});

test('the completed tab asks for borrowType 1 and says settled and rejected in words', async () => {
  page();
  await screen.findByText('Under review');
  fireEvent.click(screen.getByRole('tab', { name: 'Completed' }));
  await screen.findByText('Paid');
  screen.getByText('Rejected');
  assert.is(screen.queryByText('Under review'), null);
  assert.ok(requestsTo('GET /api/user/borrow/bill').at(-1)!.url.endsWith('borrowType=1'));
});

test('a failed disbursement leads to the bank account page, then sends the money again for that bill and shows it approved', async () => {
  page();
  await screen.findByText('Under review');
  assert.is(within(card(1)).getByRole('link', { name: 'Change bank account' }).getAttribute('href'), '#/modify-bank-info');
  fireEvent.click(within(card(1)).getByRole('button', { name: 'Try again' }));
  await waitFor(() => assert.equal(requestsTo('POST /api/user/borrow/failBorrowHandler')[0]?.body, { borrowId: '2' }));
  await screen.findByText('Approved, sending money');
  assert.is(screen.queryByRole('button', { name: 'Try again' }), null);
});

test('each bill keeps its disclosure statement viewable, with the bill’s due date once disbursed', async () => {
  page();
  await screen.findByText('Under review');
  const details = within(card(2)).getByText('Disclosure statement', { selector: 'summary' }).parentElement!;
  assert.is(within(details).getByText('Net proceeds (what you receive)').nextElementSibling!.textContent, '₱4,750');
  assert.is(within(details).getByText('Due date').nextElementSibling!.textContent, 'Dec\u00a03,\u00a02026');
});

test('a bill whose proof of payment waits for review says so, an accepted proof says so too, a rejected one says nothing here', async () => {
  fakeServer({
    'GET /borrow/bill': {
      data: {
        details: [
          { ...bill('3', 40, due), voucher: { status: 'review' } },
          { ...bill('4', 50, due), voucher: { status: 'accepted' } },
          { ...bill('5', 50, due), voucher: { status: 'rejected' } },
        ],
      },
    },
  });
  page();
  await screen.findAllByText('Repaying');
  assert.is(within(card(0)).getByRole('status').textContent, 'Proof under review');
  assert.is(within(card(1)).getByRole('status').textContent, 'Your proof was accepted. The payment will show on your loan soon.');
  assert.is(within(card(2)).queryByRole('status'), null);
});

test('money paid beyond the bill shows as a refund to the account (number masked), then as sent with its date', async () => {
  const to = { bankName: 'GCash', accountNo: '*******4567' };
  const sentAt = Date.parse('2026-12-04T10:00:00+08:00');
  fakeServer({
    'GET /borrow/bill': {
      data: {
        details: [
          { ...settled, refund: { amount: 618_000, status: 'pending', to } },
          { ...settled, borrowId: '7', refund: { amount: 5_000, status: 'sent', sentAt } },
        ],
      },
    },
  });
  page();
  await screen.findAllByText('Paid');
  await screen.findByText('₱6,180 paid beyond what you owed: we will send it back to GCash ••••4567.');
  await screen.findByText('₱50 sent back to your account on Dec 4, 2026.');
});

test('a disbursed bill lists its payments when they are opened, each with its receipt', async () => {
  fakeServer({
    'GET /borrow/bill': { data: { details: [bill('3', 40, due), bill('1', 10)] } },
    'GET /repay/payments/R3': {
      data: {
        details: [
          {
            paymentId: 'evt-1',
            paidAt: Date.parse('2026-12-01T09:30:00+08:00'),
            amount: 100_000,
            channel: 'maya',
            reference: 'PCAAAAAAAAAA',
            kind: 'repay',
            receipt: {
              paymentId: 'evt-1',
              paidAt: 0,
              amount: 100_000,
              channel: 'maya',
              reference: 'PCAAAAAAAAAA',
              kind: 'repay',
              applied: 100_000,
              refund: 0,
              owedAfter: 430_000,
            },
          },
        ],
        paid: 100_000,
        owed: 430_000,
      },
    },
  });
  page();
  await screen.findByText('Repaying');
  assert.is(within(card(1)).queryByText('Payments received'), null, 'nothing was paid before the money went out');
  assert.equal(requestsTo('GET /api/user/repay/payments/R3'), [], 'asked for only when opened');
  const summary = within(card(0)).getByText('Payments received');
  const details = summary.parentElement as HTMLDetailsElement;
  details.open = true;
  fireEvent(details, new Event('toggle'));
  await within(card(0)).findByText(/Maya · PCAAAAAAAAAA/);
  assert.match(card(0).textContent ?? '', 'Dec\u00a01,\u00a02026 09:30');
  assert.is(within(card(0)).getByText('Still owed').nextElementSibling!.textContent, '₱4,300');
});

test('a refund goes back to the account the loan was paid to, when the bill names it', async () => {
  const payout = { bankName: 'Maya', accountNo: '*******1234', accountName: 'Juan Dela Cruz', sentAt: due };
  const to = { bankName: 'GCash', accountNo: '*******4567' };
  fakeServer({ 'GET /borrow/bill': { data: { details: [{ ...settled, payout, refund: { amount: 618_000, status: 'pending', to } }] } } });
  page();
  await screen.findByText('₱6,180 paid beyond what you owed: we will send it back to Maya ••••1234.');
});

test('a refund a payment gateway sends back goes to the account paid from, whatever the payout account', async () => {
  const payout = { bankName: 'Maya', accountNo: '*******1234', accountName: 'Juan Dela Cruz', sentAt: due };
  fakeServer({
    'GET /borrow/bill': { data: { details: [{ ...settled, payout, refund: { amount: 618_000, status: 'pending', toPayer: true } }] } },
  });
  page();
  await screen.findByText('₱6,180 paid beyond what you owed: we will send it back to the account you paid from.');
});

test('a disbursed bill says where its money was sent: the bank, the last four digits and the day; one not sent yet says nothing', async () => {
  const payout = {
    bankName: 'GCash',
    accountNo: '*******4567',
    accountName: 'Juan Dela Cruz',
    sentAt: Date.parse('2026-12-03T09:00:00+08:00'),
  };
  fakeServer({ 'GET /borrow/bill': { data: { details: [{ ...bill('3', 40, due), payout }, bill('1', 20)] } } });
  page();
  await screen.findByText('Repaying');
  within(card(0)).getByText('Sent to GCash ••••4567 on Dec 3, 2026');
  assert.is(within(card(1)).queryByText(/^Sent to/), null);
});

test('empty tabs say what to do next, not "No results": borrow from Home; repaid loans will show here', async () => {
  fakeServer({ 'GET /borrow/bill': { data: { details: [] } } });
  page();
  await screen.findByText('You have no loan in progress. Choose an amount and a term on Home.');
  assert.is(screen.getByRole('link', { name: 'Home' }).getAttribute('href'), '#/home');
  fireEvent.click(screen.getByRole('tab', { name: 'Completed' }));
  await screen.findByText('Loans you repay in full are listed here.');
  assert.is(screen.queryByText('No results'), null);
});

test.run();
