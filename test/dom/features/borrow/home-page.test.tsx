import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import HomePage from '../../../../src/features/borrow/home-page';
import LoanPage from '../../../../src/features/borrow/loan-page';
import OrderPage from '../../../../src/features/borrow/order-page';
import { currentPath } from '../../../../src/router/navigate';
import { settings } from '../../../../src/settings';
import { userInfo, userStatus } from '../../../../src/session/session';
import { toasts } from '../../../../src/ui/toast';
import { eventually, fakeServer, type Reply, requestsTo, sent } from '../../support/fake-server';
import { signedInPageSuite } from '../../support/page-suite';
import { credit, products } from './borrow-fixtures';

const guide = {
  applyTotalAmount: 700_000,
  products: [{ productCode: 'P7', productName: 'Quick Cash', productIcon: '', productAmount: 700_000 }],
  couponAmount: 2_000,
  sumAmount: 700_000,
};
let slides: Reply = { data: { details: [] } };
const routesFor = (openBill: object) => ({
  'GET /product/productList/V2/1': { data: products },
  'GET /credit/creditInfo': { data: credit },
  'GET /borrow/borrowStatus': { data: openBill },
  'GET /preorder/guidanceMsg': { data: guide },
  'POST /preorder/guidance/apply': { data: { couponId: '12' } },
  'GET /public/carousel': slides,
});
const serve = (openBill: object) => fakeServer(routesFor(openBill));

signedInPageSuite(test, { token: 'tok-home', status: 60, path: '/home' });
test.before.each(() => {
  userInfo.value = { userId: 7, phone: '09171234567' };
});

const home = () => render(<HomePage params={{}} titleKey="route.home" />);

test('a borrower not yet certified sees the step they are at and continues it, on Home, Loan and Orders alike', async () => {
  serve({});
  userStatus.value = 30;
  for (const [Page, titleKey, title] of [
    [HomePage, 'route.home', 'Home'],
    [LoanPage, 'route.loan', 'Loan'],
    [OrderPage, 'route.order', 'Orders'],
  ] as const) {
    render(<Page params={{}} titleKey={titleKey} />);
    screen.getByRole('heading', { level: 1, name: title });
    screen.getByRole('heading', { name: 'Account verification' });
    screen.getByText('Step 3 of 5: Personal information');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    assert.is(currentPath.value, '/facial-auth/step-two');
    cleanup();
  }
  assert.is(sent.length, 0, 'no borrowing call for a borrower who may not borrow');
});

test('Home shows the limit, what is available and the recommended products', async () => {
  serve({});
  home();
  await screen.findByRole('heading', { name: 'Quick Cash' });
  screen.getByText('Up to ₱10,000, 7 to 14 days');
  assert.is(screen.getByText('Credit limit').nextElementSibling!.textContent, '₱5,000');
  assert.is(screen.getByText('Available').nextElementSibling!.textContent, '₱5,000');
  // The product's name leads to the loan page on it.
  assert.is(screen.getByRole('link', { name: 'Quick Cash' }).getAttribute('href'), '#/loan?product=P7');
});

test('while the bill is under review or awaiting disbursement Home shows the wait-for-loan block and offers no new loan', async () => {
  serve({ borrowId: '1', borrowStatus: 10, overdue: false });
  home();
  await screen.findByText('Under review');
  screen.getByRole('heading', { name: 'Your loan is on its way' });
  assert.is(screen.queryByRole('link', { name: 'Quick Cash' }), null);
  assert.is(screen.getByRole('link', { name: 'Orders' }).getAttribute('href'), '#/order');
  cleanup();
  serve({ borrowId: '1', borrowStatus: 20, overdue: false });
  home();
  await screen.findByText('Approved, sending money');
  screen.getByRole('heading', { name: 'Your loan is on its way' });
});

test('without products to offer (an open bill, no limit left) Home shows no empty heading', async () => {
  fakeServer({ ...routesFor({ borrowId: '1', borrowStatus: 40, overdue: false }), 'GET /product/productList/V2/1': { data: [] } });
  home();
  await screen.findByText('Repaying');
  assert.is(screen.queryByRole('heading', { name: 'Recommended for you' }), null);
});

