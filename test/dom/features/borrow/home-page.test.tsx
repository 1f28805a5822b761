import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { api } from '../../../../src/api/client';
import { opensPage } from '../../../../src/app/guards';
import HomePage from '../../../../src/features/borrow/home-page';
import LoanPage from '../../../../src/features/borrow/loan-page';
import OrderPage from '../../../../src/features/borrow/order-page';
import { routeCheck } from '../../../../src/router/link-check';
import { currentPath } from '../../../../src/router/navigate';
import { settings } from '../../../../src/settings';
import { userInfo, userStatus } from '../../../../src/session/session';
import { toasts } from '../../../../src/ui/toast';
import { eventually, fakeServer, type Reply, requestsTo, sent } from '../../support/fake-server';
import { signedInPageSuite } from '../../support/page-suite';
import { credit, products, quote } from './borrow-fixtures';

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
  'POST /product/quote': { data: quote },
});
const serve = (openBill: object) => fakeServer(routesFor(openBill));

signedInPageSuite(test, { token: 'tok-home', status: 60, path: '/home' });
test.before(() => void (routeCheck.opens = opensPage)); // as the app does at start
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
    // A plain link: the browser can open it in a new tab and reads it as going somewhere.
    assert.is(screen.getByRole('link', { name: 'Next' }).getAttribute('href'), '#/facial-auth/step-two');
    cleanup();
  }
  assert.is(sent.length, 0, 'no borrowing call for a borrower who may not borrow');
});

test("under the limit, Home says how to raise it in the lender's figures: each loan repaid in full adds the growth, up to the cap", async () => {
  serve({});
  home();
  const how = await screen.findByRole('region', { name: 'How to raise your limit' });
  assert.is(
    how.querySelector('p')!.textContent,
    'Repay each loan in full and your limit grows by ₱1,000, up to ₱20,000. While a loan is overdue, your limit is locked.',
  );
});

test('back on Home while an application was on its way: once it settled, Home shows the limit it left, in place', async () => {
  let available = 500_000;
  let landed!: () => void;
  fakeServer({
    ...routesFor({}),
    'GET /credit/creditInfo': () => ({ data: { ...credit, availableLimit: available } }),
    'POST /product/applyLoan': () => new Promise<Reply>((r) => (landed = () => r({ data: { borrowId: '9' } }))),
  });
  // The Loan page's application leaves; the borrower taps Back before it is answered.
  const applying = api.post('/product/applyLoan', {});
  home();
  await waitFor(() => assert.is(screen.getByText('Available').nextElementSibling!.textContent, '₱5,000'));
  available = 0;
  landed();
  await applying;
  await waitFor(() => assert.is(screen.getByText('Available').nextElementSibling!.textContent, '₱0'));
});

test('a limit at the cap says it is the most there is; with no growth rule, nothing is promised', async () => {
  fakeServer({ ...routesFor({}), 'GET /credit/creditInfo': { data: { ...credit, creditLimit: 2_000_000, nextGrowth: 0 } } });
  home();
  const how = await screen.findByRole('region', { name: 'How to raise your limit' });
  assert.match(how.textContent!, 'Your limit is the most we lend.');
  cleanup();
  fakeServer({ ...routesFor({}), 'GET /credit/creditInfo': { data: { ...credit, nextGrowth: 0 } } });
  home();
  await screen.findByText('Credit limit');
  assert.is(screen.queryByRole('region', { name: 'How to raise your limit' }), null);
});

test('Home shows the limit, what is available and the recommended products', async () => {
  serve({});
  home();
  await screen.findByRole('heading', { name: 'Quick Cash' });
  screen.getByText('Up to ₱10,000, 7 to 14 days');
  assert.is(screen.getByText('Credit limit').nextElementSibling!.textContent, '₱5,000');
  assert.is(screen.getByText('Available').nextElementSibling!.textContent, '₱5,000');
  // One clear main action, not an underlined link: Borrow now opens the loan page on the product.
  assert.is(screen.queryByRole('link', { name: 'Quick Cash' }), null);
  const borrow = screen.getByRole('button', { name: 'Borrow now' });
  // The class is the behaviour here: `ui-btn--primary` is what marks the one main action on a page.
  assert.ok(borrow.classList.contains('ui-btn--primary'));
  assert.is(document.querySelectorAll('.ui-btn--primary').length, 1, 'one primary action on Home');
  fireEvent.click(borrow);
  assert.is(currentPath.value, '/loan');
  assert.is(location.hash, '#/loan?product=P7');
});

