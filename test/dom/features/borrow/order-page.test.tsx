import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import OrderPage from '../../../../src/features/borrow/order-page';
import { fakeServer, requestsTo } from '../../support/fake-server';
import { signedInPageSuite } from '../../support/page-suite';
import { bill } from './borrow-fixtures';

const due = new Date(2026, 11, 3).getTime();
let retried = false;

signedInPageSuite(test, { token: 'tok-order', status: 60, path: '/order' });
test.before.each(() => {
  retried = false;
  fakeServer({
    'GET /borrow/bill': (req) => ({
      data: {
        details: req.url.includes('borrowType=0')
          ? [bill('1', 10), bill('2', retried ? 20 : 70), bill('3', 40, due), bill('4', 50, due)]
          : [bill('5', 30, due), bill('6', 60)],
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
  assert.is(figure(0, 'Applied'), 'Nov 20, 2026');
  assert.is(figure(0, 'Due date'), 'Set when the money is sent');
  assert.is(figure(0, 'Total to repay'), '₱5,300');
  within(card(2)).getByText('Repaying');
  assert.is(figure(2, 'Due date'), 'Dec 3, 2026');
  within(card(3)).getByText('Overdue');
  within(card(1)).getByText('Money not sent: check your bank account');
  assert.ok(requestsTo('GET /api/user/borrow/bill')[0].url.endsWith('borrowType=0'));
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
  assert.is(within(details).getByText('Due date').nextElementSibling!.textContent, 'Dec 3, 2026');
});

test('a bill whose proof of payment waits for review says so; a decided proof says nothing here', async () => {
  fakeServer({
    'GET /borrow/bill': {
      data: {
        details: [
          { ...bill('3', 40, due), voucher: { status: 'review' } },
          { ...bill('4', 50, due), voucher: { status: 'accepted' } },
        ],
      },
    },
  });
  page();
  await screen.findByText('Repaying');
  assert.is(within(card(0)).getByRole('status').textContent, 'Proof under review');
  assert.is(within(card(1)).queryByText('Proof under review'), null);
});

test.run();