test('a locked limit offers no new loan', async () => {
  fakeServer({ ...routesFor({}), 'GET /credit/creditInfo': { data: { ...credit, locked: true } } });
  home();
  await screen.findByRole('heading', { name: 'Quick Cash' });
  assert.is(screen.queryByRole('link', { name: 'Quick Cash' }), null);
});

test('an overdue bill shows the overdue message of spec section 8', async () => {
  serve({ borrowId: '1', borrowStatus: 50, overdue: true });
  home();
  const alert = await screen.findByRole('alert');
  assert.is(alert.textContent, 'Your order is overdue and your credit limit has been locked. Please repay in time.');
});

test('the loan guide shows the coupon and products, and Apply & Get Coupon reserves them for the coupon', async () => {
  serve({});
  home();
  fireEvent.click(await screen.findByRole('button', { name: 'Reserve your next loan' }));
  await screen.findByText('Reserve up to ₱7,000 and get a ₱20 repayment coupon.');
  screen.getByText('Quick Cash: ₱7,000');
  fireEvent.click(screen.getByRole('button', { name: 'Apply & Get Coupon' }));
  await eventually(() => assert.ok(toasts.value.some((x) => x.message === 'You got a ₱20 coupon. See Coupons.')));
  assert.is(screen.queryByRole('dialog'), null);
  assert.equal(requestsTo('POST /api/user/preorder/guidance/apply')[0].body, { applyTotalAmount: 700_000, products: ['P7'] });
});

test('cancelling the loan guide opens the retention dialog (build switch on), which says tenure is up to 30 days', async () => {
  assert.ok(settings.retentionDialog);
  serve({});
  home();
  fireEvent.click(await screen.findByRole('button', { name: 'Reserve your next loan' }));
  await screen.findByText(/Reserve up to/);
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  screen.getByRole('dialog', { name: 'Reserve your next loan' });
  screen.getByText(/Loan tenure is up to 30 days/);
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => assert.is(screen.queryByRole('dialog'), null));
  assert.is(requestsTo('POST /api/user/preorder/guidance/apply').length, 0);
});

test('with the build switch off, cancelling the loan guide closes it at once', async () => {
  (settings as { retentionDialog: boolean }).retentionDialog = false;
  try {
    serve({});
    home();
    fireEvent.click(await screen.findByRole('button', { name: 'Reserve your next loan' }));
    await screen.findByText(/Reserve up to/);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => assert.is(screen.queryByRole('dialog'), null));
    assert.is(screen.queryByText(/Loan tenure is up to 30 days/), null);
  } finally {
    (settings as { retentionDialog: boolean }).retentionDialog = true;
  }
});

test('a credit limit grown since this device last showed it opens the new-limit countdown; the same limit again does not', async () => {
  serve({});
  localStorage.setItem('borrow.limitSeen', '300000');
  home();
  const dialog = await screen.findByRole('dialog', { name: 'Your new credit limit' });
  assert.ok(dialog.textContent!.includes('₱5,000'));
  screen.getByRole('timer');
  cleanup();
  home();
  await screen.findByRole('heading', { name: 'Quick Cash' });
  assert.is(screen.queryByRole('dialog'), null);
});

test('the carousel shows the server’s slides; without it (an error) Home still shows everything else', async () => {
  slides = {
    data: {
      details: [{ id: '1', title: 'Pay on time, borrow more', text: 'Each loan repaid on time raises your limit.', link: '#/coupon' }],
    },
  };
  serve({});
  home();
  const slide = await screen.findByRole('heading', { name: 'Pay on time, borrow more' });
  // The sideways-scrolling list takes focus, so a keyboard reaches slides that have no link.
  assert.is(screen.getByRole('list', { name: 'News and offers' }).tabIndex, 0);
  assert.is(within(slide).getByRole('link').getAttribute('href'), '#/coupon');
  screen.getByText('Each loan repaid on time raises your limit.');
  cleanup();
  slides = { code: 500, msg: 'no carousel' };
  serve({});
  home();
  await screen.findByRole('heading', { name: 'Quick Cash' });
  assert.is(screen.queryByRole('heading', { name: 'Pay on time, borrow more' }), null);
  slides = { data: { details: [] } };
});

test.run();