test('with several products Home still has one primary action; each other product is a button of its own name', async () => {
  fakeServer({
    ...routesFor({}),
    'GET /product/productList/V2/1': {
      data: [...products, { ...products[0], productCode: 'F', productName: 'Flex Loan', terms: [14, 30] }],
    },
  });
  home();
  await screen.findByRole('heading', { name: 'Flex Loan' });
  assert.is(document.querySelectorAll('.ui-btn--primary').length, 1);
  fireEvent.click(screen.getByRole('button', { name: 'Borrow Flex Loan' }));
  assert.is(location.hash, '#/loan?product=F');
});

test('while the bill is under review or awaiting disbursement Home shows the wait-for-loan block and offers no new loan', async () => {
  serve({ borrowId: '1', borrowStatus: 10, overdue: false });
  home();
  await screen.findByText('Under review');
  screen.getByRole('heading', { name: 'Your loan is on its way' });
  assert.is(screen.queryByRole('heading', { name: 'Recommended for you' }), null);
  assert.is(screen.queryByText('Up to ₱10,000, 7 to 14 days'), null);
  assert.is(screen.getByRole('link', { name: 'Orders' }).getAttribute('href'), '#/order');
  cleanup();
  serve({ borrowId: '1', borrowStatus: 20, overdue: false });
  home();
  await screen.findByText('Approved, sending money');
  screen.getByRole('heading', { name: 'Your loan is on its way' });
});

/** Home's current bill: disbursed on 26 Nov, due 3 Dec 2026 (Manila), ₱5,300 owed; `over` changes it. */
const current = (over: object = {}) => ({
  borrowId: '1',
  borrowStatus: 40,
  overdue: false,
  repayId: 'R1',
  dueDate: Date.parse('2026-12-03T10:00:00+08:00'),
  daysLeft: 5,
  repayable: 530_000,
  overdueDays: 0,
  overdueFee: 0,
  ...over,
});
/** A labelled figure of the current bill's card. */
const billFigure = (label: string) =>
  within(screen.getByRole('region', { name: 'Your current loan' })).getByText(label).nextElementSibling!.textContent;

test('while a loan is being repaid, Home’s first card shows what is owed now, the due date in words, the days left and Repay', async () => {
  serve(current());
  home();
  const card = await screen.findByRole('region', { name: 'Your current loan' });
  assert.is(card, within(screen.getByRole('main')).getAllByRole('region')[0], 'the first card on Home');
  assert.is(billFigure('To pay now'), '₱5,300');
  // The time too: the day counts to its last minute (Manila), as borrowers of other apps read it.
  assert.is(billFigure('Due date'), 'by 11:59 PM, Dec\u00a03,\u00a02026', 'the date kept on one line');
  within(card).getByText('5 days left');
  assert.is(within(card).getByRole('link', { name: 'Repay' }).getAttribute('href'), '#/repay/R1');
});

test('while a bill is open Home offers no new product: the loan page would offer none', async () => {
  serve(current());
  home();
  await screen.findByRole('region', { name: 'Your current loan' });
  assert.is(screen.queryByRole('heading', { name: 'Recommended for you' }), null);
  assert.is(screen.queryByText('Up to ₱10,000, 7 to 14 days'), null);
  assert.is(screen.queryByRole('heading', { name: 'Quick Cash' }), null);
});

test('while a bill is open, a banner that leads to a new loan is left out; the others stay', async () => {
  slides = {
    data: {
      details: [
        { id: '1', title: 'Apply in a few taps', text: 'Choose an amount.', link: '#/loan' },
        { id: '2', title: 'Pay on time, borrow more', text: 'Each loan repaid on time raises your limit.' },
      ],
    },
  };
  serve(current());
  home();
  await screen.findByRole('heading', { name: 'Pay on time, borrow more' });
  assert.is(screen.queryByRole('heading', { name: 'Apply in a few taps' }), null);
  slides = { data: { details: [] } };
});

test('the days left are the server’s count: one day, then the due date itself', async () => {
  serve(current({ daysLeft: 1 }));
  home();
  await screen.findByText('1 day left');
  cleanup();
  serve(current({ daysLeft: 0 }));
  home();
  await screen.findByText('Due today');
});

test('an overdue bill shows the overdue message of spec section 8, the days overdue, the fee and Repay', async () => {
  serve(current({ borrowStatus: 50, overdue: true, daysLeft: 0, overdueDays: 3, overdueFee: 2_250, repayable: 532_250 }));
  home();
  const alert = await screen.findByRole('alert');
  assert.is(alert.textContent, 'Your order is overdue and your credit limit has been locked. Please repay in time.');
  const card = screen.getByRole('region', { name: 'Your current loan' });
  within(card).getByText('3 days overdue');
  assert.is(billFigure('Overdue fee'), '₱22.50');
  assert.is(billFigure('To pay now'), '₱5,322.50');
  assert.is(within(card).getByRole('link', { name: 'Repay' }).getAttribute('href'), '#/repay/R1');
  cleanup();
  serve(current({ borrowStatus: 50, overdue: true, daysLeft: 0, overdueDays: 1, overdueFee: 750, repayable: 530_750 }));
  home();
  await screen.findByText('1 day overdue');
});

test('money on Home reads one way: while what is owed has centavos, the limit and what is available show them too', async () => {
  serve(current({ borrowStatus: 50, overdue: true, daysLeft: 0, overdueDays: 3, overdueFee: 2_250, repayable: 532_250 }));
  home();
  await screen.findByRole('region', { name: 'Your current loan' });
  assert.is(billFigure('To pay now'), '₱5,322.50');
  const limit = screen.getByText('Credit limit').nextElementSibling!.textContent;
  assert.match(limit ?? '', /^₱[\d,]+\.00$/);
});

test('overdue and locked, Home shows what is owed and Repay: no banners (Repay early, pay less), no loan guide', async () => {
  slides = { data: { details: [{ id: 'early', title: 'Repay early, pay less', text: 'Early repayment is free.' }] } };
  fakeServer({
    ...routesFor(current({ borrowStatus: 50, overdue: true, daysLeft: 0, overdueDays: 3, overdueFee: 2_250, repayable: 532_250 })),
    'GET /credit/creditInfo': { data: { ...credit, availableLimit: 0, locked: true } },
  });
  home();
  const card = await screen.findByRole('region', { name: 'Your current loan' });
  within(card).getByRole('link', { name: 'Repay' });
  await new Promise((r) => setTimeout(r, 30)); // the banners come apart from the bill
  assert.is(screen.queryByRole('heading', { name: 'Repay early, pay less' }), null);
  assert.is(screen.queryByRole('button', { name: 'Reserve your next loan' }), null);
  slides = { data: { details: [] } };
});

test('a disbursement that failed keeps its bank-fix path: what went wrong, and Orders, where the account is changed and the money sent again', async () => {
  serve(current({ borrowStatus: 70, dueDate: null, daysLeft: null }));
  home();
  await screen.findByRole('heading', { name: 'Money not sent: check your bank account' });
  assert.is(screen.getByRole('link', { name: 'Orders' }).getAttribute('href'), '#/order');
  assert.is(screen.queryByRole('link', { name: 'Repay' }), null);
  assert.is(screen.queryByRole('heading', { name: 'Recommended for you' }), null);
});

test('a locked limit offers no new loan', async () => {
  fakeServer({ ...routesFor({}), 'GET /credit/creditInfo': { data: { ...credit, locked: true } } });
  home();
  await screen.findByRole('heading', { name: 'Quick Cash' });
  assert.is(screen.queryByRole('button', { name: 'Borrow now' }), null);
});

test('the loan guide shows the coupon and products, and Apply & Get Coupon reserves them for the coupon', async () => {
  serve({});
  home();
  fireEvent.click(await screen.findByRole('button', { name: 'Reserve your next loan' }));
  await screen.findByText('Reserve up to ₱7,000 and get a ₱20 repayment coupon.');
  // Each product says plainly what it offers, from the product list and the server's own quote.
  const item = within(screen.getByRole('dialog')).getByRole('heading', { name: 'Quick Cash' }).closest('li')!;
  // The reserved amount is what the product offers here, as the charges are figured on it.
  within(item).getByText('₱1,000 to ₱7,000, 7 to 14 days');
  await within(item).findByText('Charges on ₱7,000 for 7 days: ₱550', {}, { timeout: 3000 });
  assert.equal(requestsTo('POST /api/user/product/quote')[0].body, { productCode: 'P7', amount: 700_000, term: 7 });
  fireEvent.click(screen.getByRole('button', { name: 'Apply & Get Coupon' }));
  await eventually(() => assert.ok(toasts.value.some((x) => x.message === 'You got a ₱20 coupon. See Coupons.')));
  assert.is(screen.queryByRole('dialog'), null);
  assert.equal(requestsTo('POST /api/user/preorder/guidance/apply')[0].body, { applyTotalAmount: 700_000, products: ['P7'] });
});

test('the guide offers no more than a product can give, and a second reservation says so rather than a new coupon', async () => {
  fakeServer({
    ...routesFor({}),
    'GET /preorder/guidanceMsg': { data: { ...guide, applyTotalAmount: 1_200_000 } },
    'POST /preorder/guidance/apply': { data: { couponId: '12', alreadyReserved: true } },
  });
  home();
  fireEvent.click(await screen.findByRole('button', { name: 'Reserve your next loan' }));
  await screen.findByText('Reserve up to ₱7,000 and get a ₱20 repayment coupon.');
  fireEvent.click(screen.getByRole('button', { name: 'Apply & Get Coupon' }));
  await eventually(() =>
    assert.ok(
      toasts.value.some(
        (x) => x.message === 'You had already reserved your next loan. Its ₱20 coupon is given once, at the first reservation.',
      ),
    ),
  );
  assert.not.ok(toasts.value.some((x) => x.message.startsWith('You got')));
  assert.equal(requestsTo('POST /api/user/preorder/guidance/apply')[0].body, { applyTotalAmount: 700_000, products: ['P7'] });
});

test('a loan guide that could not load says so and tries again, rather than showing an empty dialog', async () => {
  let calls = 0;
  fakeServer({
    ...routesFor({}),
    'GET /preorder/guidanceMsg': () => (++calls === 1 ? { code: 500, msg: 'busy' } : { data: guide }),
  });
  home();
  fireEvent.click(await screen.findByRole('button', { name: 'Reserve your next loan' }));
  const dialog = screen.getByRole('dialog', { name: 'Reserve your next loan' });
  await within(dialog).findByText('Check your connection and try again.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
  await within(dialog).findByText('Reserve up to ₱7,000 and get a ₱20 repayment coupon.');
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

test('the new-limit dialog can be closed before its count ends: Close, or Escape, and focus goes back where it was', async () => {
  serve({});
  const before = document.createElement('button');
  document.body.append(before);
  try {
    for (const close of [
      (d: HTMLElement) => fireEvent.click(within(d).getByRole('button', { name: 'Close' })),
      (d: HTMLElement) => fireEvent.keyDown(d, { key: 'Escape' }),
    ]) {
      localStorage.setItem('borrow.limitSeen', '300000');
      before.focus();
      home();
      const dialog = await screen.findByRole('dialog', { name: 'Your new credit limit' });
      close(dialog);
      await waitFor(() => assert.is(screen.queryByRole('dialog'), null));
      assert.is(document.activeElement, before);
      cleanup();
    }
  } finally {
    before.remove();
  }
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

test('a banner whose link leads to no page the borrower may open shows its words without the broken link', async () => {
  slides = {
    data: {
      details: [
        { id: '1', title: 'Apply in a few taps', text: 'Choose an amount.', link: '#/loan' },
        { id: '2', title: 'Your coupons', text: 'See them all.', link: '#/coupons' },
        { id: '3', title: 'Sign in again', text: 'For a certified borrower this only bounces Home.', link: '#/login' },
        { id: '4', title: 'Our blog', text: 'Tips on borrowing.', link: 'https://example.com/blog' },
      ],
    },
  };
  serve({});
  home();
  await screen.findByRole('heading', { name: 'Your coupons' });
  const links = within(screen.getByRole('list', { name: 'News and offers' }))
    .queryAllByRole('link')
    .map((a) => a.getAttribute('href'));
  assert.equal(links, ['#/loan', 'https://example.com/blog']);
  slides = { data: { details: [] } };
});

test('the carousel shows where the borrower is: one dot per banner, the one in view marked, following the scroll', async () => {
  slides = {
    data: {
      details: [
        { id: '1', title: 'One', text: 'First.' },
        { id: '2', title: 'Two', text: 'Second.' },
        { id: '3', title: 'Three', text: 'Third.' },
      ],
    },
  };
  serve({});
  home();
  await screen.findByRole('heading', { name: 'Three' });
  // The dots are for the eye only (hidden from screen readers, which hear the list): read as seen.
  const dots = () => screen.getByText(/^[●○]+$/).textContent;
  assert.is(dots(), '●○○');
  const list = screen.getByRole('list', { name: 'News and offers' });
  // Scrolled to its end: the last banner is the one in view.
  Object.defineProperties(list, {
    scrollWidth: { configurable: true, value: 900 },
    clientWidth: { configurable: true, value: 300 },
    scrollLeft: { configurable: true, value: 600 },
  });
  fireEvent.scroll(list);
  await waitFor(() => assert.is(dots(), '○○●'));
  slides = { data: { details: [] } };
});

test('Home shows the borrower’s figures without waiting for the carousel, which joins when it arrives', async () => {
  let answer = (_: Reply) => {};
  fakeServer({
    ...routesFor({}),
    'GET /public/carousel': () => new Promise<Reply>((r) => (answer = r)),
  });
  home();
  await screen.findByRole('heading', { name: 'Quick Cash' });
  assert.is(screen.getByText('Credit limit').nextElementSibling!.textContent, '₱5,000');
  await eventually(() => assert.is(requestsTo('GET /api/user/public/carousel').length, 1));
  answer({ data: { details: [{ id: '1', title: 'Pay on time, borrow more', text: 'Each loan repaid on time raises your limit.' }] } });
  await screen.findByRole('heading', { name: 'Pay on time, borrow more' });
});

test.run();
